import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { Repository } from '@crm/contracts';
import type { RepositoryActions } from '../useRepositoryActions';

/**
 * A repository row's menu: Open and Duplicate for any; Edit…, Publish or Back to draft, and Remove…
 * for the owner's own.
 */
export function RepositoryRowMenu({
  r,
  actions,
  onOpen,
  onEdit,
}: {
  r: Repository;
  actions: RepositoryActions;
  onOpen: (repoId: number) => void;
  onEdit: (r: Repository) => void;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Manage “${r.name}”`}
          data-testid="repository-menu"
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onOpen(r.repoId)}>Open</Menu.Item>
        {r.isMine && <Menu.Item onClick={() => onEdit(r)}>Edit…</Menu.Item>}
        {r.isMine &&
          (r.status === 'DRAFT' ? (
            <Menu.Item onClick={() => actions.setStatus(r, 'PUBLISHED')}>Publish</Menu.Item>
          ) : (
            <Menu.Item onClick={() => actions.setStatus(r, 'DRAFT')}>Back to draft</Menu.Item>
          ))}
        <Menu.Item onClick={() => actions.duplicate(r)} data-testid="repository-duplicate">
          Duplicate
        </Menu.Item>
        {r.isMine && (
          <Menu.Item
            color="red"
            onClick={() => actions.askRemove(r)}
            data-testid="repository-remove"
          >
            Remove…
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
