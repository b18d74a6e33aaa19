import { useSearchParams } from 'react-router';
import type { BrandFilterInput, BrandFilterSortField, PresetSetting } from '@crm/contracts';
import { anyParam } from '../../lib/urlParams';
import { SavedViewsMenu } from '../views/SavedViewsMenu';
import { encodeFilter } from './FilterState';

/**
 * The brands list's saved views (`?view=<id>`): tab, search, filter, sort (all in the URL) and the tab's
 * columns (the user's column setting of the tab's preset).
 */
export function BrandsSavedViews({
  state,
  setColumns,
}: {
  state: {
    mainTab: 'MY_BRANDS' | 'ALL_BRANDS';
    searchFor: string;
    filters: BrandFilterInput;
    sortBy: { field: BrandFilterSortField; order: 'ASC' | 'DESC' };
    columns: PresetSetting | undefined;
  };
  setColumns: (mainTab: 'MY_BRANDS' | 'ALL_BRANDS', columns: PresetSetting) => void;
}) {
  const [params] = useSearchParams();
  return (
    <SavedViewsMenu
      adapter={{
        list: 'BRANDS',
        param: 'view',
        current: state,
        urlHoldsState: anyParam(params, [
          'mainTab',
          'searchFor',
          'filter',
          'sortField',
          'sortOrder',
        ]),
        apply: (s) => {
          if (s.columns) setColumns(s.mainTab, s.columns);
          return {
            mainTab: s.mainTab,
            searchFor: s.searchFor || null,
            filter: encodeFilter(s.filters ?? {}),
            sortField: s.sortBy.field,
            sortOrder: s.sortBy.order,
            pageNo: null,
          };
        },
      }}
    />
  );
}
