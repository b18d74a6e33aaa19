import { ActionIcon, Group, Title, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import type { Task } from '../types';
import { TaskTitleEditor } from './TaskTitleEditor';

/** A task's title; its creator renames it in place (spec 001 §6; PATCH /task): Enter saves, Escape cancels, at most 255 characters. */
export function TaskTitle({ task }: { task: Task }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <TaskTitleEditor task={task} onClose={() => setEditing(false)} />;
  return (
    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
      <Title
        order={3}
        td={task.isCompleted ? 'line-through' : undefined}
        style={{ wordBreak: 'break-word' }}
        data-testid="task-detail-title"
      >
        {task.name}
      </Title>
      {task.canRename && (
        <Tooltip label="Rename task">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label="Rename task"
            onClick={() => setEditing(true)}
            data-testid="task-rename"
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
