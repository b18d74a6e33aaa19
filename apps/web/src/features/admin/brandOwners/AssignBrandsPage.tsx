import { useState } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { activeFilterCount, PAGE_GATES, visibleColumns } from '@crm/contracts';
import { ColumnsMenu } from '../../../components/ColumnsMenu';
import { EmptyState } from '../../../components/EmptyState';
import { Pager } from '../../../components/Pager';
import { useTableColumnSettings } from '../../../lib/columnsSettings';
import { RoleGate } from '../../../components/RoleGate';
import { hasAnyRole } from '../../../lib/user';
import { FilterChips, FilterDrawer, encodeFilter } from '../../brands';
import { AssignBrandsToolbar } from './AssignBrandsToolbar';
import { BrandPickTable } from './BrandPickTable';
import { MovePanel } from './MovePanel';
import { useAssignBrandsList } from './useAssignBrandsList';
import { useBrandPick } from './useBrandPick';

const PRESET = 'assignBrandsToUser';

/**
 * /admin/brands/assign (spec 001 §7 /admin/brands/assign/v2, §9 'assign-brands-to-user'): admins
 * filter brands with the brand list's Filters drawer and search, pick rows or 'all matching', pick
 * brand owners (BO) and a mode, confirm the dry run's counts, run the move, and can Undo it.
 */
export default function AssignBrandsPage() {
  return (
    <RoleGate
      allowed={(u) => hasAnyRole(u, 'ADMIN')}
      gate={PAGE_GATES.adminAssignBrands}
      testId="assign-brands-not-allowed"
    >
      <AssignBrands />
    </RoleGate>
  );
}

/** The admins' bulk owner move: the brand list with its filter, the pick and the move panel. */
function AssignBrands() {
  const { searchFor, filter, filters, sort, list, update, total } = useAssignBrandsList();
  const pick = useBrandPick(searchFor, filters, total);
  const [drawer, setDrawer] = useState(false);
  const { settings, setPreset } = useTableColumnSettings();
  const changeList = (patch: Record<string, string | null>) => {
    pick.reset();
    update({ ...patch, pageNo: null });
  };
  return (
    <Stack gap="md" p="md">
      <Title order={2}>Assign brands to users</Title>
      <AssignBrandsToolbar
        searchFor={searchFor}
        onSearch={(v) => changeList({ searchFor: v })}
        activeFilters={activeFilterCount(filter)}
        onFilters={() => setDrawer(true)}
        total={total}
        allMatching={pick.allMatching}
        onAllMatching={pick.setAllMatching}
        columnsMenu={
          <ColumnsMenu
            preset={PRESET}
            setting={settings[PRESET]}
            onChange={(s) => setPreset(PRESET, s)}
          />
        }
      />
      <FilterChips
        filter={filter}
        totals={{}}
        onChange={(f) => changeList({ filter: encodeFilter(f) })}
      />
      <MovePanel picked={pick.picked} target={pick.target} onMoved={pick.reset} />
      <Paper withBorder radius="md">
        {list.data && !list.data.brands.length ? (
          <EmptyState title="No brands match your search or filters" />
        ) : (
          <BrandPickTable
            brands={list.data?.brands}
            columns={visibleColumns(PRESET, settings[PRESET])}
            selected={pick.selected}
            allMatching={pick.allMatching}
            onToggle={pick.toggle}
            sort={sort}
            onSort={(s) => update({ sortField: s.field, sortOrder: s.order, pageNo: null })}
          />
        )}
      </Paper>
      {list.data && <Pager page={list.data} onChange={(p) => update({ pageNo: String(p) })} />}
      <Text size="sm" c="dimmed" data-testid="picked-count">
        {pick.picked} of {total} brands picked
      </Text>
      <FilterDrawer
        opened={drawer}
        onClose={() => setDrawer(false)}
        value={filter}
        onApply={(f) => {
          changeList({ filter: encodeFilter(f) });
          setDrawer(false);
        }}
      />
    </Stack>
  );
}
