/**
 * The shared dropdown rules (spec 000 §2.12, §7): one set of props for every Mantine Select and
 * MultiSelect used as a picker or filter, and server-paged options read with an infinite query.
 */
import { Pill, type ComboboxItem, type ComboboxRenderPillInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { UIEvent } from 'react';
import { useMemo, useRef, useState } from 'react';
import { DROPDOWN } from '@crm/contracts';
import {
  LOAD_MORE_VALUE,
  mergePages,
  moreChipsLabel,
  nextPageNo,
  pagedSearchHandlers,
  reachedScrollTrigger,
  searchSent,
} from '../lib/dropdownPaging';

/** A picker's search debounce (spec 000 §6: 500 ms; the task pickers wait 1 s, §9). */
const DROPDOWN_DEBOUNCE_MS = 500;

/** The paging state of server-paged options (a TanStack infinite query's), and `reload`: page 1 again, fresh. */
export type OptionPaging = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  reload: () => void;
};

/** One page of a paged list: its pageNo and totalPages. */
type Page = { pageNo: number; totalPages: number };
/** A page that failed to load, read as an empty one (spec 000 §8, task pickers: no message). */
const FAILED_PAGE = { pageNo: 1, totalPages: 0, failed: true } as const;

const optionValue = (o: unknown) => (o as ComboboxItem).value;

/**
 * Server-paged select options (spec 000 §7): `fetchPage(pageNo)` answers one page for `searchFor`
 * (`DROPDOWN.pageSize` a page unless the picker's spec says otherwise) from page 1 with its pageNo and
 * totalPages; `toItems` maps a page to items (options unless `keyOf` names another item's key; a stable
 * function). Later pages are appended; each `key` + `searchFor` is its own list. With `emptyOnFailure`
 * a failed page reads as an empty list without a message. `paging.reload` starts the empty search's
 * list again from a fresh page 1 (the dropdown closed).
 */
export function usePagedOptions<T, I = ComboboxItem>({
  key,
  searchFor,
  fetchPage,
  toItems,
  keyOf = optionValue,
  enabled = true,
  emptyOnFailure = false,
}: {
  key: readonly unknown[];
  searchFor: string;
  fetchPage: (pageNo: number) => Promise<T & Page>;
  toItems: (page: T) => I[];
  keyOf?: (item: I) => unknown;
  enabled?: boolean;
  emptyOnFailure?: boolean;
}) {
  const qc = useQueryClient();
  const q = useInfiniteQuery({
    queryKey: [...key, searchFor],
    queryFn: ({ pageParam }): Promise<(T & Page) | typeof FAILED_PAGE> =>
      emptyOnFailure ? fetchPage(pageParam).catch(() => FAILED_PAGE) : fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
  const found = useMemo(
    () =>
      mergePages(
        (q.data?.pages ?? []).map((p) => ('failed' in p ? [] : toItems(p))),
        keyOf,
      ),
    [q.data, toItems, keyOf],
  );
  const paging: OptionPaging = {
    hasNextPage: q.hasNextPage,
    isFetchingNextPage: q.isFetchingNextPage,
    fetchNextPage: q.fetchNextPage,
    reload: () => void qc.resetQueries({ queryKey: [...key, ''], exact: true }),
  };
  return { found, isFetching: q.isFetching, paging };
}

/**
 * A paged picker's search text and open state (spec 000 §2.12, §7): `searchFor` is the text to send
 * (debounced by `debounceMs`, none while the box is empty or shows `pickedLabel`), `props(paging)` what
 * its Select or MultiSelect spreads (`dropdownProps` with the search and open handlers). Closing the
 * dropdown sets the search back (to `pickedLabel` or empty) and reloads the list from page 1; picking
 * 'Load More' keeps the text and keeps a single select open. `typing` while the debounce runs.
 */
export function useDropdownSearch({
  debounceMs = DROPDOWN_DEBOUNCE_MS,
  pickedLabel,
}: { debounceMs?: number; pickedLabel?: string | null } = {}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, debounceMs);
  const [opened, setOpened] = useState(false);
  const loadingMore = useRef(false);
  const props = (paging?: OptionPaging) => ({
    ...dropdownProps(paging),
    searchValue: search,
    dropdownOpened: opened,
    ...pagedSearchHandlers(loadingMore, {
      setSearch,
      setOpened,
      onClosed: () => {
        setSearch(pickedLabel ?? '');
        paging?.reload();
      },
    }),
  });
  const searchFor = searchSent(search, debounced, pickedLabel);
  return { search, setSearch, searchFor, typing: search !== debounced, props };
}

/** The options with a 'Load More' row after them while `paging` has a next page. */
export function withLoadMore(options: ComboboxItem[], paging?: OptionPaging): ComboboxItem[] {
  if (!paging?.hasNextPage) return options;
  return [...options, { value: LOAD_MORE_VALUE, label: DROPDOWN.loadMoreLabel }];
}

/** Fetches the next page unless one is on its way or there is none. */
function loadNextPage(paging?: OptionPaging) {
  if (paging?.hasNextPage && !paging.isFetchingNextPage) void paging.fetchNextPage();
}

/**
 * True (and the next page on its way) when the 'Load More' row is what was picked: a picker's
 * onChange returns early then, keeping its value.
 */
export function pickedLoadMore(v: string | readonly string[] | null, paging?: OptionPaging) {
  const picked = typeof v === 'string' ? v === LOAD_MORE_VALUE : !!v?.includes(LOAD_MORE_VALUE);
  if (picked) loadNextPage(paging);
  return picked;
}

/**
 * The props every picker's Select or MultiSelect spreads: 300 px wide, at most 300 px tall, in a
 * portal; with `paging`, scrolling the list to 80 % appends the next page.
 */
export function dropdownProps(paging?: OptionPaging) {
  return {
    comboboxProps: { withinPortal: true, width: DROPDOWN.width },
    maxDropdownHeight: DROPDOWN.maxHeight,
    scrollAreaProps: paging && {
      viewportProps: {
        onScroll: (e: UIEvent<HTMLDivElement>) => {
          if (reachedScrollTrigger(e.currentTarget)) loadNextPage(paging);
        },
      },
    },
  };
}

/**
 * A MultiSelect's `renderPill` showing the first picked value as a removable chip and the rest as one
 * '+N' chip (spec 000 §2.12); `value` is the picked values in order.
 */
export function firstChipThenMore(value: readonly string[]) {
  function ChipOrMore({ option, value: v, onRemove, disabled }: ComboboxRenderPillInput) {
    const index = value.indexOf(String(v));
    if (index < 0 || index > DROPDOWN.visibleChips) return null;
    if (index === DROPDOWN.visibleChips) return <Pill>{moreChipsLabel(value.length)}</Pill>;
    return (
      <Pill withRemoveButton={!disabled} onRemove={onRemove}>
        {option?.label ?? String(v)}
      </Pill>
    );
  }
  return ChipOrMore;
}
