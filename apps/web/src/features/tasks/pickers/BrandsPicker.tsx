import { MultiSelect } from '@mantine/core';
import { useMemo } from 'react';
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
  const { search, setSearch, items, isFetching, loadMore } = usePickerSearch<BrandOption>(
    'brands',
    'brands',
    (q) => fetchTaskBrands(q),
  );
  const options = useMemo(() => {
    const byId = new Map<number, BrandOption>();
    for (const b of value) byId.set(b.id, b);
    for (const b of items) byId.set(b.id, b);
    return byId;
  }, [items, value]);

  return (
    <MultiSelect
      label="Brands"
      placeholder={value.length ? undefined : 'Search brands'}
      searchable
      clearable
      data={[...options.values()].map((b) => ({ value: String(b.id), label: b.name }))}
      value={value.map((b) => String(b.id))}
      onChange={(ids) =>
        onChange(ids.map((id) => options.get(Number(id))).filter((b): b is BrandOption => !!b))
      }
      searchValue={search}
      onSearchChange={setSearch}
      filter={serverFiltered}
      nothingFoundMessage={isFetching ? 'Searching…' : 'No brands found'}
      scrollAreaProps={{ onBottomReached: loadMore }}
      maxDropdownHeight={300}
      comboboxProps={{ withinPortal: true }}
      data-testid="task-brands"
    />
  );
}
