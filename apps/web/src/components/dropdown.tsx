/**
 * The shared dropdown rules (spec 000 §2.12, §7): one set of props for every Mantine Select and
 * MultiSelect used as a picker or filter, and server-paged options read with an infinite query.
 */
import { Pill, type ComboboxItem, type ComboboxRenderPillInput } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { UIEvent } from 'react';
import { useMemo, useRef } from 'react';
import { DROPDOWN } from '@crm/contracts';
import {
  LOAD_MORE_VALUE,
  mergePages,
  moreChipsLabel,
  nextPageNo,
  reachedScrollTrigger,
  searchKeptOnLoadMore,
} from '../lib/dropdownPaging';

/** The paging state of server-paged options (a TanStack infinite query's). */
export type OptionPaging = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

const optionValue = (o: ComboboxItem) => o.value;

/**
 * Server-paged select options (spec 000 §7): `fetchPage(pageNo)` answers one page of
 * `DROPDOWN.pageSize` from page 1 with its pageNo and totalPages, `toItems` maps a page to options
 * (a stable function); later pages are appended, a new `queryKey` (a new search) starts at page 1.
 */
export function usePagedOptions<T extends { pageNo: number; totalPages: number }>({
  queryKey,
  fetchPage,
  toItems,
}: {
  queryKey: readonly unknown[];
  fetchPage: (pageNo: number) => Promise<T>;
  toItems: (page: T) => ComboboxItem[];
}) {
  const q = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const found = useMemo(
    () => mergePages((q.data?.pages ?? []).map(toItems), optionValue),
    [q.data, toItems],
  );
  return { found, isFetching: q.isFetching, paging: q as OptionPaging };
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
 * A paged multi-select's search handlers (spread after `searchValue`): picking the 'Load More' row
 * keeps the typed text, where MultiSelect would clear it and restart the list at page 1.
 */
export function useKeepSearchOnLoadMore(setSearch: (search: string) => void) {
  return searchKeptOnLoadMore(useRef(false), setSearch);
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
