import { Group, Paper, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/format';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { recurrenceLabel } from './reminderTimes';
import { ReminderModal } from './ReminderModal';
import { TaskReminderActions } from './TaskReminderActions';
import { useTaskReminder, type TaskReminderState } from './useTaskReminder';

/** The reminder's line: loading, none, or its time with its recurrence when it repeats. */
function reminderText({ reminders, reminder }: TaskReminderState): string {
  if (reminders.isLoading) return 'Loading reminder…';
  if (!reminder) return 'No reminder';
  const repeats = reminder.isRecurring ? ` · ${recurrenceLabel(reminder.reccuranceType)}` : '';
  return `Reminder ${formatDateTime(reminder.date)}${repeats}`;
}

/**
 * A task's reminder (spec 001 §4, §8): shows the latest one, sets or changes it with the 'Pick date & time'
 * panel ('Task reminder created successfully' or the server's message), clears it after a confirmation
 * ('Task reminder deleted successfully'; 'Reminder could not be deleted'), and 'Remind now' nudges everyone
 * with the server's message.
 */
export function TaskReminderSection({ taskId }: { taskId: number }) {
  const r = useTaskReminder(taskId);
  const { reminder } = r;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="task-reminder">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconBell size={18} color="var(--mantine-color-gray-6)" aria-hidden />
          <Text size="sm" data-testid="task-reminder-text">
            {reminderText(r)}
          </Text>
        </Group>
        <TaskReminderActions r={r} />
      </Group>
      <ReminderModal
        opened={r.picking}
        initial={
          reminder ? { at: reminder.date, recurrence: reminder.reccuranceType ?? 'NONE' } : null
        }
        onClose={() => r.setPicking(false)}
        onSave={r.set}
        saving={r.busy === 'set'}
      />
      {r.clearing && (
        <ConfirmModal
          opened
          title="Are you sure?"
          confirmLabel="Delete"
          color="red"
          loading={r.busy === 'clear'}
          onClose={() => r.setClearing(false)}
          onConfirm={r.clear}
        >
          Delete this task's reminder?
        </ConfirmModal>
      )}
    </Paper>
  );
}
