import { sql, type SQL } from 'drizzle-orm';

/**
 * How far a big list counts its matches (issue 43 §1): past this many the total reads "10,000+"
 * (`totalCapped`), so that a filter matching lakhs of brands costs a bounded count, not a scan of them all.
 */
export const COUNT_CAP = 10_000;

/** A list's total: `n` rows, or at least `n` (= COUNT_CAP) when `capped`. */
export type Total = { n: number; capped: boolean };

/** A counted number of rows as a Total: past COUNT_CAP it is COUNT_CAP and capped. */
export const toTotal = (n: number): Total =>
  n > COUNT_CAP ? { n: COUNT_CAP, capped: true } : { n, capped: false };

/**
 * SELECT counting the rows of `rows` (a select statement) up to COUNT_CAP + 1, as `n`: toTotal of its
 * answer is the list's Total. The limit lets the planner stop at the cap instead of reading every match.
 */
export const cappedCountSql = (rows: SQL) =>
  sql`select count(*)::int as n from (${rows} limit ${COUNT_CAP + 1}) capped`;

/**
 * Paging answer fields from a total (ARCHITECTURE.md §4): totalPages is at least 0, pageNo echoes the
 * request; a capped Total adds `totalCapped: true` (the pages counted are those up to the cap).
 */
export function pageInfo(pageNo: number, count: number, total: number | Total) {
  const t = typeof total === 'number' ? { n: total, capped: false } : total;
  return {
    pageNo,
    totalPages: Math.ceil(t.n / count),
    totalNoOfEntries: t.n,
    ...(t.capped && { totalCapped: true }),
  };
}

/** SQL offset of a 1-based page. */
export const offsetOf = (pageNo: number, count: number) => (pageNo - 1) * count;

/** ISO string of a timestamp that the driver may hand back as a Date or a string; null stays null. */
export function iso(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  return v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();
}
