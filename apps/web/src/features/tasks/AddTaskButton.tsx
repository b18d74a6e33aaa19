import { Button } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useOpenAddTask, type AddTaskPrefill } from './addTaskStore';

/** 'Add task' on a brand or an event inventory page: opens the Add New Task modal with the page's links filled in (issue 8 §3 entry points). */
export function AddTaskButton({ prefill, testId, disabled = false }: { prefill: AddTaskPrefill; testId: string; disabled?: boolean }) {
  const openAddTask = useOpenAddTask();
  return (
    <Button variant="default" leftSection={<IconListCheck size={16} />} onClick={() => openAddTask(prefill)} disabled={disabled} data-testid={testId}>
      Add task
    </Button>
  );
}
