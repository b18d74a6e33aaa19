import { MultiSelect, Select, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { referenceRoutes } from '@crm/contracts';
import { useApi } from '../lib/useApi';
import { fetchTaskBrands, fetchTaskEvents } from '../lib/pickerFetchers';

/** Search debounce of the spec (000 §6: 500 ms). */
const DEBOUNCE_MS = 500;
/** The server filters; the select shows what it answered. */
export const serverFiltered = ({ options }: { options: ComboboxItem[] | unknown[] }) =>
  options as ComboboxItem[];

/** 'City, State'. */
export const cityText = (c: { name: string; stateName: string }) => `${c.name}, ${c.stateName}`;

/** Merges the picked options (kept so their labels stay known) with the search results, without duplicates. */
export function mergeOptions(picked: ComboboxItem[], found: ComboboxItem[]): ComboboxItem[] {
  const seen = new Set(picked.map((o) => o.value));
  return [...picked, ...found.filter((o) => !seen.has(o.value))];
}

/** GET /api/location/cities?searchFor: cities by name (first 20) as select options. */
export function useCityOptions(searchFor: string) {
  const q = useApi(
    referenceRoutes.cities,
    { searchFor },
    { placeholderData: keepPreviousData, staleTime: 60_000 },
  );
  const found = useMemo(
    () => (q.data?.cities ?? []).map((c) => ({ value: String(c.id), label: cityText(c) })),
    [q.data],
  );
  return { found, isFetching: q.isFetching };
}

/** GET /api/brand/company?searchFor: companies by name (first 50) as select options. */
function useCompanyOptions(searchFor: string) {
  const q = useApi(
    referenceRoutes.companies,
    { searchFor, count: 50 },
    { placeholderData: keepPreviousData, staleTime: 60_000 },
  );
  const found = useMemo(
    () => (q.data?.companies ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    [q.data],
  );
  return { found, isFetching: q.isFetching };
}

/** A search text debounced by the spec's 500 ms. */
export function useDebouncedSearch() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, DEBOUNCE_MS);
  return { search, setSearch, debounced };
}

type PickerProps = {
  label: string;
  value: string | null;
  initial: ComboboxItem | null;
  onChange: (value: string | null) => void;
  testId: string;
};

/** An option hook: the server's answer to a search text as select options; `params` are the picker's own (e.g. an eiId). */
export type OptionsHook<P> = (
  searchFor: string,
  params: P,
) => { found: ComboboxItem[]; isFetching: boolean };

/**
 * A single select whose options come from the server as the user types (debounced); the picked
 * option keeps its label. `useOptions` is one of the option hooks above, or any `OptionsHook` with its `params`.
 */
export function SearchPicker<P = undefined>({
  label,
  value,
  initial,
  onChange,
  onPick,
  testId,
  noun,
  useOptions,
  params,
  nothingFound,
}: PickerProps & {
  noun: string;
  useOptions: OptionsHook<P>;
  params?: P;
  nothingFound?: string;
  onPick?: (option: ComboboxItem | null) => void;
}) {
  const { search, setSearch, debounced } = useDebouncedSearch();
  const [picked, setPicked] = useState<ComboboxItem | null>(initial);
  const { found, isFetching } = useOptions(
    debounced === picked?.label ? '' : debounced,
    params as P,
  );
  const options = useMemo(() => mergeOptions(picked ? [picked] : [], found), [found, picked]);
  return (
    <Select
      label={label}
      placeholder={`Search ${noun}`}
      searchable
      clearable
      data={options}
      value={value}
      filter={serverFiltered}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={isFetching ? 'Searching…' : (nothingFound ?? `No ${noun} found`)}
      onChange={(v, o) => {
        setPicked(o ?? null);
        onChange(v);
        onPick?.(o ?? null);
      }}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}

/**
 * A multi-select whose options come from the server as the user types (debounced); picked options keep
 * their labels while other searches run. `initial` labels the values it starts with.
 */
export function SearchMultiPicker<P = undefined>({
  label,
  value,
  initial = [],
  onChange,
  testId,
  noun,
  placeholder,
  useOptions,
  params,
  maxValues,
}: {
  label: string;
  value: string[];
  initial?: ComboboxItem[];
  onChange: (v: string[]) => void;
  testId: string;
  noun: string;
  placeholder: string;
  useOptions: OptionsHook<P>;
  params?: P;
  maxValues?: number;
}) {
  const { search, setSearch, debounced } = useDebouncedSearch();
  const { found, isFetching } = useOptions(debounced, params as P);
  const [known, setKnown] = useState<ComboboxItem[]>(initial);
  const options = useMemo(
    () =>
      mergeOptions(
        known.filter((o) => value.includes(o.value)),
        found,
      ),
    [known, found, value],
  );
  return (
    <MultiSelect
      label={label}
      placeholder={value.length ? undefined : placeholder}
      searchable
      clearable
      data={options}
      value={value}
      filter={serverFiltered}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={isFetching ? 'Searching…' : `No ${noun} found`}
      onChange={(v) => {
        setKnown((k) => mergeOptions(k, options).filter((o) => v.includes(o.value)));
        onChange(v);
      }}
      maxValues={maxValues}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}

/** A city picker (GET /api/location/cities). */
export const CityPicker = (p: PickerProps) => (
  <SearchPicker {...p} noun="cities" useOptions={useCityOptions} />
);

/** A company picker (GET /api/brand/company). */
export const CompanyPicker = (p: PickerProps) => (
  <SearchPicker {...p} noun="companies" useOptions={useCompanyOptions} />
);

/** GET /api/task/brands?searchFor: brands by name as select options. */
function useBrandOptions(searchFor: string) {
  const q = useQuery({
    queryKey: ['brand-options', searchFor],
    queryFn: () => fetchTaskBrands({ searchFor }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const found = useMemo(
    () => (q.data?.brands ?? []).map((b) => ({ value: String(b.id), label: b.name })),
    [q.data],
  );
  return { found, isFetching: q.isFetching };
}

/** GET /api/task/events?searchFor: events by name as select options. */
function useEventOptions(searchFor: string) {
  const q = useQuery({
    queryKey: ['event-options', searchFor],
    queryFn: () => fetchTaskEvents({ searchFor }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const found = useMemo(
    () => (q.data?.events ?? []).map((e) => ({ value: String(e.eventId), label: e.eventName })),
    [q.data],
  );
  return { found, isFetching: q.isFetching };
}

/** A brand picker (GET /api/task/brands). */
export const BrandPicker = (p: PickerProps) => (
  <SearchPicker {...p} noun="brands" useOptions={useBrandOptions} />
);

/** An event picker (GET /api/task/events). */
export const EventPicker = (p: PickerProps) => (
  <SearchPicker {...p} noun="events" useOptions={useEventOptions} />
);
