/** The locally remembered set of visited navigation tabs (spec 000 §2.4, localStorage visitedTabs). */
const KEY = 'visitedTabs';

/** The tabs visited so far; unreadable storage reads as none. */
export function readVisitedTabs(): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers a tab as visited; storage errors are swallowed (spec 000 §8). */
export function markTabVisited(tab: string): void {
  try {
    const tabs = readVisitedTabs();
    if (!tabs.includes(tab)) localStorage.setItem(KEY, JSON.stringify([...tabs, tab]));
  } catch {
    /* storage errors are swallowed */
  }
}
