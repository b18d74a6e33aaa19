import { MultiSelect, Select, type ComboboxItem } from '@mantine/core';
import { useMemo, useState } from 'react';
import { DROPDOWN, referenceRoutes, taskPickerRoutes, type RouteData } from '@crm/contracts';
import { callRoute, routeKey } from '../lib/useApi';
import { fetchTaskBrands, fetchTaskEvents, PICKER_PAGE_SIZE } from '../lib/pickerFetchers';
import {
  firstChipThenMore,
  pickedLoadMore,
  useDropdownSearch,
  usePagedOptions,
  withLoadMore,
  type OptionPaging,
} from './dropdown';

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

const cityItems = (p: RouteData<typeof referenceRoutes.cities>) =>
  p.cities.map((c) => ({ value: String(c.id), label: cityText(c) }));

/** GET /api/location/cities?searchFor&pageNo: cities by name, 10 a page, as select options. */
export function useCityOptions(searchFor: string) {
  return usePagedOptions({
    key: routeKey(referenceRoutes.cities, { count: DROPDOWN.pageSize }),
    searchFor,
    fetchPage: (pageNo) =>
      callRoute(referenceRoutes.cities, { searchFor, pageNo, count: DROPDOWN.pageSize }),
    toItems: cityItems,
  });
}

const companyItems = (p: RouteData<typeof referenceRoutes.companies>) =>
  p.companies.map((c) => ({ value: String(c.id), label: c.name }));

/** GET /api/brand/company?searchFor&pageNo: companies by name, 10 a page, as select options. */
function useCompanyOptions(searchFor: string) {
  return usePagedOptions({
    key: routeKey(referenceRoutes.companies, { count: DROPDOWN.pageSize }),
    searchFor,
    fetchPage: (pageNo) =>
      callRoute(referenceRoutes.companies, { searchFor, pageNo, count: DROPDOWN.pageSize }),
    toItems: companyItems,
  });
}

type PickerProps = {
  label: string;
  value: string | null;
  initial: ComboboxItem | null;
  onChange: (value: string | null) => void;
  testId: string;
};

/**
 * An option hook: the server's answer to a search text as select options; `params` are the picker's
 * own (e.g. an eiId); `paging` when the options are server-paged (`usePagedOptions`).
 */
export type OptionsHook<P> = (
  searchFor: string,
  params: P,
) => { found: ComboboxItem[]; isFetching: boolean; paging?: OptionPaging };

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
  const [picked, setPicked] = useState<ComboboxItem | null>(initial);
  const s = useDropdownSearch({ pickedLabel: picked?.label });
  const { found, isFetching, paging } = useOptions(s.searchFor, params as P);
  const options = useMemo(
    () => withLoadMore(mergeOptions(picked ? [picked] : [], found), paging),
    [found, picked, paging],
  );
  return (
    <Select
      {...s.props(paging)}
      label={label}
      placeholder={DROPDOWN.searchPlaceholder}
      searchable
      clearable
      data={options}
      value={value}
      filter={serverFiltered}
      nothingFoundMessage={isFetching ? 'Searching…' : (nothingFound ?? `No ${noun} found`)}
      onChange={(v, o) => {
        if (pickedLoadMore(v, paging)) return;
        setPicked(o ?? null);
        onChange(v);
        onPick?.(o ?? null);
      }}
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
  useOptions: OptionsHook<P>;
  params?: P;
  maxValues?: number;
}) {
  const s = useDropdownSearch();
  const { found, isFetching, paging } = useOptions(s.searchFor, params as P);
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
      {...s.props(paging)}
      label={label}
      placeholder={value.length ? undefined : DROPDOWN.searchPlaceholder}
      searchable
      clearable
      data={withLoadMore(options, paging)}
      value={value}
      renderPill={firstChipThenMore(value)}
      filter={serverFiltered}
      nothingFoundMessage={isFetching ? 'Searching…' : `No ${noun} found`}
      onChange={(v) => {
        if (pickedLoadMore(v, paging)) return;
        setKnown((k) => mergeOptions(k, options).filter((o) => v.includes(o.value)));
        onChange(v);
      }}
      maxValues={maxValues}
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

const brandItems = (p: Awaited<ReturnType<typeof fetchTaskBrands>>) =>
  p.brands.map((b) => ({ value: String(b.id), label: b.name }));

/** GET /api/task/brands?searchFor&pageNo: brands by name, 10 a page, as select options. */
function useBrandOptions(searchFor: string) {
  return usePagedOptions({
    key: routeKey(taskPickerRoutes.brands, { count: PICKER_PAGE_SIZE }),
    searchFor,
    fetchPage: (pageNo) => fetchTaskBrands({ searchFor, pageNo }),
    toItems: brandItems,
  });
}

const eventItems = (p: Awaited<ReturnType<typeof fetchTaskEvents>>) =>
  p.events.map((e) => ({ value: String(e.eventId), label: e.eventName }));

/** GET /api/task/events?searchFor&pageNo: events by name, 10 a page, as select options. */
function useEventOptions(searchFor: string) {
  return usePagedOptions({
    key: routeKey(taskPickerRoutes.events, { getSME: true, count: PICKER_PAGE_SIZE }),
    searchFor,
    fetchPage: (pageNo) => fetchTaskEvents({ searchFor, pageNo }),
    toItems: eventItems,
  });
}

/** A brand picker (GET /api/task/brands). */
export const BrandPicker = (p: PickerProps) => (
  <SearchPicker {...p} noun="brands" useOptions={useBrandOptions} />
);

/** An event picker (GET /api/task/events). */
export const EventPicker = (p: PickerProps) => (
  <SearchPicker {...p} noun="events" useOptions={useEventOptions} />
);
