import { formatDate } from '../../lib/format';

/**
 * The confirmation sentence for follow-up dates in the past: one date,
 * or one per named inventory, e.g. 'The follow-up date 02 Jan 2025 is in the past. Save it anyway?'.
 */
export function pastFollowUpText(dates: { date: string; where?: string }[]): string {
  if (dates.length === 1 && !dates[0].where)
    return `The follow-up date ${formatDate(dates[0].date)} is in the past. Save it anyway?`;
  const list = dates
    .map((d) => `${formatDate(d.date)}${d.where ? ` (${d.where})` : ''}`)
    .join(', ');
  return `${dates.length === 1 ? 'This follow-up date is' : 'These follow-up dates are'} in the past: ${list}. Save anyway?`;
}
