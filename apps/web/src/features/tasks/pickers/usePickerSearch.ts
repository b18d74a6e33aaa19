import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import type { OptionPaging } from '../../../components/dropdown';
import { usePickerPages } from '../queries';

/** Task picker search debounce (spec 000 §9: 1000 ms). */
const PICKER_DEBOUNCE_MS = 1_000;

/**
 * A task picker's server-side search (spec 000 §7, §9): the typed text (debounced 1 s; the picked
 * option's own label is not searched), 10 options per page from page 1, `paging` for the next page (`dropdownProps`, `withLoadMore`).
 * `field` names the list in the answer (users, brands, inventories, events).
 */
export function usePickerSearch<T>(
  key: string,
  field: string,
  fetchPage: (q: { searchFor: string; pageNo: number }) => Promise<unknown>,
  opts: { pickedLabel?: string | null; enabled?: boolean; params?: unknown } = {},
) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, PICKER_DEBOUNCE_MS);
  const searchFor = debounced === opts.pickedLabel ? '' : debounced.trim();
  const q = usePickerPages(
    [key, opts.params ?? null],
    searchFor,
    fetchPage as never,
    opts.enabled ?? true,
  );
  const items = useMemo(
    () =>
      ((q.data?.pages ?? []) as Record<string, unknown>[]).flatMap(
        (p) => (p[field] as T[] | undefined) ?? [],
      ),
    [q.data, field],
  );
  return {
    search,
    setSearch,
    items,
    isFetching: q.isFetching || debounced !== search,
    paging: q as OptionPaging,
  };
}
