import { Paper, Text } from '@mantine/core';
import type { BrandSummary } from '@crm/contracts';
import { customValueText } from '../../customFields';
import { DiscardMyBrand } from '../DiscardMyBrand';
import { MyOffloadedBrands } from '../MyOffloadedBrands';
import { BrandTable, type BrandTableExtra } from './BrandTable';
import { NoBrands } from './NoBrands';
import type { BrandListColumns } from './useBrandListColumns';
import type { BrandListQuery } from './useBrandListQuery';
import type { BrandListState } from './useBrandListState';

/** The columns after the preset's: the ticked custom fields' values, then Discard on Your Brands. */
function extrasOf({ custom, discards }: BrandListColumns): BrandTableExtra<BrandSummary>[] {
  const fields = custom.fields.map((f) => ({
    key: `cf:${f.id}`,
    label: f.label,
    cell: (b: BrandSummary) => (
      <Text size="sm">{customValueText(f, b.customFields?.[String(f.id)])}</Text>
    ),
  }));
  const discard = { key: 'discard', cell: (b: BrandSummary) => <DiscardMyBrand brand={b} /> };
  return discards ? [...fields, discard] : fields;
}

/**
 * The shown brand list: Your Brands' Offloaded view, or the page of brands (dimmed while a new page
 * loads) with its empty state when none is listed.
 */
export function BrandsListBody({
  s,
  cols,
  list,
}: {
  s: BrandListState;
  cols: BrandListColumns;
  list: BrandListQuery;
}) {
  if (s.offloadedView)
    return (
      <MyOffloadedBrands
        request={{
          searchFor: s.searchFor,
          filters: s.filters,
          sortBy: s.listSort,
          pageNo: s.pageNo,
        }}
        onPage={s.setPage}
      />
    );
  const brands = list.data?.brands;
  return (
    <Paper withBorder radius="md" style={{ opacity: list.isFetching && !list.isLoading ? 0.7 : 1 }}>
      {!list.isLoading && brands && brands.length === 0 ? (
        <NoBrands
          filtered={!!s.searchFor || s.active > 0}
          title={s.mainTab === 'MY_BRANDS' ? 'You own no brands yet' : 'No brands yet'}
        />
      ) : (
        <BrandTable
          rows={brands}
          columns={cols.columns}
          extras={extrasOf(cols)}
          query={list}
          sort={s.sort}
          onSort={s.setSort}
          testId="brands-table"
          rowTestId="brand-row-"
          minWidth={960}
        />
      )}
    </Paper>
  );
}
