/** The count badge types of spec 000 §2.12. */
export type CountBadgeType = 'NORMAL' | 'ABNORMAL' | 'GREEN' | 'SIDE_NAV';

/** Colour per badge type: NORMAL neutral, ABNORMAL red (needs attention), GREEN done/positive, SIDE_NAV the nav's red. */
const COLORS: Record<CountBadgeType, string> = {
  NORMAL: 'gray',
  ABNORMAL: 'red',
  GREEN: 'green',
  SIDE_NAV: 'red',
};

/** How a count badge is drawn, or null when there is nothing to count (0 or less). Counts above 99 read '99+'. */
export function countBadgeLook(
  count: number,
  type: CountBadgeType = 'NORMAL',
): { label: string; color: string } | null {
  if (!(count > 0)) return null;
  return { label: count > 99 ? '99+' : String(Math.floor(count)), color: COLORS[type] };
}
