import { MultiSelect } from '@mantine/core';
import { useMemo } from 'react';
import { DROPDOWN } from '@crm/contracts';
import {
  dropdownProps,
  firstChipThenMore,
  pickedLoadMore,
  withLoadMore,
  useKeepSearchOnLoadMore,
} from '../../../components/dropdown';
import { serverFiltered } from '../../../components/searchPickers';
import { fetchTaskBrands } from '../../../lib/pickerFetchers';
import type { BrandOption } from '../types';
import { usePickerSearch } from './usePickerSearch';

/** The brands dropdown of the task modal (spec 000 §2.11): many brands, searched on the server with their owners (for auto-assignment). */
export function BrandsPicker({
  value,
  onChange,
}: {
  value: BrandOption[];
  onChange: (brands: BrandOption[]) => void;
}) {
  const { search, setSearch, items, isFetching, paging } = usePickerSearch<BrandOption>(
    'brands',
    'brands',
    (q) => fetchTaskBrands(q),
  );
  const keepSearch = useKeepSearchOnLoadMore(setSearch);
  const options = useMemo(() => {
    const byId = new Map<number, BrandOption>();
    for (const b of value) byId.set(b.id, b);
    for (const b of items) byId.set(b.id, b);
    return byId;
  }, [items, value]);

  const picked = value.map((b) => String(b.id));
  return (
    <MultiSelect
      {...dropdownProps(paging)}
      label="Brands"
      placeholder={value.length ? undefined : DROPDOWN.searchPlaceholder}
      searchable
      clearable
      data={withLoadMore(
        [...options.values()].map((b) => ({ value: String(b.id), label: b.name })),
        paging,
      )}
      value={picked}
      renderPill={firstChipThenMore(picked)}
      onChange={(ids) =>
        pickedLoadMore(ids, paging) ||
        onChange(ids.map((id) => options.get(Number(id))).filter((b): b is BrandOption => !!b))
      }
      searchValue={search}
      {...keepSearch}
      filter={serverFiltered}
      nothingFoundMessage={isFetching ? 'Searching…' : 'No brands found'}
      data-testid="task-brands"
    />
  );
}
