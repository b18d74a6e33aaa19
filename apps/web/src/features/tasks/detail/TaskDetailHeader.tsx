import { Button, Group } from '@mantine/core';
import { IconCircleCheck, IconRotateClockwise } from '@tabler/icons-react';
import { StarToggle } from '../list/StarToggle';
import { TaskMenu } from '../list/TaskMenu';
import type { Task } from '../types';
import { useTaskActions } from '../useTaskActions';
import { TaskTitle } from './TaskTitle';

type Props = {
  task: Task;
  /** The creator, an assignee or a team owner may close or reopen the task. */
  canClose: boolean;
  /** The creator or a team owner may delete it. */
  canManage: boolean;
  onDelete: (t: Task) => void;
  onDuplicate: (t: Task) => void;
};

/** The task detail's top row: its title, then close/reopen, the star and the more-actions menu. */
export function TaskDetailHeader({ task, canClose, canManage, onDelete, onDuplicate }: Props) {
  const actions = useTaskActions();
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <TaskTitle task={task} key={task.name} />
      <Group gap={4} wrap="nowrap">
        {canClose && (
          <Button
            size="compact-sm"
            variant={task.isCompleted ? 'default' : 'filled'}
            color={task.isCompleted ? 'gray' : 'green'}
            leftSection={
              task.isCompleted ? <IconRotateClockwise size={14} /> : <IconCircleCheck size={14} />
            }
            onClick={() => void actions.setClosed(task, !task.isCompleted)}
            data-testid="task-detail-toggle"
          >
            {task.isCompleted ? 'Reopen task' : 'Close task'}
          </Button>
        )}
        <StarToggle
          starred={task.isStarred}
          onToggle={() => void actions.star(task)}
          testId="task-detail-star"
        />
        <TaskMenu
          task={task}
          onDuplicate={() => onDuplicate(task)}
          onDelete={() => onDelete(task)}
          canDelete={canManage}
        />
      </Group>
    </Group>
  );
}
