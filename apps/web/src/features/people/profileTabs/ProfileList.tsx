import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Group } from '@mantine/core';
import {
  activeFilterCount,
  type BrandFilterInput,
  type ColumnPresetId,
  type JsonRouteDefinition,
  type RouteData,
  type RouteDefinition,
  type RouteInput,
} from '@crm/contracts';
import { apiKey, callRoute } from '../../../lib/useApi';
import { EmptyState } from '../../../components/EmptyState';
import { FilterButton } from '../../../components/FilterButton';
import { PagedTable, PresetPagedTable, type PagedColumn } from '../../../components/PagedTable';
import { SearchBox } from '../../../components/SearchBox';
import { FilterDrawer } from '../../brands';

/** The profile's tabs, as `?show=` values (spec 000 §2.1 /profile/{userId}?name&show). */
export type ProfileTab = 'brands' | 'offloaded' | 'events' | 'inventories' | 'teams' | 'files';

/** A catalogue read a tab pages through: a route with a query-cache key. */
type TabRoute = JsonRouteDefinition & { cacheKey: NonNullable<RouteDefinition['cacheKey']> };

/** What a tab asks for one page: the profile's user, the page, the search text and, on filterable tabs, the brand filter when one is active. */
export type TabQuery = {
  userId: number;
  pageNo: number;
  searchFor: string;
  filters?: BrandFilterInput;
};

/**
 * One profile tab: its label and the paged list it shows, read for the profile's user. `R` is the
 * catalogue entry it reads, `T` one row of its answer.
 */
export type ProfileListSpec<R extends TabRoute, T> = {
  key: ProfileTab;
  label: string;
  /** Whether the tab has a search box; a new search starts from page 1. */
  searchable: boolean;
  /** Whether the tab has the brand filter (spec 001 §5) beside its search; a new filter starts from page 1. */
  filterable?: boolean;
  /** The catalogue entry the tab reads (its query key's family), and its input for one page. */
  route: R;
  input: (q: TabQuery) => RouteInput<R>;
  items: (d: RouteData<R>) => T[];
  /**
   * The columns: a preset of spec 001 §9 (chosen by the profile's user id where it differs for one's
   * own profile) with a cell per column id, or fixed columns beneath the search.
   */
  table:
    | { preset: (userId: number) => ColumnPresetId; cells: Record<string, (t: T) => ReactNode> }
    | { columns: PagedColumn<T>[] };
  rowKey: (t: T) => string | number;
  rowTestId: string;
  empty: { title: string; description: string };
  what: string;
  testId: string;
};

/** Checks a tab's row types, then lets tabs of different rows share one array. */
export const profileList = <R extends TabRoute, T>(spec: ProfileListSpec<R, T>) =>
  spec as ProfileListSpec<any, any>;

/** One page of a tab for `q`: its catalogue entry called with its input. */
export const fetchTab = (spec: ProfileListSpec<any, any>, q: TabQuery) =>
  callRoute(spec.route, spec.input(q));

/** A profile tab's list with its search (when searchable), brand filter (when filterable) and pager; each tab keeps its own page. */
export function ProfileList({ userId, spec }: { userId: number; spec: ProfileListSpec<any, any> }) {
  const [page, setPage] = useState(1);
  const [searchFor, setSearchFor] = useState('');
  const [filter, setFilter] = useState<BrandFilterInput>({});
  const [drawer, setDrawer] = useState(false);
  const active = activeFilterCount(filter);
  const filters = active ? filter : undefined;
  const tabQuery = { userId, pageNo: page, searchFor, filters };
  const q = useQuery({
    queryKey: apiKey(spec.route, spec.input(tabQuery)),
    queryFn: () => fetchTab(spec, tabQuery),
    placeholderData: keepPreviousData,
  });
  const search = spec.searchable ? (
    <Group gap="sm">
      <SearchBox
        value={searchFor}
        onSearch={(v) => {
          setSearchFor(v);
          setPage(1);
        }}
        placeholder="Search"
        testId="profile-tab-search"
      />
      {spec.filterable && (
        <>
          <FilterButton
            active={active}
            onClick={() => setDrawer(true)}
            testId="profile-tab-filter"
            countTestId="profile-tab-filter-count"
          />
          <FilterDrawer
            opened={drawer}
            onClose={() => setDrawer(false)}
            value={filter}
            onApply={(f) => {
              setFilter(f);
              setPage(1);
              setDrawer(false);
            }}
          />
        </>
      )}
    </Group>
  ) : undefined;
  const common = {
    query: q,
    items: spec.items,
    rowKey: spec.rowKey,
    rowTestId: spec.rowTestId,
    empty: <EmptyState title={spec.empty.title} description={spec.empty.description} />,
    what: spec.what,
    testId: spec.testId,
    page,
    onPage: setPage,
  };
  if ('columns' in spec.table)
    return (
      <>
        {search}
        <PagedTable {...common} columns={spec.table.columns} />
      </>
    );
  return (
    <PresetPagedTable
      {...common}
      preset={spec.table.preset(userId)}
      cells={spec.table.cells}
      toolbar={search}
    />
  );
}
