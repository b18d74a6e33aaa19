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
 * The text a paged picker sends (spec 000 §7): none while the box is empty (cleared or closed: the full
 * list at once, without waiting for the debounce) or shows the picked option's own label, else the
 * debounced text, trimmed.
 */
export function searchSent(search: string, debounced: string, pickedLabel?: string | null): string {
  if (!search.trim() || search === pickedLabel || debounced === pickedLabel) return '';
  return debounced.trim();
}

/** What a paged picker's handlers change: its search text, its open state, and the reload on close. */
type PagedSearchSetters = {
  setSearch: (search: string) => void;
  setOpened: (opened: boolean) => void;
  /** Runs when the dropdown really closes: clear the search and fetch page 1 again. */
  onClosed: () => void;
};

/**
 * A paged Select's or MultiSelect's search and open handlers (spec 000 §2.12, §7), with `loadingMore`
 * the flag kept between calls. Picking the 'Load More' row neither clears the typed text (MultiSelect
 * clears it after a pick) nor closes a single select (Select closes on any pick); a real close runs
 * `onClosed`.
 */
export function pagedSearchHandlers(
  loadingMore: { current: boolean },
  { setSearch, setOpened, onClosed }: PagedSearchSetters,
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
    onDropdownOpen: () => setOpened(true),
    onDropdownClose: () => {
      if (loadingMore.current) {
        loadingMore.current = false;
        return;
      }
      setOpened(false);
      onClosed();
    },
  };
}
