import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  BRAND_FILTER_SORT_FIELDS,
  BRAND_SORT_FIELDS,
  type AdminBrandListRequest,
  type BrandFilter,
  type BrandFilterInput,
} from '@crm/contracts';
import { patchParams } from '../../../lib/urlParams';
import { decodeFilter } from '../../brands';
import type { AdminBrandsTab } from './queries';

type SortField = (typeof BRAND_FILTER_SORT_FIELDS)[number];
type ListSortField = (typeof BRAND_SORT_FIELDS)[number];

/**
 * The /admin/brands view kept in the URL: tab, search, page, sort and the brand filter; and the list
 * request it makes (the list's own sort fields go in sortBy, the extra ones in the filter's sortBy).
 */
export function useAdminBrandsView() {
  const [params, setParams] = useSearchParams();
  const tab: AdminBrandsTab = params.get('tab') === 'OFFLOADED' ? 'OFFLOADED' : 'CURRENT';
  const searchFor = params.get('searchFor') ?? '';
  const pageNo = Math.max(1, Number(params.get('pageNo')) || 1);
  const filterParam = params.get('filter');
  const filter: BrandFilterInput = useMemo(() => decodeFilter(filterParam), [filterParam]);
  const rawSort = params.get('sortField') ?? '';
  const sort = {
    field: ((BRAND_FILTER_SORT_FIELDS as readonly string[]).includes(rawSort)
      ? rawSort
      : 'brandName') as SortField,
    order: params.get('sortOrder') === 'DESC' ? ('DESC' as const) : ('ASC' as const),
  };
  const listSort = (BRAND_SORT_FIELDS as readonly string[]).includes(sort.field)
    ? { field: sort.field as ListSortField, order: sort.order }
    : undefined;
  const filters = (listSort ? filter : { ...filter, sortBy: sort }) as BrandFilter;
  const request: AdminBrandListRequest = {
    searchFor,
    pageNo,
    sortBy: listSort ?? { field: 'brandName', order: 'ASC' },
    filters,
  };
  return { tab, searchFor, filter, filters, sort, request, update: patchParams(setParams) };
}
