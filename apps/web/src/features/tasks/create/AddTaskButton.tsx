import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useOpenAddTask, type AddTaskPrefill } from './addTaskStore';

/**
 * 'Add task' on a brand page, an event inventory or a pairing row: opens the Add New Task modal with
 * those links filled in. `compact` is the icon of a table row, named by `label`.
 */
export function AddTaskButton({
  prefill,
  testId,
  disabled = false,
  compact,
  label = 'Add task',
}: {
  prefill: AddTaskPrefill;
  testId: string;
  disabled?: boolean;
  compact?: boolean;
  label?: string;
}) {
  const openAddTask = useOpenAddTask();
  if (compact) {
    return (
      <Tooltip label={label}>
        <ActionIcon
          variant="subtle"
          onClick={() => openAddTask(prefill)}
          disabled={disabled}
          data-testid={testId}
          aria-label={label}
        >
          <IconListCheck size={16} />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      variant="default"
      leftSection={<IconListCheck size={16} />}
      onClick={() => openAddTask(prefill)}
      disabled={disabled}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
