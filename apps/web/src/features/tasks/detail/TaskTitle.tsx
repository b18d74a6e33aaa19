import { ActionIcon, Group, TextInput, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { toastError } from '../../../lib/api';
import { useUpdateTask } from '../queries';
import { titleError } from '../create/taskForm';
import type { Task } from '../types';

/** A task's title; its creator renames it in place (spec 001 §6; PATCH /task): Enter saves, Escape cancels, at most 255 characters. */
export function TaskTitle({ task }: { task: Task }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(task.name);
  const update = useUpdateTask();
  const error = titleError(name) ?? (name.trim() ? null : 'Title is required');

  const save = () => {
    if (error) return;
    if (name.trim() === task.name) return setEditing(false);
    update.mutate(
      { taskId: task.id, name: name.trim() },
      { onSuccess: () => setEditing(false), onError: toastError },
    );
  };

  if (editing)
    return (
      <Group gap="xs" align="flex-start" wrap="nowrap" style={{ flex: 1 }}>
        <TextInput
          aria-label="Task title"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') save();
            if (e.key === 'Escape') {
              e.stopPropagation();
              setEditing(false);
            }
          }}
          error={error}
          autoFocus
          style={{ flex: 1 }}
          data-testid="task-rename-input"
        />
        <ActionIcon
          variant="filled"
          size="lg"
          aria-label="Save title"
          onClick={save}
          loading={update.isPending}
          disabled={!!error}
          data-testid="task-rename-save"
        >
          <IconCheck size={18} />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Cancel rename"
          onClick={() => setEditing(false)}
        >
          <IconX size={18} />
        </ActionIcon>
      </Group>
    );
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
            onClick={() => {
              setName(task.name);
              setEditing(true);
            }}
            data-testid="task-rename"
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
