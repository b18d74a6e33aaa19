/** The pure rules of the shared dropdowns and appended paging (spec 000 §2.12, §7). */
import { DROPDOWN } from '@crm/contracts';

/** The value of the 'Load More' row that ends a list with more pages; never a picked value. */
export const LOAD_MORE_VALUE = '__load_more__';

/**
 * The chip after the visible ones of a multi-select: '+N' for the `count` picked values past the first
 * `shown` (spec 000 §2.12: one chip then +N); null when every picked value has its own chip.
 */
export function moreChipsLabel(
  count: number,
  shown: number = DROPDOWN.visibleChips,
): string | null {
  return count > shown ? `+${count - shown}` : null;
}

/**
 * True when a scrolled list (its viewport's scrollTop, clientHeight and scrollHeight, in px) shows
 * `trigger` of its content or more (spec 000 §7: scrolling to 80 % loads the next page).
 */
export function reachedScrollTrigger(
  el: { scrollTop: number; clientHeight: number; scrollHeight: number },
  trigger: number = DROPDOWN.scrollTrigger,
): boolean {
  if (el.scrollHeight <= 0) return false;
  return (el.scrollTop + el.clientHeight) / el.scrollHeight >= trigger;
}

/** An infinite query's next page number: the one after the last page's pageNo, none after totalPages. */
export const nextPageNo = (last: { pageNo: number; totalPages: number }) =>
  last.pageNo < last.totalPages ? last.pageNo + 1 : undefined;

/**
 * The items of every fetched page in order (later pages appended), each `keyOf` once: a row that
 * moved between two page reads shows in its first place.
 */
export function mergePages<T>(pages: T[][], keyOf: (item: T) => unknown): T[] {
  const seen = new Set<unknown>();
  return pages.flat().filter((o) => !seen.has(keyOf(o)) && Boolean(seen.add(keyOf(o))));
}

/**
 * A multi-select's onOptionSubmit and onSearchChange around `setSearch`: the search cleared right
 * after the 'Load More' row was picked is ignored (the typed text stays, the list keeps its pages);
 * `loadingMore` is the flag kept between the two calls.
 */
export function searchKeptOnLoadMore(
  loadingMore: { current: boolean },
  setSearch: (search: string) => void,
) {
  return {
    onOptionSubmit: (v: string) => {
      loadingMore.current = v === LOAD_MORE_VALUE;
    },
    onSearchChange: (search: string) => {
      const cleared = loadingMore.current && search === '';
      loadingMore.current = false;
      if (!cleared) setSearch(search);
    },
  };
}
