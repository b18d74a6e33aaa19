import { Avatar, Badge, Box, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { formatDateTime } from '../../../lib/format';
import { UserAvatar } from '../../../components/Avatars';
import { plainDescription } from '../mentions/mentions';
import { StarToggle } from './StarToggle';
import { StatusToggle } from './StatusToggle';
import { TaskLinks } from '../detail/TaskLinks';
import { TaskMenu } from './TaskMenu';
import { CATEGORY_LABELS } from '../taskUrl';
import type { Task } from '../types';
import classes from '../tasks.module.css';

type Props = {
  task: Task;
  active: boolean;
  canChangeStatus: boolean;
  canDelete: boolean;
  onOpen: () => void;
  onStar: () => void;
  onToggleClosed: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
};

/**
 * One task of the list (spec 001 §3): close/reopen, star, name with its unread dot and category, links,
 * a line of the description (labels only), assignees, sub-assignment progress, creator and date, and the
 * more-actions menu. The row (and, for the keyboard, its name as a button) opens the task's detail. On a
 * narrow row (a phone) the people and actions go below and the category below the name, so the name keeps
 * the row's width.
 */
export function TaskRow({
  task,
  active,
  canChangeStatus,
  canDelete,
  onOpen,
  onStar,
  onToggleClosed,
  onDuplicate,
  onDelete,
}: Props) {
  const assignees = task.people.filter((p) => p.relation === 'ASSIGNEE');
  const { all, closed } = task.subAssignmentStats;
  return (
    <Box
      className={classes.row}
      data-active={active}
      px="md"
      py="sm"
      onClick={onOpen}
      data-testid={`task-row-${task.id}`}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group align="flex-start" gap="sm">
        <StatusToggle
          closed={task.isCompleted}
          onToggle={onToggleClosed}
          label="task"
          disabled={!canChangeStatus}
          testId={`task-status-${task.id}`}
        />
        <Stack gap={4} style={{ flex: '1 1 160px', minWidth: 0 }}>
          <Group gap="xs">
            <UnstyledButton
              onClick={(e) => {
                e.stopPropagation();
                onOpen();
              }}
              style={{ minWidth: 0, maxWidth: '100%' }}
              aria-current={active ? 'true' : undefined}
            >
              <Text
                fw={600}
                size="sm"
                truncate
                td={task.isCompleted ? 'line-through' : undefined}
                c={task.isCompleted ? 'dimmed' : undefined}
                data-testid="task-name"
              >
                {task.name}
              </Text>
            </UnstyledButton>
            {task.hasUnReadMessages && (
              <Tooltip label="Unread messages">
                <Box
                  w={8}
                  h={8}
                  bg="red.6"
                  style={{ borderRadius: '50%', flexShrink: 0 }}
                  aria-label="Unread messages"
                  role="img"
                  data-testid="task-unread"
                />
              </Tooltip>
            )}
            <Badge size="xs" variant="outline" color="gray.7" style={{ flexShrink: 0 }}>
              {CATEGORY_LABELS[task.category]}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {plainDescription(task.description)}
          </Text>
          <Group gap="xs">
            <TaskLinks task={task} size="xs" />
            <Text size="xs" c="dimmed" data-testid="task-created">
              {task.creator.userName} · {formatDateTime(task.createdAt)}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs" wrap="nowrap" ml="auto" style={{ flexShrink: 0 }}>
          <Avatar.Group spacing="xs">
            {assignees.slice(0, 4).map((p) => (
              <UserAvatar
                key={p.userId}
                userId={p.userId}
                name={p.userName}
                imageUrl={p.profileImage}
                lastActiveOn={p.lastActiveOn}
                size={24}
              />
            ))}
            {assignees.length > 4 && (
              <Avatar size={24} radius="xl">
                +{assignees.length - 4}
              </Avatar>
            )}
          </Avatar.Group>
          {all > 0 && (
            <Badge
              size="sm"
              variant="light"
              color={closed === all ? 'green' : 'gray'}
              aria-label={`${closed} of ${all} parts closed`}
            >
              {closed}/{all}
            </Badge>
          )}
          <StarToggle starred={task.isStarred} onToggle={onStar} testId={`task-star-${task.id}`} />
          <TaskMenu
            task={task}
            onDuplicate={onDuplicate}
            onDelete={onDelete}
            canDelete={canDelete}
          />
        </Group>
      </Group>
    </Box>
  );
}
