import { MultiSelect, type ComboboxItem } from '@mantine/core';
import { useMemo, useState } from 'react';
import { mergeOptions, serverFiltered, useCityOptions, useDebouncedSearch } from '../common/searchPickers';

/** The marketing-office cities picker (several cities, searched as the user types). */
export function CitiesPicker({ value, initial, onChange }: { value: string[]; initial: ComboboxItem[]; onChange: (v: string[]) => void }) {
  const { search, setSearch, debounced } = useDebouncedSearch();
  const { found, isFetching } = useCityOptions(debounced);
  const [known, setKnown] = useState<ComboboxItem[]>(initial);
  const options = useMemo(() => mergeOptions(known.filter((o) => value.includes(o.value)), found), [known, found, value]);
  return (
    <MultiSelect
      label="Marketing offices"
      placeholder={value.length ? undefined : 'Search cities'}
      searchable
      clearable
      data={options}
      value={value}
      filter={serverFiltered}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={isFetching ? 'Searching…' : 'No cities found'}
      onChange={(v) => {
        setKnown((k) => mergeOptions(k, found.filter((o) => v.includes(o.value))));
        onChange(v);
      }}
      data-testid="edit-marketing-offices"
    />
  );
}
