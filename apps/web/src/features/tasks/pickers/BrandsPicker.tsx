import { MultiSelect } from '@mantine/core';
import { useMemo } from 'react';
import { DROPDOWN } from '@crm/contracts';
import {
  firstChipThenMore,
  pickedLoadMore,
  withLoadMore,
  useDropdownSearch,
  usePagedOptions,
} from '../../../components/dropdown';
import { serverFiltered } from '../../../components/searchPickers';
import { brandsOf, idOf, TASK_PICKER_DEBOUNCE_MS } from '../queries';
import type { BrandOption } from '../types';
import { taskBrandsSource } from './pickerSources';

/** The brands dropdown of the task modal (spec 000 §2.11): many brands, searched on the server with their owners (for auto-assignment). */
export function BrandsPicker({
  value,
  onChange,
}: {
  value: BrandOption[];
  onChange: (brands: BrandOption[]) => void;
}) {
  const s = useDropdownSearch({ debounceMs: TASK_PICKER_DEBOUNCE_MS });
  const brands = taskBrandsSource();
  const {
    found: items,
    isFetching,
    paging,
  } = usePagedOptions({
    key: brands.key,
    searchFor: s.searchFor,
    fetchPage: (pageNo) => brands.fetchPage({ searchFor: s.searchFor, pageNo }),
    toItems: brandsOf,
    keyOf: idOf,
    emptyOnFailure: true,
  });
  const options = useMemo(() => {
    const byId = new Map<number, BrandOption>();
    for (const b of value) byId.set(b.id, b);
    for (const b of items) byId.set(b.id, b);
    return byId;
  }, [items, value]);

  const picked = value.map((b) => String(b.id));
  return (
    <MultiSelect
      {...s.props(paging)}
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
      filter={serverFiltered}
      nothingFoundMessage={isFetching || s.typing ? 'Searching…' : 'No brands found'}
      data-testid="task-brands"
    />
  );
}
