import { useState } from 'react';
import { Group, Stack } from '@mantine/core';
import { Pager } from '../../components/Pager';
import { useBrandsViewPending } from './BrandsSavedViews';
import { FilterChips } from './FilterChips';
import { FilterDrawer } from './FilterDrawer';
import { BrandsActions } from './list/BrandsActions';
import { BrandsListBody } from './list/BrandsListBody';
import { BrandsModals } from './list/BrandsModals';
import { BrandsSearchBar } from './list/BrandsSearchBar';
import { BrandsTabs } from './list/BrandsTabs';
import { useBrandListColumns } from './list/useBrandListColumns';
import { useBrandListQuery } from './list/useBrandListQuery';
import { useBrandListState } from './list/useBrandListState';
import { useFilterTotals } from './list/useFilterTotals';

/**
 * /brands?mainTab&myBrands&filter (spec 000 §2.1, 001 §5, §9): Your Brands (Current or Offloaded) / All
 * Brands (BO users default to Your Brands), search, sort, the Filters drawer with the active-filter
 * count and chips (the filter lives in the URL), a Columns menu kept per user, saved views and Export
 * (CSV, XLSX) of the shown list, and Import (ADMIN, PO, BO). Only the shown list is read; a saved-view
 * link or the default view reads it once the view is applied.
 */
export default function BrandsPage() {
  const s = useBrandListState();
  const viewPending = useBrandsViewPending();
  const [drawer, setDrawer] = useState(false);
  const [importing, setImporting] = useState(false);
  const [creating, setCreating] = useState(false);
  const cols = useBrandListColumns(s);
  const totals = useFilterTotals(s.active > 0 || drawer);
  const list = useBrandListQuery(s, !s.offloadedView && !viewPending);

  return (
    <Stack gap="md" p="md">
      <BrandsTabs s={s} />
      <Group justify="space-between">
        <BrandsSearchBar s={s} onFilters={() => setDrawer(true)} />
        <BrandsActions
          s={s}
          cols={cols}
          list={list}
          onCreate={() => setCreating(true)}
          onImport={() => setImporting(true)}
        />
      </Group>
      <FilterChips filter={s.filter} totals={totals} onChange={s.setFilter} />
      <BrandsListBody s={s} cols={cols} list={list} />
      {list.data && !s.offloadedView && <Pager page={list.data} onChange={s.setPage} />}
      <FilterDrawer
        opened={drawer}
        onClose={() => setDrawer(false)}
        value={s.filter}
        onApply={(f) => {
          s.setFilter(f);
          setDrawer(false);
        }}
      />
      <BrandsModals
        importing={importing}
        creating={creating}
        onCloseImport={() => setImporting(false)}
        onCloseCreate={() => setCreating(false)}
      />
    </Stack>
  );
}
