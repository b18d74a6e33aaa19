import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Group } from '@mantine/core';
import { activeFilterCount, type BrandFilterInput, type ColumnPresetId } from '@crm/contracts';
import { EmptyState } from '../../../components/EmptyState';
import { FilterButton } from '../../../components/FilterButton';
import { PagedTable, PresetPagedTable, type PagedColumn } from '../../../components/PagedTable';
import { SearchBox } from '../../../components/SearchBox';
import { FilterDrawer, encodeFilter } from '../../brands';

/** The profile's tabs, as `?show=` values (spec 000 §2.1 /profile/{userId}?name&show). */
export type ProfileTab = 'brands' | 'offloaded' | 'events' | 'inventories' | 'teams' | 'files';

/**
 * One profile tab: its label and the paged list it shows, fetched for the profile's user. `D` is the
 * list's answer, `T` one row of it.
 */
export type ProfileListSpec<D, T> = {
  key: ProfileTab;
  label: string;
  /** Whether the tab has a search box; a new search starts from page 1. */
  searchable: boolean;
  /** Whether the tab has the brand filter (spec 001 §5) beside its search; a new filter starts from page 1. */
  filterable?: boolean;
  fetch: (q: {
    userId: number;
    pageNo: number;
    searchFor: string;
    /** The brand filter when one is active (filterable tabs). */
    filters?: BrandFilterInput;
  }) => Promise<D>;
  items: (d: D) => T[];
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
export const profileList = <D, T>(spec: ProfileListSpec<D, T>) => spec as ProfileListSpec<any, any>;

/** A profile tab's list with its search (when searchable), brand filter (when filterable) and pager; each tab keeps its own page. */
export function ProfileList({ userId, spec }: { userId: number; spec: ProfileListSpec<any, any> }) {
  const [page, setPage] = useState(1);
  const [searchFor, setSearchFor] = useState('');
  const [filter, setFilter] = useState<BrandFilterInput>({});
  const [drawer, setDrawer] = useState(false);
  const active = activeFilterCount(filter);
  const filters = active ? filter : undefined;
  const q = useQuery({
    queryKey: spec.searchable
      ? ['profile', userId, spec.key, page, searchFor, encodeFilter(filter)]
      : ['profile', userId, spec.key, page],
    queryFn: () => spec.fetch({ userId, pageNo: page, searchFor, filters }),
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
