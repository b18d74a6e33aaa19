import {
  ActionIcon,
  Avatar,
  Badge,
  Box,
  Group,
  Indicator,
  Menu,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconBellRinging,
  IconDots,
  IconMessage,
  IconUserMinus,
  IconUserPlus,
} from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/format';
import { UserAvatar } from '../../../components/Avatars';
import { StatusToggle } from '../list/StatusToggle';
import type { SubAssignment, Task } from '../types';

type Person = Task['people'][number];
type Props = {
  sub: SubAssignment;
  person: Person | undefined;
  canChange: boolean;
  canManage: boolean;
  onToggle: () => void;
  onOpenThread: () => void;
  onNudge: () => void;
  onAddMembers: () => void;
  onRemove: () => void;
};

/**
 * One assignee's sub-assignment (spec 001 §3, §4): who, why they are on it (BO, I-SME, E-SME, role; auto),
 * OPEN or CLOSED with the close/reopen control, the thread's members, its unread dot and chat, a nudge,
 * adding people to its thread and removing the assignee.
 */
export function SubAssignmentRow({
  sub,
  person,
  canChange,
  canManage,
  onToggle,
  onOpenThread,
  onNudge,
  onAddMembers,
  onRemove,
}: Props) {
  const closed = sub.status === 'CLOSED';
  const a = sub.assignee;
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      py="xs"
      px="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      data-testid={`sub-${sub.taskSubAssignmentId}`}
    >
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <StatusToggle
          closed={closed}
          onToggle={onToggle}
          label={`${a.userName}'s part`}
          disabled={!canChange}
          testId={`sub-status-${sub.taskSubAssignmentId}`}
        />
        <UserAvatar
          userId={a.userId}
          name={a.userName}
          imageUrl={a.profileImage}
          lastActiveOn={a.lastActiveOn}
          size={32}
        />
        <Box style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={600} truncate>
              {a.userName}
            </Text>
            {person && person.type !== 'USER' && (
              <Badge size="xs" variant="light" color="gray">
                {person.type}
              </Badge>
            )}
            {person?.auto && (
              <Badge size="xs" variant="outline" color="gray">
                auto
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {closed ? `Closed ${formatDateTime(sub.closedAt)}` : 'Open'}
            {a.verticalName ? ` · ${a.verticalName}` : ''}
          </Text>
        </Box>
      </Group>
      <Group gap={6} wrap="nowrap">
        {sub.members.length > 0 && (
          <Tooltip label={`In this thread: ${sub.members.map((m) => m.userName).join(', ')}`}>
            <Avatar.Group spacing="xs">
              {sub.members.slice(0, 3).map((m) => (
                <Avatar
                  key={m.userId}
                  src={m.profileImage}
                  size={22}
                  radius="xl"
                  alt={m.userName}
                />
              ))}
            </Avatar.Group>
          </Tooltip>
        )}
        <Badge
          size="sm"
          color={closed ? 'green' : 'blue'}
          variant="light"
          data-testid={`sub-state-${sub.taskSubAssignmentId}`}
        >
          {closed ? 'CLOSED' : 'OPEN'}
        </Badge>
        <Tooltip
          label={
            sub.hasUnReadMessages ? 'Unread messages in this part' : "This part's conversation"
          }
        >
          <Indicator disabled={!sub.hasUnReadMessages} color="red" size={8} offset={4}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Conversation with ${a.userName}${sub.hasUnReadMessages ? ', unread messages' : ''}`}
              onClick={onOpenThread}
              data-testid={`sub-thread-${sub.taskSubAssignmentId}`}
            >
              <IconMessage size={18} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`More for ${a.userName}`}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconBellRinging size={16} />}
              onClick={onNudge}
              disabled={closed}
            >
              Remind now
            </Menu.Item>
            <Menu.Item
              leftSection={<IconUserPlus size={16} />}
              onClick={onAddMembers}
              disabled={!canChange}
            >
              Add people to this part
            </Menu.Item>
            {canManage && (
              <Menu.Item
                color="red"
                leftSection={<IconUserMinus size={16} />}
                onClick={onRemove}
                data-testid={`sub-remove-${sub.taskSubAssignmentId}`}
              >
                Remove from task
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
