import { useState } from 'react';
import { TASK_MESSAGES } from '@crm/contracts';
import type { ReminderChoice } from '../create/taskForm';
import { isPastReminder, type QuickReminder, type Recurrence } from './reminderTimes';

/**
 * The reminder panel's choice (spec 000 §2.11, §9): the time (from `initial`, a quick option or the
 * custom picker; picking a custom time forgets the quick option), the quick option it came from, and the
 * recurrence. `error` refuses a time no longer in the future; `now` is when the panel opened.
 */
export function useReminderPanel(initial: ReminderChoice | null) {
  const [now] = useState(() => new Date());
  const [at, setAt] = useState<Date | null>(initial ? new Date(initial.at) : null);
  const [quick, setQuick] = useState<QuickReminder | null>(null);
  const [recurrence, setRecurrence] = useState<Recurrence>(initial?.recurrence ?? 'NONE');
  return {
    now,
    at,
    quick,
    recurrence,
    setRecurrence,
    error: at && isPastReminder(at, new Date()) ? TASK_MESSAGES.pastReminder : null,
    pickQuick: (q: QuickReminder, time: Date | null) => {
      setAt(time);
      setQuick(q);
    },
    pickCustom: (time: Date | null) => {
      setAt(time);
      setQuick(null);
    },
  };
}

/** The reminder panel's choice (useReminderPanel). */
export type ReminderPanelState = ReturnType<typeof useReminderPanel>;
