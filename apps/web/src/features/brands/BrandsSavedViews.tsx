import { useSearchParams } from 'react-router';
import type {
  BrandFilterInput,
  BrandFilterSortField,
  MY_BRANDS_VIEWS,
  PresetSetting,
} from '@crm/contracts';
import { anyParam } from '../../lib/urlParams';
import { SavedViewsMenu, useSavedViewPending } from '../views';
import { encodeFilter } from './FilterState';

type MainTab = 'MY_BRANDS' | 'ALL_BRANDS';
type MyBrands = (typeof MY_BRANDS_VIEWS)[number];

/** The URL keys of the brands list's own state: with any of them a `view` link is not applied over it. */
const STATE_KEYS = ['mainTab', 'myBrands', 'searchFor', 'filter', 'sortField', 'sortOrder'];

/** Whether the brands page still waits for the saved view it opens with, a `?view=` link's or the default (useSavedViewPending): it lists nothing meanwhile. */
export function useBrandsViewPending(): boolean {
  const [params] = useSearchParams();
  return useSavedViewPending('BRANDS', 'view', anyParam(params, STATE_KEYS));
}

/**
 * The brands list's saved views (`?view=<id>`): tab and Your Brands' Current or Offloaded view, search,
 * filter, sort (all in the URL) and the shown list's columns (the user's column setting of its preset).
 */
export function BrandsSavedViews({
  state,
  setColumns,
}: {
  state: {
    mainTab: MainTab;
    myBrands: MyBrands;
    searchFor: string;
    filters: BrandFilterInput;
    sortBy: { field: BrandFilterSortField; order: 'ASC' | 'DESC' };
    columns: PresetSetting | undefined;
  };
  setColumns: (list: { mainTab: MainTab; myBrands: MyBrands }, columns: PresetSetting) => void;
}) {
  const [params] = useSearchParams();
  return (
    <SavedViewsMenu
      adapter={{
        list: 'BRANDS',
        param: 'view',
        current: state,
        urlHoldsState: anyParam(params, STATE_KEYS),
        apply: (s) => {
          if (s.columns) setColumns(s, s.columns);
          return {
            mainTab: s.mainTab,
            myBrands: s.mainTab === 'MY_BRANDS' && s.myBrands === 'OFFLOADED' ? s.myBrands : null,
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
