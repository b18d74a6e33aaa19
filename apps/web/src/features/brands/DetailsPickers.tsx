import { MultiSelect, Select, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useCityOptions, useCompanyOptions, type CityOption } from './profileQueries';

/** Search debounce of the spec (000 §6: 500 ms). */
const DEBOUNCE_MS = 500;
const serverFiltered = ({ options }: { options: ComboboxItem[] | unknown[] }) => options as ComboboxItem[];

/** 'City, State'. */
export const cityText = (c: { name: string; stateName: string }) => `${c.name}, ${c.stateName}`;

/** Merges the picked options (kept so their labels stay known) with the search results, without duplicates. */
function mergeOptions(picked: ComboboxItem[], found: ComboboxItem[]): ComboboxItem[] {
  const seen = new Set(picked.map((o) => o.value));
  return [...picked, ...found.filter((o) => !seen.has(o.value))];
}

/** A company picker searching GET /api/brand/company as the user types (debounced). */
export function CompanyPicker({ value, initial, onChange }: { value: string | null; initial: ComboboxItem | null; onChange: (value: string | null, option: ComboboxItem | null) => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, DEBOUNCE_MS);
  const [picked, setPicked] = useState<ComboboxItem | null>(initial);
  const { data, isFetching } = useCompanyOptions(debounced === picked?.label ? '' : debounced);
  const options = useMemo(() => mergeOptions(picked ? [picked] : [], (data?.companies ?? []).map((c) => ({ value: String(c.id), label: c.name }))), [data, picked]);
  return (
    <Select
      label="Company"
      placeholder="Search companies"
      searchable
      clearable
      data={options}
      value={value}
      filter={serverFiltered}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={isFetching ? 'Searching…' : 'No companies found'}
      onChange={(v, o) => {
        setPicked(o ?? null);
        onChange(v, o ?? null);
      }}
      data-testid="edit-company"
    />
  );
}

function useCitySearch() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, DEBOUNCE_MS);
  const { data, isFetching } = useCityOptions(debounced);
  const found = useMemo(() => (data?.cities ?? []).map((c: CityOption) => ({ value: String(c.id), label: cityText(c) })), [data]);
  return { search, setSearch, found, isFetching };
}

/** The HQ city picker (GET /api/location/cities?searchFor, debounced). */
export function CityPicker({ label, value, initial, onChange, testId }: { label: string; value: string | null; initial: ComboboxItem | null; onChange: (v: string | null) => void; testId: string }) {
  const { search, setSearch, found, isFetching } = useCitySearch();
  const [picked, setPicked] = useState<ComboboxItem | null>(initial);
  const options = useMemo(() => mergeOptions(picked ? [picked] : [], found), [found, picked]);
  return (
    <Select
      label={label}
      placeholder="Search cities"
      searchable
      clearable
      data={options}
      value={value}
      filter={serverFiltered}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={isFetching ? 'Searching…' : 'No cities found'}
      onChange={(v, o) => {
        setPicked(o ?? null);
        onChange(v);
      }}
      data-testid={testId}
    />
  );
}

/** The marketing-office cities picker (several cities, searched as the user types). */
export function CitiesPicker({ value, initial, onChange }: { value: string[]; initial: ComboboxItem[]; onChange: (v: string[]) => void }) {
  const { search, setSearch, found, isFetching } = useCitySearch();
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
