import { PAGE_SIZES } from '@crm/contracts';
import { useToastOnError } from '../../../lib/useToastOnError';
import { useBrandList } from '../queries';
import type { BrandListState } from './useBrandListState';

/**
 * The shown page of the brands list (POST /api/brand, spec 001 §5), read only when `enabled` (not on
 * Your Brands' Offloaded view, nor while a saved view is pending); a failed read is toasted.
 */
export function useBrandListQuery(s: BrandListState, enabled: boolean) {
  const list = useBrandList(
    {
      mainTab: s.mainTab,
      searchFor: s.searchFor,
      pageNo: s.pageNo,
      count: PAGE_SIZES.brands,
      sortBy: s.listSort ?? { field: 'brandName', order: 'ASC' },
      filters: s.filters,
    },
    enabled,
  );
  useToastOnError(list.error);
  return list;
}

/** The brands list's query (useBrandListQuery). */
export type BrandListQuery = ReturnType<typeof useBrandListQuery>;
