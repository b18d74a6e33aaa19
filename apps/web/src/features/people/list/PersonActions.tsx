import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core';
import { IconDots, IconMessageCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { PersonRow } from '@crm/contracts';
import { currentUser } from '../../../lib/user';

/** A user to deactivate or reactivate (DeactivateUserModal). */
export type UserActivation = { userId: number; userName: string; reactivate: boolean };

/** An admin's row menu: Edit…, and Deactivate… (not of oneself) or Reactivate…. */
function PersonMenu({
  u,
  onEdit,
  onActivate,
}: {
  u: PersonRow;
  onEdit: (userId: number) => void;
  onActivate: (u: UserActivation) => void;
}) {
  const activation = (reactivate: boolean) => () =>
    onActivate({ userId: u.userId, userName: u.userName, reactivate });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Manage ${u.userName}`}
          data-testid="people-row-menu"
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onEdit(u.userId)}>Edit…</Menu.Item>
        {u.status === 'ACTIVE' ? (
          <Menu.Item
            color="red"
            disabled={u.userId === currentUser()?.userId}
            onClick={activation(false)}
          >
            Deactivate…
          </Menu.Item>
        ) : (
          <Menu.Item color="green" onClick={activation(true)}>
            Reactivate…
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** A person's row actions: chat with them (active lists) and, for admins, the row menu. */
export function PersonActions({
  u,
  inactive,
  isAdmin,
  onEdit,
  onActivate,
}: {
  u: PersonRow;
  inactive: boolean;
  isAdmin: boolean;
  onEdit: (userId: number) => void;
  onActivate: (u: UserActivation) => void;
}) {
  const navigate = useNavigate();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {!inactive && (
        <Tooltip label={`Chat with ${u.firstName}`}>
          <ActionIcon
            variant="subtle"
            aria-label={`Chat with ${u.userName}`}
            onClick={() => navigate(`/chat?userId=${u.userId}`)}
            data-testid="people-chat"
          >
            <IconMessageCircle size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {isAdmin && <PersonMenu u={u} onEdit={onEdit} onActivate={onActivate} />}
    </Group>
  );
}
