/** Paging answer fields from a total (ARCHITECTURE.md §4): totalPages is at least 0, pageNo echoes the request. */
export function pageInfo(pageNo: number, count: number, total: number) {
  return { pageNo, totalPages: Math.ceil(total / count), totalNoOfEntries: total };
}

/** SQL offset of a 1-based page. */
export const offsetOf = (pageNo: number, count: number) => (pageNo - 1) * count;

/** ISO string of a timestamp that the driver may hand back as a Date or a string; null stays null. */
export function iso(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  return v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();
}
