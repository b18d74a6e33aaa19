/** Offset of IST from UTC in ms (spec 001 §9: Asia/Kolkata, +5.5 h). Event dates are IST calendar dates. */
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A countdown month is 30 days (spec 001 §4 event countdown). */
const MONTH_DAYS = 30;

/** The countdown's words (spec 001 §4). */
const COUNTDOWN_TEXTS = {
  completed: 'Completed',
  ongoing: 'Ongoing',
  timeIsUp: 'Time is up!',
  expired: 'Event Expired',
  invalid: 'Invalid date range',
} as const;

/** IST day number (days since 1970-01-01) of a YYYY-MM-DD date; NaN when unreadable or not a real date (2025-02-31). */
function istDay(date: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return NaN;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d)
    return NaN;
  return utc / DAY_MS;
}

/** IST day number of an instant. */
const istToday = (now: number | Date) =>
  Math.floor(((typeof now === 'number' ? now : now.getTime()) + IST_OFFSET_MS) / DAY_MS);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The countdown to an IST calendar day (spec 001 §4): 'N months D days' (a month is 30 days) while it
 * is ahead, 'Time is up!' on the day itself, 'Event Expired' once it has passed, 'Invalid date range'
 * for an unreadable date.
 */
export function countdownTo(date: string, now: number | Date = Date.now()): string {
  const day = istDay(date);
  if (Number.isNaN(day)) return COUNTDOWN_TEXTS.invalid;
  const days = day - istToday(now);
  if (days < 0) return COUNTDOWN_TEXTS.expired;
  if (days === 0) return COUNTDOWN_TEXTS.timeIsUp;
  return `${plural(Math.floor(days / MONTH_DAYS), 'month')} ${plural(days % MONTH_DAYS, 'day')}`;
}

/**
 * The event countdown of spec 001 §4 over IST calendar days (YYYY-MM-DD): 'Invalid date range' for
 * an unreadable date or an end before the start, 'Completed' once the end date is past, 'Ongoing'
 * from the start to the end date inclusive, otherwise countdownTo(startDate): months of 30 days plus
 * days ('0 months 1 day' the day before).
 */
export function eventCountdown(
  startDate: string,
  endDate: string,
  now: number | Date = Date.now(),
): string {
  const start = istDay(startDate);
  const end = istDay(endDate);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return COUNTDOWN_TEXTS.invalid;
  const today = istToday(now);
  if (today > end) return COUNTDOWN_TEXTS.completed;
  if (today >= start) return COUNTDOWN_TEXTS.ongoing;
  return countdownTo(startDate, now);
}
