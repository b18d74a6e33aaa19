import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Reminder recurrences (spec 000 §3: Daily, Weekly, Monthly, Yearly, sent uppercase). */
export type Recurrence = 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';

/** Reminders recur on the calendar of India (Asia/Kolkata, IST). */
const REMINDER_TIME_ZONE = 'Asia/Kolkata';

const UNIT = {
  DAILY: [1, 'day'],
  WEEKLY: [7, 'day'],
  MONTHLY: [1, 'month'],
  YEARLY: [1, 'year'],
} as const;

/** The k-th occurrence of a reminder first due at `first` (k = 0 is `first`), counted in IST from the first, so nothing drifts. */
export function occurrence(first: Date, type: Recurrence, k: number): Date {
  const [step, unit] = UNIT[type];
  // dayjs clamps a month end to the shorter month (31 Jan + 1 month = 28/29 Feb) and, counting from the
  // first occurrence each time, returns to the original day afterwards (31 Jan + 2 months = 31 Mar).
  return dayjs(first)
    .tz(REMINDER_TIME_ZONE)
    .add(step * k, unit)
    .toDate();
}

/**
 * The first occurrence strictly after `after` of a reminder first due at `first`: the next time to fire.
 * Occurrences missed while the server was down are skipped, so a late reminder fires once, not once per
 * missed recurrence.
 */
export function nextOccurrence(first: Date, type: Recurrence, after: Date): Date {
  if (first > after) return first;
  const [step, unit] = UNIT[type];
  const start = dayjs(first).tz(REMINDER_TIME_ZONE);
  let k = Math.max(
    1,
    Math.floor(dayjs(after).tz(REMINDER_TIME_ZONE).diff(start, unit, true) / step),
  );
  while (occurrence(first, type, k) <= after) k++;
  while (k > 1 && occurrence(first, type, k - 1) > after) k--;
  return occurrence(first, type, k);
}
