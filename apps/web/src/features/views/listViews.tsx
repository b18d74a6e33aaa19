import { useSearchParams } from 'react-router';
import {
  type BrandFilterInput,
  type BrandFilterSortField,
  type ColumnPresetId,
  type PresetSetting,
  type SavedViewStateInput,
  type TaskTab,
} from '@crm/contracts';
import { useTableColumnSettings } from '../../lib/columnsSettings';
import { encodeFilter } from '../brands/FilterState';
import { TAB_PRESETS } from '../pairings/assign/assignOptions';
import type { AssignFilterState } from '../pairings/assign/useAssignFilters';
import { encodeTaskFilter, type TaskFilters } from '../tasks/list/taskFilter';
import type { TaskCategory } from '../tasks/taskUrl';
import { SavedViewsMenu } from './SavedViewsMenu';

const anyParam = (params: URLSearchParams, keys: string[]) => keys.some((k) => params.has(k));

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

/** The task list's saved views (`?view=<id>`): tab, category, status, search and the task filter, all in the URL. */
export function TaskSavedViews({
  state,
}: {
  state: {
    tab: TaskTab;
    taskType: TaskCategory;
    taskStatus: 'OPEN' | 'CLOSED';
    searchFor: string;
    filter: TaskFilters;
  };
}) {
  const [params] = useSearchParams();
  return (
    <SavedViewsMenu
      adapter={{
        list: 'TASKS',
        param: 'view',
        current: {
          tab: state.tab,
          category: state.taskType,
          status: state.taskStatus,
          searchFor: state.searchFor,
          filters: state.filter,
        },
        urlHoldsState: anyParam(params, ['tab', 'taskType', 'taskStatus', 'searchFor', 'filter']),
        apply: (s) => ({
          tab: s.tab === 'ALL' ? null : s.tab,
          taskType: s.category === 'ALL' ? null : s.category,
          taskStatus: s.status === 'OPEN' ? null : s.status,
          searchFor: s.searchFor || null,
          filter: encodeTaskFilter(s.filters),
        }),
      }}
    />
  );
}

/**
 * The assign page's saved views (`?savedView=<id>`, as `view` there is the Assigned tab's 'Shared with
 * me'): the tab, the Assigned tab's view, the filters, sort and the tab's columns. The filters live in
 * the page, so a view in the URL is applied on every load unless a link brings its own filter.
 */
export function AssignSavedViews({ f }: { f: AssignFilterState }) {
  const [params] = useSearchParams();
  const { settings, setPreset } = useTableColumnSettings();
  const preset: ColumnPresetId = TAB_PRESETS[f.tab];
  const current: SavedViewStateInput<'ASSIGN'> = {
    tab: f.tab,
    sharedWithMe: f.sharedWithMe,
    filters: f.filters,
    sortBy: f.sortBy,
    columns: settings[preset],
  };
  return (
    <SavedViewsMenu
      adapter={{
        list: 'ASSIGN',
        param: 'savedView',
        current,
        urlHoldsState: anyParam(params, ['brandOwnerId', 'stageTab']),
        apply: (s) => {
          f.setSearchFor(s.filters.searchFor);
          f.setIndustryIds(s.filters.industryIds.map(String));
          f.setOwnerIds(s.filters.brandOwnerIds.map(String));
          f.setStages(s.tab === 'ASSIGNED' ? s.filters.stages : []);
          f.setSortValue(`${s.sortBy.field}:${s.sortBy.order}`);
          if (s.columns) setPreset(TAB_PRESETS[s.tab], s.columns);
          return { tab: s.tab, view: s.tab === 'ASSIGNED' && s.sharedWithMe ? 'shared' : null };
        },
      }}
    />
  );
}
