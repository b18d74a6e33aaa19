import { Button, Group, Paper, Text } from '@mantine/core';
import { IconBell, IconBellRinging, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TASK_MESSAGES } from '@crm/contracts';
import { toastError, toastFailure, toastSuccess } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { ConfirmModal } from '../../../components/ConfirmModal';
import {
  cancelTaskReminder,
  nudgeTask,
  putTaskReminder,
  taskKeys,
  useTaskReminders,
} from '../queries';
import { RECURRENCE_OPTIONS } from './reminderTimes';
import { ReminderModal } from './ReminderModal';
import type { ReminderChoice } from '../create/taskForm';

/**
 * A task's reminder (spec 001 §4, §8): shows the latest one, sets or changes it with the 'Pick date & time'
 * panel ('Task reminder created successfully' or the server's message), clears it after a confirmation
 * ('Task reminder deleted successfully'; 'Reminder could not be deleted'), and 'Remind now' nudges everyone
 * with the server's message.
 */
export function TaskReminderSection({ taskId }: { taskId: number }) {
  const qc = useQueryClient();
  const reminders = useTaskReminders(taskId);
  const reminder = reminders.data?.[0] ?? null;
  const [picking, setPicking] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [busy, setBusy] = useState<'set' | 'clear' | 'nudge' | null>(null);
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: taskKeys.reminders(taskId) });
    void qc.invalidateQueries({ queryKey: taskKeys.activity(taskId) });
  };

  const set = async (r: ReminderChoice) => {
    setBusy('set');
    try {
      const res = await putTaskReminder({
        taskId,
        date: r.at,
        isRecurring: r.recurrence !== 'NONE',
        reccuranceType: r.recurrence === 'NONE' ? null : r.recurrence,
      });
      toastSuccess(res.message || TASK_MESSAGES.reminderCreated);
      setPicking(false);
      refresh();
    } catch (e) {
      toastError(e);
    } finally {
      setBusy(null);
    }
  };
  const clear = async () => {
    if (!reminder) return;
    setBusy('clear');
    try {
      await cancelTaskReminder(taskId, reminder.id);
      toastSuccess(TASK_MESSAGES.reminderDeleted);
      setClearing(false);
      refresh();
    } catch {
      toastFailure(TASK_MESSAGES.reminderDeleteFailed);
    } finally {
      setBusy(null);
    }
  };
  const nudge = async () => {
    setBusy('nudge');
    try {
      toastSuccess((await nudgeTask(taskId)).message);
    } catch (e) {
      toastError(e);
    } finally {
      setBusy(null);
    }
  };

  const recurrence = RECURRENCE_OPTIONS.find(
    (o) => o.value === (reminder?.reccuranceType ?? 'NONE'),
  )?.label;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="task-reminder">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconBell size={18} color="var(--mantine-color-gray-6)" aria-hidden />
          <Text size="sm" data-testid="task-reminder-text">
            {reminders.isLoading
              ? 'Loading reminder…'
              : reminder
                ? `Reminder ${formatDateTime(reminder.date)}${reminder.isRecurring ? ` · ${recurrence}` : ''}`
                : 'No reminder'}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => setPicking(true)}
            data-testid="task-reminder-set"
          >
            {reminder ? 'Change' : 'Set reminder'}
          </Button>
          {reminder && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => setClearing(true)}
              data-testid="task-reminder-clear"
            >
              Clear
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconBellRinging size={14} />}
            loading={busy === 'nudge'}
            onClick={() => void nudge()}
            data-testid="task-remind-now"
          >
            Remind now
          </Button>
        </Group>
      </Group>
      <ReminderModal
        opened={picking}
        initial={
          reminder ? { at: reminder.date, recurrence: reminder.reccuranceType ?? 'NONE' } : null
        }
        onClose={() => setPicking(false)}
        onSave={(r) => void set(r)}
        saving={busy === 'set'}
      />
      {clearing && (
        <ConfirmModal
          opened
          title="Are you sure?"
          confirmLabel="Delete"
          color="red"
          loading={busy === 'clear'}
          onClose={() => setClearing(false)}
          onConfirm={() => void clear()}
        >
          Delete this task's reminder?
        </ConfirmModal>
      )}
    </Paper>
  );
}
