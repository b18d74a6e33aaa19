/**
 * Navigation history of spec 000 §2.2, as pure functions over an array of entries.
 * The shell keeps the array in a store persisted to localStorage (see historyStore.ts).
 */

/** One history entry: the breadcrumb name and the full path (pathname + search). */
export type HistoryEntry = { name: string; path: string };

/** Name of the pseudo entry the global search pushes (spec 000 §2.1 /globalSearch). */
export const GLOBAL_SEARCH = 'Global Search';

/** The pseudo entry itself (spec 000 §2.1: /globalSearch, a pseudo history entry only). */
export const GLOBAL_SEARCH_ENTRY: HistoryEntry = { name: GLOBAL_SEARCH, path: '/globalSearch' };

/** Where "back" goes when there is nowhere sensible to go. */
export const HOME_PATH = '/home';

/**
 * Adds an entry (spec 000 §2.2), applying the rules in this order:
 * 1. `replace` requested → the last entry is replaced;
 * 2. the entry two back has the same name → the last entry is dropped (a back-step) and the
 *    entry two back is replaced by the new one (it may carry a newer query);
 * 3. the last entry has the same path or the same name → it is replaced;
 * 4. otherwise the entry is appended.
 */
export function pushEntry(
  history: readonly HistoryEntry[],
  entry: HistoryEntry,
  opts: { replace?: boolean } = {},
): HistoryEntry[] {
  const last = history[history.length - 1];
  if (opts.replace && last) return [...history.slice(0, -1), entry];
  const twoBack = history[history.length - 2];
  if (twoBack && twoBack.name === entry.name) return [...history.slice(0, -2), entry];
  if (last && (last.path === entry.path || last.name === entry.name))
    return [...history.slice(0, -1), entry];
  return [...history, entry];
}

/** Cuts history back to `index` (kept, inclusive); an index out of range leaves it unchanged. */
export function cutTo(history: readonly HistoryEntry[], index: number): HistoryEntry[] {
  if (index < 0 || index >= history.length) return [...history];
  return history.slice(0, index + 1);
}

/**
 * Back from a reports page with a query (spec 000 §2.1): to /reportsV2, or to
 * /reportsV2?showBrandDataCompletionReport=true when that report was on; null when the rule does not apply.
 */
function reportsBack(path: string): string | null {
  const [pathname, search = ''] = path.split('?');
  if (pathname !== '/reportsV2' || !search) return null;
  const completion = new URLSearchParams(search).get('showBrandDataCompletionReport') === 'true';
  const target = completion ? '/reportsV2?showBrandDataCompletionReport=true' : '/reportsV2';
  return target === path ? '/reportsV2' : target;
}

/**
 * The back target (spec 000 §2.1, §2.2): from /reportsV2 with a query, the reports page without it
 * (see reportsBack); with one entry (or none) → /home; otherwise the previous entry's path, or
 * /home when the previous entry is the Global Search pseudo entry.
 */
export function backTarget(history: readonly HistoryEntry[]): string {
  const last = history[history.length - 1];
  const reports = last && reportsBack(last.path);
  if (reports) return reports;
  if (history.length <= 1) return HOME_PATH;
  const prev = history[history.length - 2];
  return prev.name === GLOBAL_SEARCH ? HOME_PATH : prev.path;
}
