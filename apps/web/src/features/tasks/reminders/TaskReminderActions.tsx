import { Button, Group } from '@mantine/core';
import { IconBellRinging, IconTrash } from '@tabler/icons-react';
import type { TaskReminderState } from './useTaskReminder';

/** The reminder's buttons: 'Set reminder' (or 'Change'), Clear when there is one, and 'Remind now'. */
export function TaskReminderActions({ r }: { r: TaskReminderState }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="light"
        onClick={() => r.setPicking(true)}
        data-testid="task-reminder-set"
      >
        {r.reminder ? 'Change' : 'Set reminder'}
      </Button>
      {r.reminder && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={() => r.setClearing(true)}
          data-testid="task-reminder-clear"
        >
          Clear
        </Button>
      )}
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconBellRinging size={14} />}
        loading={r.busy === 'nudge'}
        onClick={r.nudge}
        data-testid="task-remind-now"
      >
        Remind now
      </Button>
    </Group>
  );
}
