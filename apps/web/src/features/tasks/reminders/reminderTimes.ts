import dayjs from 'dayjs';
import { IST } from '../../../lib/format';

/** The reminder panel's quick options (spec 000 §9). */
export const QUICK_REMINDERS = ['LATER_TODAY', 'TOMORROW', 'NEXT_WEEK'] as const;
export type QuickReminder = (typeof QUICK_REMINDERS)[number];
export const QUICK_REMINDER_LABELS: Record<QuickReminder, string> = {
  LATER_TODAY: 'Later today',
  TOMORROW: 'Tomorrow',
  NEXT_WEEK: 'Next week',
};

/** The recurrence choices of the panel (spec 000 §3): NONE is 'Does not repeat'; the others are sent uppercase. */
export const RECURRENCE_OPTIONS = [
  { value: 'NONE', label: 'Does not repeat' },
  { value: 'DAILY', label: 'Daily' },
  { value: 'WEEKLY', label: 'Weekly' },
  { value: 'MONTHLY', label: 'Monthly' },
  { value: 'YEARLY', label: 'Yearly' },
] as const;
export type Recurrence = (typeof RECURRENCE_OPTIONS)[number]['value'];

/** The label of a recurrence ('Daily' …); none (null) is 'Does not repeat'. */
export const recurrenceLabel = (r: string | null | undefined) =>
  RECURRENCE_OPTIONS.find((o) => o.value === (r ?? 'NONE'))?.label;

const HALF_HOUR = 30 * 60_000;
const HOUR = 60 * 60_000;
const ceilTo = (ms: number, step: number) => Math.ceil(ms / step) * step;

/**
 * The time of a quick option for `now` in time zone `tz` (default IST, the UI's zone; spec 000 §9):
 * - Later today: now + 2 h rounded up to the half hour, capped at 23:59 of today; null when that cap is already past.
 * - Tomorrow: the next day, rounded up to the next full hour.
 * - Next week: 7 days later, rounded up to the next full hour.
 * Works on the wall clock of `tz` (its offset at `now`; IST has no daylight saving).
 */
export function quickReminderTime(option: QuickReminder, now: Date, tz: string = IST): Date | null {
  const offset = dayjs(now).tz(tz).utcOffset() * 60_000;
  const wall = now.getTime() + offset; // the tz wall clock written as a UTC instant
  const back = (ms: number) => new Date(ms - offset);
  if (option === 'LATER_TODAY') {
    const cap = dayjs.utc(wall).endOf('day').startOf('minute').valueOf(); // 23:59:00 today
    const at = Math.min(ceilTo(wall + 2 * HOUR, HALF_HOUR), cap);
    return at > wall ? back(at) : null;
  }
  const days = option === 'TOMORROW' ? 1 : 7;
  return back(ceilTo(dayjs.utc(wall).add(days, 'day').valueOf(), HOUR));
}

/** True when `at` is not after `now` (the panel refuses it: TASK_MESSAGES.pastReminder). */
export const isPastReminder = (at: Date, now: Date = new Date()) => at.getTime() <= now.getTime();

/** A wall-clock 'YYYY-MM-DD HH:mm:ss' of the date-time picker read in `tz` (default IST) as an instant. */
export const fromPickerValue = (value: string, tz: string = IST) => dayjs.tz(value, tz).toDate();

/** An instant as the date-time picker's wall-clock value in `tz` (default IST). */
export const toPickerValue = (at: Date, tz: string = IST) =>
  dayjs(at).tz(tz).format('YYYY-MM-DD HH:mm:ss');
