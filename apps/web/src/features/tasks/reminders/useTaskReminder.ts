import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TASK_MESSAGES, taskPeopleRoutes, taskRoutes } from '@crm/contracts';
import { toastError, toastFailure, toastSuccess } from '../../../lib/api';
import { routeKey } from '../../../lib/useApi';
import type { ReminderChoice } from '../create/taskForm';
import { cancelTaskReminder, nudgeTask, putTaskReminder, useTaskReminders } from '../queries';

/** The reminder call running now, if any. */
type Busy = 'set' | 'clear' | 'nudge' | null;

/**
 * A task's reminder and what the detail does with it (spec 001 §4, §8): the latest reminder; `set` saves
 * the panel's choice ('Task reminder created successfully' or the server's message) and closes the panel;
 * `clear` deletes it and closes the confirmation ('Task reminder deleted successfully'; 'Reminder could not
 * be deleted'); `nudge` reminds everyone now (the server's message). Setting or clearing reads the reminder
 * and the activity again; `busy` names the call running.
 */
export function useTaskReminder(taskId: number) {
  const qc = useQueryClient();
  const reminders = useTaskReminders(taskId);
  const reminder = reminders.data?.[0] ?? null;
  const [picking, setPicking] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: routeKey(taskRoutes.reminders, { taskId }) });
    void qc.invalidateQueries({ queryKey: routeKey(taskPeopleRoutes.activity, { taskId }) });
  };
  const attempt = async (
    kind: Busy,
    work: () => Promise<void>,
    fail: (e: unknown) => void = toastError,
  ) => {
    setBusy(kind);
    try {
      await work();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(null);
    }
  };

  const set = (r: ReminderChoice) =>
    void attempt('set', async () => {
      const res = await putTaskReminder({
        taskId,
        date: r.at,
        isRecurring: r.recurrence !== 'NONE',
        reccuranceType: r.recurrence === 'NONE' ? null : r.recurrence,
      });
      toastSuccess(res.message || TASK_MESSAGES.reminderCreated);
      setPicking(false);
      refresh();
    });
  const clear = () => {
    if (!reminder) return;
    void attempt(
      'clear',
      async () => {
        await cancelTaskReminder(taskId, reminder.id);
        toastSuccess(TASK_MESSAGES.reminderDeleted);
        setClearing(false);
        refresh();
      },
      () => toastFailure(TASK_MESSAGES.reminderDeleteFailed),
    );
  };
  const nudge = () =>
    void attempt('nudge', async () => {
      toastSuccess((await nudgeTask(taskId)).message);
    });

  return {
    reminders,
    reminder,
    picking,
    setPicking,
    clearing,
    setClearing,
    busy,
    set,
    clear,
    nudge,
  };
}

/** A task's reminder state (useTaskReminder). */
export type TaskReminderState = ReturnType<typeof useTaskReminder>;
