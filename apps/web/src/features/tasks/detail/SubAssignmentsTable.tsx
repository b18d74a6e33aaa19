import {
  ActionIcon,
  Avatar,
  Badge,
  Group,
  Indicator,
  Menu,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconBellRinging,
  IconDots,
  IconMessage,
  IconUserMinus,
  IconUserPlus,
} from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format';
import { UserAvatar } from '../../../components/Avatars';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { PresetTable, type PagedColumn } from '../../../components/PagedTable';
import { StatusToggle } from '../list/StatusToggle';
import type { SubAssignment, Task } from '../types';
import { PersonBadges } from './TaskPeopleTable';

type Props = {
  subs: UseQueryResult<SubAssignment[]>;
  task: Task;
  selfId: number;
  canManage: boolean;
  onToggle: (s: SubAssignment) => void;
  onOpenThread: (s: SubAssignment) => void;
  onNudge: (s: SubAssignment) => void;
  onAddMembers: (s: SubAssignment) => void;
  onRemove: (s: SubAssignment) => void;
};

const closed = (s: SubAssignment) => s.status === 'CLOSED';

/** The cells that need no handler: when closed, and who is in the part's thread. */
const plainCells: Record<string, (s: SubAssignment) => ReactNode> = {
  closedAt: (s) => (
    <Text size="sm" c={s.closedAt ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
      {s.closedAt ? formatDateTime(s.closedAt) : '—'}
    </Text>
  ),
  members: (s) =>
    s.members.length ? (
      <Tooltip label={`In this thread: ${s.members.map((m) => m.userName).join(', ')}`}>
        <Avatar.Group spacing="xs">
          {s.members.slice(0, 3).map((m) => (
            <Avatar key={m.userId} src={m.profileImage} size={22} radius="xl" alt={m.userName} />
          ))}
        </Avatar.Group>
      </Tooltip>
    ) : (
      <Text size="sm" c="dimmed">
        —
      </Text>
    ),
};

/**
 * The task's sub-assignments, one per assignee (spec 001 §3, §4), with the user's taskSubAssignments
 * columns (spec 001 §9): who (with the close/reopen control and why they are on it: BO, I-SME, E-SME,
 * role; auto), OPEN or CLOSED, when closed, the thread's members; then its chat (unread dot), a nudge,
 * adding people to its thread and removing the assignee.
 */
export function SubAssignmentsTable(props: Props) {
  const { subs, task, selfId, canManage } = props;
  const canChange = (s: SubAssignment) => s.assignee.userId === selfId || canManage;
  const person = (userId: number) =>
    task.people.find((p) => p.relation === 'ASSIGNEE' && p.userId === userId);
  const cells: Record<string, (s: SubAssignment) => ReactNode> = {
    assignee: (s) => (
      <Group gap="sm" wrap="nowrap">
        <StatusToggle
          closed={closed(s)}
          onToggle={() => props.onToggle(s)}
          label={`${s.assignee.userName}'s part`}
          disabled={!canChange(s)}
          testId={`sub-status-${s.taskSubAssignmentId}`}
        />
        <UserAvatar
          userId={s.assignee.userId}
          name={s.assignee.userName}
          imageUrl={s.assignee.profileImage}
          lastActiveOn={s.assignee.lastActiveOn}
          size={28}
        />
        <Text size="sm" fw={600} truncate>
          {s.assignee.userName}
        </Text>
        <PersonBadges person={person(s.assignee.userId)} />
      </Group>
    ),
    status: (s) => (
      <Badge
        size="sm"
        color={closed(s) ? 'green' : 'blue'}
        variant="light"
        style={{ minWidth: 'max-content' }}
        data-testid={`sub-state-${s.taskSubAssignmentId}`}
      >
        {closed(s) ? 'CLOSED' : 'OPEN'}
      </Badge>
    ),
    ...plainCells,
  };
  const actions: PagedColumn<SubAssignment>[] = [
    {
      id: 'actions',
      label: '',
      cell: (s) => <SubActions {...props} sub={s} canChange={canChange(s)} />,
    },
  ];
  return (
    <PresetTable
      preset="taskSubAssignments"
      toolbar={<Title order={6}>Sub-assignments</Title>}
      cells={cells}
      trailing={actions}
      list={subs.data}
      error={loadFailed(subs) ? <LoadError what="the sub-assignments" query={subs} /> : undefined}
      rowKey={(s) => s.taskSubAssignmentId}
      rowTestId={(s) => `sub-${s.taskSubAssignmentId}`}
      empty={
        <EmptyState
          title="No sub-assignments"
          description="Add people to the task to give them a part."
        />
      }
      testId="task-sub-assignments"
      minWidth={560}
    />
  );
}

/** A sub-assignment's chat (with its unread dot) and its menu: remind now, add people to it, remove the assignee. */
function SubActions({
  sub,
  canChange,
  canManage,
  ...on
}: Props & { sub: SubAssignment; canChange: boolean }) {
  const a = sub.assignee;
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Tooltip
        label={sub.hasUnReadMessages ? 'Unread messages in this part' : "This part's conversation"}
      >
        <Indicator disabled={!sub.hasUnReadMessages} color="red" size={8} offset={4}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Conversation with ${a.userName}${sub.hasUnReadMessages ? ', unread messages' : ''}`}
            onClick={() => on.onOpenThread(sub)}
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
            onClick={() => on.onNudge(sub)}
            disabled={closed(sub)}
          >
            Remind now
          </Menu.Item>
          <Menu.Item
            leftSection={<IconUserPlus size={16} />}
            onClick={() => on.onAddMembers(sub)}
            disabled={!canChange}
          >
            Add people to this part
          </Menu.Item>
          {canManage && (
            <Menu.Item
              color="red"
              leftSection={<IconUserMinus size={16} />}
              onClick={() => on.onRemove(sub)}
              data-testid={`sub-remove-${sub.taskSubAssignmentId}`}
            >
              Remove from task
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
