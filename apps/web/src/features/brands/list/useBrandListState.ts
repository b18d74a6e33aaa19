import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  activeFilterCount,
  BRAND_FILTER_SORT_FIELDS,
  BRAND_MAIN_TABS,
  BRAND_SORT_FIELDS,
  myBrandsView,
  type BrandFilter,
  type BrandFilterInput,
  type BrandFilterSortField,
  type MY_BRANDS_VIEWS,
} from '@crm/contracts';
import { currentUser, hasAnyRole } from '../../../lib/user';
import { patchParams } from '../../../lib/urlParams';
import { encodeFilter, decodeFilter } from '../FilterState';

/** The brands page's tabs: Your Brands and All Brands. */
export type MainTab = (typeof BRAND_MAIN_TABS)[number];
/** Your Brands' views: Current and Offloaded. */
export type MyBrands = (typeof MY_BRANDS_VIEWS)[number];
/** The brands list's order: any brand-filter sort field and its direction. */
type BrandListSort = { field: BrandFilterSortField; order: 'ASC' | 'DESC' };
type ListSortField = (typeof BRAND_SORT_FIELDS)[number];

/** The `mainTab` of the URL, else Your Brands for BO users and All Brands for the others. */
function mainTabOf(raw: string | null): MainTab {
  if (raw === 'MY_BRANDS' || raw === 'ALL_BRANDS') return raw;
  return hasAnyRole(currentUser(), 'BO') ? 'MY_BRANDS' : 'ALL_BRANDS';
}

/** The `sortField` and `sortOrder` of the URL; brand name A–Z when absent or unknown. */
function sortOf(params: URLSearchParams): BrandListSort {
  const field = params.get('sortField') ?? '';
  return {
    field: (BRAND_FILTER_SORT_FIELDS as readonly string[]).includes(field)
      ? (field as BrandFilterSortField)
      : 'brandName',
    order: params.get('sortOrder') === 'DESC' ? 'DESC' : 'ASC',
  };
}

/**
 * The brands list's state kept in the URL (spec 001 §5, §9): `mainTab`, `myBrands` (Your Brands'
 * Offloaded view), `searchFor`, `pageNo`, `sortField`/`sortOrder` and the brand `filter`; and its
 * setters, each but the page's starting again from page 1. The list's own sort fields go in the
 * request's sortBy (`listSort`); the extra ones ride in the filter's sortBy (`filters`).
 */
export function useBrandListState() {
  const [params, setParams] = useSearchParams();
  const mainTab = mainTabOf(params.get('mainTab'));
  const myBrands: MyBrands =
    mainTab === 'MY_BRANDS' ? myBrandsView(params.get('myBrands')) : 'CURRENT';
  const searchFor = params.get('searchFor') ?? '';
  const pageNo = Math.max(1, Number(params.get('pageNo')) || 1);
  const sort = sortOf(params);
  const filterParam = params.get('filter');
  const filter = useMemo(() => decodeFilter(filterParam), [filterParam]);
  const listSort = (BRAND_SORT_FIELDS as readonly string[]).includes(sort.field)
    ? (sort as { field: ListSortField; order: 'ASC' | 'DESC' })
    : undefined;
  const filters = (listSort ? filter : { ...filter, sortBy: sort }) as BrandFilter;

  const update = patchParams(setParams);
  return {
    mainTab,
    myBrands,
    offloadedView: myBrands === 'OFFLOADED',
    searchFor,
    pageNo,
    sort,
    listSort,
    filter,
    filters,
    /** The number of active filters (the Filters button's count). */
    active: activeFilterCount(filter),
    setTab: (t: string) => update({ mainTab: t, pageNo: null, myBrands: null }),
    setMyBrands: (v: string) => update({ myBrands: v === 'OFFLOADED' ? v : null, pageNo: null }),
    setSearch: (v: string) => update({ searchFor: v, pageNo: null }),
    setSort: (s: { field: string; order: string }) =>
      update({ sortField: s.field, sortOrder: s.order, pageNo: null }),
    setFilter: (f: BrandFilterInput) => update({ filter: encodeFilter(f), pageNo: null }),
    setPage: (p: number) => update({ pageNo: String(p) }),
  };
}

/** The brands list's URL state and setters (useBrandListState). */
export type BrandListState = ReturnType<typeof useBrandListState>;
