/** Offset of IST from UTC in ms (spec 001 §9: Asia/Kolkata, +5.5 h). Event dates are IST calendar dates. */
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A countdown month is 30 days (spec 001 §4 event countdown). */
const MONTH_DAYS = 30;

/** Milliseconds of 00:00 IST of a YYYY-MM-DD date (or of an ISO timestamp as given); NaN when unreadable. */
function istStart(date: string): number {
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const utc = Date.UTC(y, m - 1, d);
    // Reject dates such as 2025-02-31 that Date.UTC would roll over.
    const back = new Date(utc);
    if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d)
      return NaN;
    return utc - IST_OFFSET_MS;
  }
  return new Date(date).getTime();
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The event countdown of spec 001 §4: 'Completed' once the event's end date is past, 'Ongoing'
 * between start and end (inclusive, IST calendar days), otherwise the time to the start as
 * 'N months D days' with a month of 30 days (days rounded up, so a start later today reads
 * '0 months 1 day'). An unreadable date or an end before the start gives 'Invalid date range'.
 *
 * @param startDate YYYY-MM-DD (IST) or an ISO timestamp
 * @param endDate   YYYY-MM-DD (IST) or an ISO timestamp
 * @param now       the current instant (ms or Date), for tests
 */
export function eventCountdown(
  startDate: string,
  endDate: string,
  now: number | Date = Date.now(),
): string {
  const start = istStart(startDate);
  const endDay = istStart(endDate);
  if (Number.isNaN(start) || Number.isNaN(endDay) || endDay < start) return 'Invalid date range';
  // A date-only end lasts the whole IST day.
  const end = /^\d{4}-\d{2}-\d{2}$/.test(endDate) ? endDay + DAY_MS : endDay;
  const t = typeof now === 'number' ? now : now.getTime();
  if (t >= end) return 'Completed';
  if (t >= start) return 'Ongoing';
  const days = Math.ceil((start - t) / DAY_MS);
  return `${plural(Math.floor(days / MONTH_DAYS), 'month')} ${plural(days % MONTH_DAYS, 'day')}`;
}
