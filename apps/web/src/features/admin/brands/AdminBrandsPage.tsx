import { useState } from 'react';
import { Center, Paper, Stack, Tabs, Title } from '@mantine/core';
import { activeFilterCount, type BrandFilterInput } from '@crm/contracts';
import { EmptyState } from '../../../components/EmptyState';
import { Pager } from '../../../components/Pager';
import { useSessionUser } from '../../../lib/sessionUser';
import { hasAnyRole } from '../../../lib/user';
import { FilterChips, FilterDrawer, NoBrands, encodeFilter } from '../../brands';
import { AdminBrandTable } from './AdminBrandTable';
import { AdminBrandsToolbar } from './AdminBrandsToolbar';
import { AdminEditBrand } from './AdminEditBrand';
import type { AdminBrandsTab } from './queries';
import { useAdminBrandsList } from './useAdminBrandsList';
import { useAdminBrandsView } from './useAdminBrandsView';

const TAB_LABELS: Record<AdminBrandsTab, string> = { CURRENT: 'Current', OFFLOADED: 'Offloaded' };

/**
 * /admin/brands?tab&searchFor&filter&sort (spec 001 §7 /admin/brands v2 and offloaded, §9 'all brands
 * current and offloaded'): admins see every brand, Current (with the assign counts by role) or
 * Offloaded (reason, time, by), with the brand list's search, Filters drawer and chips, sortable
 * headers, a Columns menu, Export CSV of the whole selection, and Edit on each row (the brand edit
 * form in admin mode, offloaded brands too).
 */
export default function AdminBrandsPage() {
  const user = useSessionUser();
  const view = useAdminBrandsView();
  const { tab, searchFor, filter, update } = view;
  const [drawer, setDrawer] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const isAdmin = hasAnyRole(user, 'ADMIN');
  const shown = useAdminBrandsList(view, isAdmin);
  const { list, columns } = shown;

  if (!isAdmin)
    return (
      <Center mih="60vh">
        <EmptyState
          title="All brands is for admins"
          description="Only admins see every brand here."
        />
      </Center>
    );

  const active = activeFilterCount(filter);
  const setFilter = (f: BrandFilterInput) => update({ filter: encodeFilter(f), pageNo: null });
  const data = list.data;
  return (
    <Stack gap="md" p="md">
      <Title order={2}>All brands</Title>
      <Tabs value={tab} onChange={(v) => v && update({ tab: v, pageNo: null })}>
        <Tabs.List>
          {(['CURRENT', 'OFFLOADED'] as const).map((t) => (
            <Tabs.Tab key={t} value={t} data-testid={`admin-tab-${t}`}>
              {TAB_LABELS[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <AdminBrandsToolbar
        view={view}
        shown={shown}
        active={active}
        onFilters={() => setDrawer(true)}
      />
      <FilterChips filter={filter} totals={{}} onChange={setFilter} />
      <Paper
        withBorder
        radius="md"
        style={{ opacity: list.isFetching && !list.isLoading ? 0.7 : 1 }}
      >
        {data && !data.brands.length ? (
          <NoBrands
            filtered={!!searchFor || active > 0}
            title={tab === 'CURRENT' ? 'No brands yet' : 'No offloaded brands'}
          />
        ) : (
          <AdminBrandTable
            rows={data?.brands}
            columns={columns}
            query={list}
            sort={view.sort}
            onSort={(s) => update({ sortField: s.field, sortOrder: s.order, pageNo: null })}
            onEdit={setEditing}
          />
        )}
      </Paper>
      {data && <Pager page={data} onChange={(p) => update({ pageNo: String(p) })} />}
      <FilterDrawer
        opened={drawer}
        onClose={() => setDrawer(false)}
        value={filter}
        onApply={(f) => {
          setFilter(f);
          setDrawer(false);
        }}
      />
      {editing !== null && <AdminEditBrand brandId={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
