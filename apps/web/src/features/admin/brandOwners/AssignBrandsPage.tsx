import { useMemo, useState } from 'react';
import { Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import {
  activeFilterCount,
  BRAND_SORT_FIELDS,
  PAGE_GATES,
  visibleColumns,
  type BrandFilter,
} from '@crm/contracts';
import { ColumnsMenu } from '../../../components/ColumnsMenu';
import { EmptyState } from '../../../components/EmptyState';
import { Pager } from '../../../components/Pager';
import { SearchBox } from '../../../components/SearchBox';
import { useTableColumnSettings } from '../../../lib/columnsSettings';
import { RoleGate } from '../../../components/RoleGate';
import { patchParams } from '../../../lib/urlParams';
import { hasAnyRole } from '../../../lib/user';
import { useToastOnError } from '../../../lib/useToastOnError';
import { FilterChips, FilterDrawer, decodeFilter, encodeFilter, useBrandList } from '../../brands';
import { BrandPickTable } from './BrandPickTable';
import { MovePanel, type MoveTarget } from './MovePanel';
import { FilterButton } from '../../../components/FilterButton';

const PRESET = 'assignBrandsToUser';
type SortField = (typeof BRAND_SORT_FIELDS)[number];

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
  const [params, setParams] = useSearchParams();
  const update = patchParams(setParams);
  const searchFor = params.get('searchFor') ?? '';
  const pageNo = Math.max(1, Number(params.get('pageNo')) || 1);
  const filterParam = params.get('filter');
  const filter = useMemo(() => decodeFilter(filterParam), [filterParam]);
  const sortField = params.get('sortField') ?? '';
  const sort = {
    field: ((BRAND_SORT_FIELDS as readonly string[]).includes(sortField)
      ? sortField
      : 'brandName') as SortField,
    order: params.get('sortOrder') === 'DESC' ? ('DESC' as const) : ('ASC' as const),
  };
  const [drawer, setDrawer] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const { settings, setPreset } = useTableColumnSettings();
  const columns = visibleColumns(PRESET, settings[PRESET]);
  const filters = filter as BrandFilter;
  const list = useBrandList({ mainTab: 'ALL_BRANDS', searchFor, pageNo, sortBy: sort, filters });
  useToastOnError(list.error);

  const total = list.data?.totalNoOfEntries ?? 0;
  const picked = allMatching ? total : selected.size;
  const resetPick = () => {
    setSelected(new Set());
    setAllMatching(false);
  };
  const target: MoveTarget = allMatching
    ? { filter: { mainTab: 'ALL_BRANDS', searchFor, filters } }
    : { brandIds: [...selected] };
  const toggle = (ids: number[], on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
      return next;
    });
  const changeList = (patch: Record<string, string | null>) => {
    resetPick();
    update({ ...patch, pageNo: null });
  };
  const active = activeFilterCount(filter);

  return (
    <Stack gap="md" p="md">
      <Title order={2}>Assign brands to users</Title>
      <Group justify="space-between">
        <Group gap="sm">
          <SearchBox
            value={searchFor}
            onSearch={(v) => changeList({ searchFor: v })}
            placeholder="Search brands"
          />
          <FilterButton active={active} onClick={() => setDrawer(true)} />
          <Switch
            label={`All matching (${total})`}
            checked={allMatching}
            onChange={(e) => setAllMatching(e.currentTarget.checked)}
            data-testid="all-matching"
          />
        </Group>
        <ColumnsMenu
          preset={PRESET}
          setting={settings[PRESET]}
          onChange={(s) => setPreset(PRESET, s)}
        />
      </Group>
      <FilterChips
        filter={filter}
        totals={{}}
        onChange={(f) => changeList({ filter: encodeFilter(f) })}
      />
      <MovePanel picked={picked} target={target} onMoved={resetPick} />
      <Paper withBorder radius="md">
        {list.data && !list.data.brands.length ? (
          <EmptyState title="No brands match your search or filters" />
        ) : (
          <BrandPickTable
            brands={list.data?.brands}
            columns={columns}
            selected={selected}
            allMatching={allMatching}
            onToggle={toggle}
            sort={sort}
            onSort={(s) => update({ sortField: s.field, sortOrder: s.order, pageNo: null })}
          />
        )}
      </Paper>
      {list.data && <Pager page={list.data} onChange={(p) => update({ pageNo: String(p) })} />}
      <Text size="sm" c="dimmed" data-testid="picked-count">
        {picked} of {total} brands picked
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
