/** A recent search (spec 000 §3): the text and what it was (a type of result, or a free search). */
export type RecentSearch = {
  value: string;
  type: 'SEARCH' | 'BRAND' | 'USER' | 'EVENT' | 'COMPANY';
};

/** At most this many recent searches are kept (spec 000 §2.6). */
export const RECENT_MAX = 10;
const KEY = 'recentSearches';

/** The list with `item` first, a repeat (same value and type, any case) moved up rather than doubled, cut to RECENT_MAX. */
export function withRecent(list: RecentSearch[], item: RecentSearch): RecentSearch[] {
  const same = (x: RecentSearch) =>
    x.type === item.type && x.value.toLowerCase() === item.value.toLowerCase();
  return [item, ...list.filter((x) => !same(x))].slice(0, RECENT_MAX);
}

/** The recent searches stored locally (a broken or foreign value reads as none). */
export function readRecent(): RecentSearch[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(v)
      ? v
          .filter(
            (x): x is RecentSearch => typeof x?.value === 'string' && typeof x?.type === 'string',
          )
          .slice(0, RECENT_MAX)
      : [];
  } catch {
    return [];
  }
}

/** Stores the list locally. */
export const writeRecent = (list: RecentSearch[]) =>
  localStorage.setItem(KEY, JSON.stringify(list));
