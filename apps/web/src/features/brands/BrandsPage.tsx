import { lazy, Suspense, useMemo, useState } from 'react';
import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus, IconUpload } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import {
  activeFilterCount,
  BRAND_FILTER_SORT_FIELDS,
  BRAND_MAIN_TABS,
  BRAND_SORT_FIELDS,
  MY_BRANDS_TEXTS,
  MY_BRANDS_VIEWS,
  myBrandsView,
  PAGE_SIZES,
  visibleColumns,
  type BrandFilter,
  type BrandFilterInput,
  type ColumnDef,
  type ColumnPresetId,
} from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { useToastOnError } from '../../lib/useToastOnError';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { LoadErrorRow, loadFailed } from '../../components/LoadError';
import { SkeletonRows } from '../../components/SkeletonRows';
import { SortHeader } from '../../components/SortHeader';
import { canRead, currentUser, hasAnyRole } from '../../lib/user';
import { useBrandList } from './queries';
import { DiscardMyBrand } from './DiscardMyBrand';
import { decodeFilter, encodeFilter } from './FilterState';
import { FilterDrawer } from './FilterDrawer';
import { FilterChips } from './FilterChips';
import { useBrandFilterOptions } from './FilterQueries';
import { ExportMenu } from './ExportMenu';
import { ColumnsMenu } from '../../components/ColumnsMenu';
import { CustomColumnsMenu, useBrandCustomColumns, customValueText } from '../customFields';
import { useTableColumnSettings } from '../../lib/columnsSettings';
import { patchParams } from '../../lib/urlParams';
import { FilterButton } from '../../components/FilterButton';
import { BrandsSavedViews, useBrandsViewPending } from './BrandsSavedViews';
import { dropdownProps } from '../../components/dropdown';
import { MyOffloadedBrands } from './MyOffloadedBrands';
import { BrandCell } from './BrandCell';

const ImportBrandsModal = lazy(() => import('../imports/ImportBrandsModal'));
const NewBrandModal = lazy(() => import('./NewBrandModal'));

type MainTab = (typeof BRAND_MAIN_TABS)[number];
type SortField = (typeof BRAND_FILTER_SORT_FIELDS)[number];
type Sort = { field: SortField; order: 'ASC' | 'DESC' };

const TAB_LABELS: Record<MainTab, string> = { MY_BRANDS: 'Your Brands', ALL_BRANDS: 'All Brands' };
const PRESET: Record<MainTab, ColumnPresetId> = {
  MY_BRANDS: 'myCurrentBrands',
  ALL_BRANDS: 'allBrandsCurrent',
};
/** The column preset of the shown list: the tab's, or Your Brands' Offloaded view's. */
const presetOf = (l: { mainTab: MainTab; myBrands: (typeof MY_BRANDS_VIEWS)[number] }) =>
  l.mainTab === 'MY_BRANDS' && l.myBrands === 'OFFLOADED' ? 'myOffloadedBrands' : PRESET[l.mainTab];
const SORT_OPTIONS = [
  { value: 'brandName:ASC', label: 'Name A–Z' },
  { value: 'brandName:DESC', label: 'Name Z–A' },
  { value: 'brandRevenue:DESC', label: 'Revenue: high to low' },
  { value: 'brandRevenue:ASC', label: 'Revenue: low to high' },
  { value: 'industryName:ASC', label: 'Industry A–Z' },
  { value: 'industryName:DESC', label: 'Industry Z–A' },
  { value: 'updatedAt:DESC', label: 'Recently updated' },
  { value: 'updatedAt:ASC', label: 'Least recently updated' },
  { value: 'assignedInventoryCount:DESC', label: 'Most inventories' },
];

/**
 * /brands?mainTab&myBrands&filter (spec 000 §2.1, 001 §5, §9): Your Brands (Current or Offloaded) / All
 * Brands (BO users default to Your Brands), search, sort, the Filters drawer with the active-filter
 * count and chips (the filter lives in the URL), a Columns menu kept per user, saved views and Export
 * (CSV, XLSX) of the shown list, and Import (ADMIN, PO, BO). Only the shown list is read; a saved-view
 * link or the default view reads it once the view is applied.
 */
export default function BrandsPage() {
  const [params, setParams] = useSearchParams();
  const user = currentUser();
  const raw = params.get('mainTab');
  const mainTab: MainTab =
    raw === 'MY_BRANDS' || raw === 'ALL_BRANDS'
      ? raw
      : hasAnyRole(user, 'BO')
        ? 'MY_BRANDS'
        : 'ALL_BRANDS';
  const myBrands = mainTab === 'MY_BRANDS' ? myBrandsView(params.get('myBrands')) : 'CURRENT';
  const offloadedView = myBrands === 'OFFLOADED';
  const viewPending = useBrandsViewPending();
  const searchFor = params.get('searchFor') ?? '';
  const pageNo = Math.max(1, Number(params.get('pageNo')) || 1);
  const sortField = params.get('sortField');
  const sort: Sort = {
    field: (BRAND_FILTER_SORT_FIELDS as readonly string[]).includes(sortField ?? '')
      ? (sortField as SortField)
      : 'brandName',
    order: params.get('sortOrder') === 'DESC' ? 'DESC' : 'ASC',
  };
  const filterParam = params.get('filter');
  const filter = useMemo(() => decodeFilter(filterParam), [filterParam]);
  const [drawer, setDrawer] = useState(false);
  const [importing, setImporting] = useState(false);
  const canImport = hasAnyRole(user, 'ADMIN', 'PO', 'BO');
  const canCreate = !!user?.isAdmin;
  const [creating, setCreating] = useState(false);
  const { settings, setPreset } = useTableColumnSettings();
  const preset = presetOf({ mainTab, myBrands });
  const columns: ColumnDef[] = visibleColumns(preset, settings[preset]);
  const custom = useBrandCustomColumns();
  const discards = mainTab === 'MY_BRANDS' && canRead(user, 'PIPELINE');
  const colCount = columns.length + custom.fields.length + (discards ? 1 : 0);
  const { data: options } = useBrandFilterOptions(activeFilterCount(filter) > 0 || drawer);

  const update = patchParams(setParams);
  const applyFilter = (f: BrandFilterInput) => update({ filter: encodeFilter(f), pageNo: null });

  // The list's own sort fields go in sortBy; the extra ones ride in the filter's sortBy.
  const listSort = (BRAND_SORT_FIELDS as readonly string[]).includes(sort.field)
    ? (sort as { field: (typeof BRAND_SORT_FIELDS)[number]; order: 'ASC' | 'DESC' })
    : undefined;
  const filters = (listSort ? filter : { ...filter, sortBy: sort }) as BrandFilter;
  const list = useBrandList(
    {
      mainTab,
      searchFor,
      pageNo,
      count: PAGE_SIZES.brands,
      sortBy: listSort ?? { field: 'brandName', order: 'ASC' },
      filters,
    },
    !offloadedView && !viewPending,
  );
  const { data, isLoading, isFetching } = list;
  useToastOnError(list.error);
  const active = activeFilterCount(filter);
  const totals = options
    ? {
        industries: options.industries.length,
        companies: options.companies.length,
        agencies: options.agencies.length,
        agencyAssociationType: options.agencyAssociationTypes.length,
        regions: options.regions.length,
        verticals: options.verticals.length,
        assignedByUsers: options.assignedByUsers.length,
        engagement: options.engagement.length,
        brandOwners: options.brandOwners.length,
        teamOwners: options.teamOwners.length,
      }
    : {};
  const onSort = (s: { field: string; order: 'ASC' | 'DESC' }) =>
    update({ sortField: s.field, sortOrder: s.order, pageNo: null });

  const brands = data?.brands;
  return (
    <Stack gap="md" p="md">
      <Title order={2}>{TAB_LABELS[mainTab]}</Title>
      <Tabs
        value={mainTab}
        onChange={(v) => v && update({ mainTab: v, pageNo: null, myBrands: null })}
      >
        <Tabs.List>
          {BRAND_MAIN_TABS.map((t) => (
            <Tabs.Tab key={t} value={t} data-testid={`tab-${t}`}>
              {TAB_LABELS[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {mainTab === 'MY_BRANDS' && (
        <SegmentedControl
          w="max-content"
          aria-label="Your brands"
          data={MY_BRANDS_VIEWS.map((v) => ({ value: v, label: MY_BRANDS_TEXTS.views[v] }))}
          value={offloadedView ? 'OFFLOADED' : 'CURRENT'}
          onChange={(v) => update({ myBrands: v === 'OFFLOADED' ? v : null, pageNo: null })}
          data-testid="my-brands-view"
        />
      )}
      <Group justify="space-between">
        <Group gap="sm">
          <SearchBox
            value={searchFor}
            onSearch={(v) => update({ searchFor: v, pageNo: null })}
            placeholder="Search brands"
          />
          <Select
            {...dropdownProps()}
            aria-label="Sort brands"
            data={SORT_OPTIONS}
            value={`${sort.field}:${sort.order}`}
            onChange={(v) => {
              if (!v) return;
              const [field, order] = v.split(':');
              update({ sortField: field ?? null, sortOrder: order ?? null, pageNo: null });
            }}
            allowDeselect={false}
            w={210}
            data-testid="brand-sort"
          />
          <FilterButton
            active={active}
            onClick={() => setDrawer(true)}
            countTestId="filter-count"
          />
        </Group>
        <Group gap="sm">
          {offloadedView ? null : data ? (
            <Text size="sm" c="dimmed" data-testid="brand-total">
              {data.totalNoOfEntries} brands
            </Text>
          ) : (
            !loadFailed(list) && <Skeleton height={14} width={72} radius="sm" />
          )}
          <BrandsSavedViews
            state={{
              mainTab,
              myBrands,
              searchFor,
              filters: filter,
              sortBy: sort,
              columns: settings[preset],
            }}
            setColumns={(l, s) => setPreset(presetOf(l), s)}
          />
          {!offloadedView && (
            <>
              <ColumnsMenu
                preset={preset}
                setting={settings[preset]}
                onChange={(s) => setPreset(preset, s)}
              />
              <CustomColumnsMenu {...custom} />
            </>
          )}
          {canRead(user, 'BRAND_EXPORT') && (
            <ExportMenu
              request={{
                mainTab,
                myBrands,
                searchFor,
                filters,
                sortBy: sort,
                columns: [...columns.map((c) => c.id), ...(offloadedView ? [] : custom.ids)],
              }}
            />
          )}
          {canCreate && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setCreating(true)}
              data-testid="new-brand-button"
            >
              New brand
            </Button>
          )}
          {canImport && (
            <Button
              variant="default"
              leftSection={<IconUpload size={16} />}
              onClick={() => setImporting(true)}
              data-testid="import-button"
            >
              Import
            </Button>
          )}
        </Group>
      </Group>
      <FilterChips filter={filter} totals={totals} onChange={applyFilter} />
      {offloadedView ? (
        <MyOffloadedBrands
          request={{ searchFor, filters, sortBy: listSort, pageNo }}
          onPage={(p) => update({ pageNo: String(p) })}
        />
      ) : (
        <Paper withBorder radius="md" style={{ opacity: isFetching && !isLoading ? 0.7 : 1 }}>
          {!isLoading && brands && brands.length === 0 ? (
            <EmptyState
              title={
                searchFor || active
                  ? 'No brands match your search or filters'
                  : mainTab === 'MY_BRANDS'
                    ? 'You own no brands yet'
                    : 'No brands yet'
              }
              description={
                searchFor || active ? 'Try a different name or clear some filters.' : undefined
              }
            />
          ) : (
            <Table.ScrollContainer minWidth={960}>
              <Table highlightOnHover verticalSpacing="sm" data-testid="brands-table">
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((c) =>
                      c.sortField ? (
                        <SortHeader
                          key={c.id}
                          field={c.sortField as never}
                          sort={sort as never}
                          onSort={onSort as never}
                        >
                          {c.label}
                        </SortHeader>
                      ) : (
                        <Table.Th key={c.id}>{c.label}</Table.Th>
                      ),
                    )}
                    {custom.fields.map((f) => (
                      <Table.Th key={`cf:${f.id}`}>{f.label}</Table.Th>
                    ))}
                    {discards && <Table.Th aria-label="Actions" />}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {loadFailed(list) ? (
                    <LoadErrorRow cols={colCount} what="the brands" query={list} />
                  ) : isLoading || !brands ? (
                    <SkeletonRows rows={10} cols={colCount} />
                  ) : (
                    brands.map((b) => (
                      <Table.Tr key={b.brandId} data-testid={`brand-row-${b.brandId}`}>
                        {columns.map((c) => (
                          <Table.Td key={c.id} data-col={c.id}>
                            <BrandCell b={b} id={c.id} />
                          </Table.Td>
                        ))}
                        {custom.fields.map((f) => (
                          <Table.Td key={`cf:${f.id}`} data-col={`cf:${f.id}`}>
                            <Text size="sm">
                              {customValueText(f, b.customFields?.[String(f.id)])}
                            </Text>
                          </Table.Td>
                        ))}
                        {discards && (
                          <Table.Td>
                            <DiscardMyBrand brand={b} />
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      )}
      {data && !offloadedView && (
        <Pager page={data} onChange={(p) => update({ pageNo: String(p) })} />
      )}
      <FilterDrawer
        opened={drawer}
        onClose={() => setDrawer(false)}
        value={filter}
        onApply={(f) => {
          applyFilter(f);
          setDrawer(false);
        }}
      />
      {importing && (
        <Suspense fallback={null}>
          <ImportBrandsModal opened={importing} onClose={() => setImporting(false)} />
        </Suspense>
      )}
      {creating && (
        <Suspense fallback={null}>
          <NewBrandModal opened={creating} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
