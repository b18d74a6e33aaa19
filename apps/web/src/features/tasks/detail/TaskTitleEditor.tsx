import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { toastError } from '../../../lib/api';
import { titleError } from '../create/taskForm';
import { useUpdateTask } from '../queries';
import type { Task } from '../types';

/**
 * The title being renamed (spec 001 §6; PATCH /task), from the task's name: Enter or the check saves
 * (unchanged just closes), Escape or the cross cancels; empty or over 255 characters says so and cannot save.
 */
export function TaskTitleEditor({ task, onClose }: { task: Task; onClose: () => void }) {
  const [name, setName] = useState(task.name);
  const update = useUpdateTask();
  const error = titleError(name) ?? (name.trim() ? null : 'Title is required');

  const save = () => {
    if (error) return;
    if (name.trim() === task.name) return onClose();
    update.mutate(
      { taskId: task.id, name: name.trim() },
      { onSuccess: onClose, onError: toastError },
    );
  };

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
            onClose();
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
      <ActionIcon variant="default" size="lg" aria-label="Cancel rename" onClick={onClose}>
        <IconX size={18} />
      </ActionIcon>
    </Group>
  );
}
