import { Box, Group } from '@mantine/core';
import type { Task } from '../types';
import { StatusToggle } from './StatusToggle';
import { TaskRowActions } from './TaskRowActions';
import { TaskRowSummary } from './TaskRowSummary';
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
        <TaskRowSummary task={task} active={active} onOpen={onOpen} />
        <TaskRowActions
          task={task}
          canDelete={canDelete}
          onStar={onStar}
          onDuplicate={onDuplicate}
          onDelete={onDelete}
        />
      </Group>
    </Box>
  );
}
