import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { BRAND_SORT_FIELDS, type BrandFilter } from '@crm/contracts';
import { patchParams } from '../../../lib/urlParams';
import { useToastOnError } from '../../../lib/useToastOnError';
import { decodeFilter, useBrandList } from '../../brands';

type SortField = (typeof BRAND_SORT_FIELDS)[number];

/** The list's sort from the URL's sortField and sortOrder (brand name, ascending, unless valid ones are given). */
const sortOf = (params: URLSearchParams) => {
  const sortField = params.get('sortField') ?? '';
  return {
    field: ((BRAND_SORT_FIELDS as readonly string[]).includes(sortField)
      ? sortField
      : 'brandName') as SortField,
    order: params.get('sortOrder') === 'DESC' ? ('DESC' as const) : ('ASC' as const),
  };
};

/**
 * The brands of the assign page, all brands by the URL's searchFor, filter, sortField / sortOrder and
 * pageNo. `update` patches the URL.
 */
export function useAssignBrandsList() {
  const [params, setParams] = useSearchParams();
  const update = patchParams(setParams);
  const searchFor = params.get('searchFor') ?? '';
  const pageNo = Math.max(1, Number(params.get('pageNo')) || 1);
  const filterParam = params.get('filter');
  const filter = useMemo(() => decodeFilter(filterParam), [filterParam]);
  const sort = sortOf(params);
  const filters = filter as BrandFilter;
  const list = useBrandList({ mainTab: 'ALL_BRANDS', searchFor, pageNo, sortBy: sort, filters });
  useToastOnError(list.error);
  return {
    searchFor,
    filter,
    filters,
    sort,
    list,
    update,
    total: list.data?.totalNoOfEntries ?? 0,
  };
}
