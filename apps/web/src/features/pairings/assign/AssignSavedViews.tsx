import { useSearchParams } from 'react-router';
import type { ColumnPresetId, SavedViewStateInput } from '@crm/contracts';
import { useTableColumnSettings } from '../../../lib/columnsSettings';
import { anyParam } from '../../../lib/urlParams';
import { SavedViewsMenu, useSavedViewPending } from '../../views';
import { TAB_PRESETS } from './assignOptions';
import type { AssignFilterState } from './useAssignFilters';

/** The URL keys of a link that opens the assign page filtered: with any of them a saved view is not applied over it. */
const STATE_KEYS = ['brandOwnerId', 'stageTab'];

/** Whether the assign page still waits for the saved view it opens with, a `?savedView=` link's or the default (useSavedViewPending): it reads no tab meanwhile. */
export function useAssignViewPending(): boolean {
  const [params] = useSearchParams();
  return useSavedViewPending('ASSIGN', 'savedView', anyParam(params, STATE_KEYS));
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
        urlHoldsState: anyParam(params, STATE_KEYS),
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
