import { useState } from 'react';
import { Center, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { activeFilterCount, visibleColumns, type ColumnPresetId } from '@crm/contracts';
import { ColumnsMenu } from '../../../components/ColumnsMenu';
import { EmptyState } from '../../../components/EmptyState';
import { loadFailed } from '../../../components/LoadError';
import { Pager } from '../../../components/Pager';
import { SearchBox } from '../../../components/SearchBox';
import { useTableColumnSettings } from '../../../lib/columnsSettings';
import { useSessionUser } from '../../../lib/sessionUser';
import { hasAnyRole } from '../../../lib/user';
import { useToastOnError } from '../../../lib/useToastOnError';
import { FilterChips, FilterDrawer, encodeFilter } from '../../brands';
import { AdminBrandTable } from './AdminBrandTable';
import { AdminEditBrand } from './AdminEditBrand';
import { AdminExportButton } from './AdminExportButton';
import { useAdminCurrentBrands, useAdminOffloadedBrands, type AdminBrandsTab } from './queries';
import { useAdminBrandsView } from './useAdminBrandsView';
import { FilterButton } from '../../../components/FilterButton';

/** The presets of spec 001 §9 'all brands current and offloaded' (the current one with the assign counts by role). */
const PRESET: Record<AdminBrandsTab, ColumnPresetId> = {
  CURRENT: 'adminBrandsCurrent',
  OFFLOADED: 'allBrandsOffloaded',
};
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
  const { tab, searchFor, filter, filters, sort, request, update } = useAdminBrandsView();
  const [drawer, setDrawer] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const { settings, setPreset } = useTableColumnSettings();
  const preset = PRESET[tab];
  const columns = visibleColumns(preset, settings[preset]);
  const isAdmin = hasAnyRole(user, 'ADMIN');

  const current = useAdminCurrentBrands(request, isAdmin && tab === 'CURRENT');
  const offloaded = useAdminOffloadedBrands(request, isAdmin && tab === 'OFFLOADED');
  const list = tab === 'CURRENT' ? current : offloaded;
  useToastOnError(list.error);

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
      <Group justify="space-between">
        <Group gap="sm">
          <SearchBox
            value={searchFor}
            onSearch={(v) => update({ searchFor: v, pageNo: null })}
            placeholder="Search brands"
          />
          <FilterButton
            active={active}
            onClick={() => setDrawer(true)}
            countTestId="filter-count"
          />
        </Group>
        <Group gap="sm">
          {data ? (
            <Text size="sm" c="dimmed" data-testid="admin-brand-total">
              {data.totalNoOfEntries} brand{data.totalNoOfEntries === 1 ? '' : 's'}
            </Text>
          ) : (
            !loadFailed(list) && <Skeleton height={14} width={72} radius="sm" />
          )}
          <ColumnsMenu
            preset={preset}
            setting={settings[preset]}
            onChange={(s) => setPreset(preset, s)}
          />
          <AdminExportButton
            tab={tab}
            request={{ searchFor, filters, sortBy: sort, columns: columns.map((c) => c.id) }}
          />
        </Group>
      </Group>
      <FilterChips
        filter={filter}
        totals={{}}
        onChange={(f) => update({ filter: encodeFilter(f), pageNo: null })}
      />
      <Paper
        withBorder
        radius="md"
        style={{ opacity: list.isFetching && !list.isLoading ? 0.7 : 1 }}
      >
        {data && !data.brands.length ? (
          <EmptyState
            title={
              searchFor || active
                ? 'No brands match your search or filters'
                : tab === 'CURRENT'
                  ? 'No brands yet'
                  : 'No offloaded brands'
            }
            description={
              searchFor || active ? 'Try a different name or clear some filters.' : undefined
            }
          />
        ) : (
          <AdminBrandTable
            rows={data?.brands}
            columns={columns}
            query={list}
            sort={sort}
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
          update({ filter: encodeFilter(f), pageNo: null });
          setDrawer(false);
        }}
      />
      {editing !== null && <AdminEditBrand brandId={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
