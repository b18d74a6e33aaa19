import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ASSIGN_TABS, STAGES, type AssignTab, type Stage } from '@crm/contracts';
import { patchParams } from '../../../lib/urlParams';
import type { AssignSort } from '../queries';
import { DEFAULT_SORT, isTab, TAB_ACTIONS, VIEW_TITLES } from './assignOptions';

/**
 * What the assign page lists (spec 001 §4/§6): the tab and the Assigned view (`tab`, `view=shared` in
 * the URL), the search, industry, brand owner and stage filters, the sort and the page number. A user
 * without a pipeline (`sharedOnly`) sees the Assigned tab alone. A new tab, filter, sort or view
 * (`listScope`) starts from page 1; leaving the Assigned tab drops the stage filter. A link may open it
 * filtered (spec 001 §2): `brandOwnerId` picks that brand owner, `stageTab` that stage on the Assigned tab.
 */
export function useAssignFilters(sharedOnly: boolean) {
  const [params, setParams] = useSearchParams();
  const setUrl = patchParams(setParams);
  const urlTab = params.get('tab');
  const tab: AssignTab = sharedOnly ? 'ASSIGNED' : isTab(urlTab) ? urlTab : 'UNASSIGNED';
  const sharedWithMe = tab === 'ASSIGNED' && params.get('view') === 'shared';
  const tabs: readonly AssignTab[] = sharedOnly ? ['ASSIGNED'] : ASSIGN_TABS;
  const [searchFor, setSearchFor] = useState('');
  const [industryIds, setIndustryIds] = useState<string[]>([]);
  const [ownerIds, setOwnerIds] = useState<string[]>(() => {
    const id = Number(params.get('brandOwnerId'));
    return Number.isInteger(id) && id > 0 ? [String(id)] : [];
  });
  const [stages, setStages] = useState<Stage[]>(() => {
    const stage = STAGES.find((s) => s === params.get('stageTab'));
    return tab === 'ASSIGNED' && stage ? [stage] : [];
  });
  const [sortValue, setSortValue] = useState(DEFAULT_SORT);
  const [pageNo, setPageNo] = useState(1);

  const filters = useMemo(
    () => ({
      searchFor,
      industryIds: industryIds.map(Number),
      brandOwnerIds: ownerIds.map(Number),
      stages,
    }),
    [searchFor, industryIds, ownerIds, stages],
  );
  const sortBy = useMemo<AssignSort>(() => {
    const [field, order] = sortValue.split(':') as [AssignSort['field'], AssignSort['order']];
    return { field: tab !== 'ASSIGNED' && field === 'stage' ? 'brandName' : field, order };
  }, [sortValue, tab]);
  const listScope = useMemo(
    () => ({ tab, filters, sortBy, sharedWithMe }),
    [tab, filters, sortBy, sharedWithMe],
  );
  useEffect(() => setPageNo(1), [listScope]);

  const setTab = (t: string | null) => {
    if (!isTab(t)) return;
    setUrl({ tab: t });
    if (t !== 'ASSIGNED') setStages([]);
  };
  const setView = (v: string) => setUrl({ view: v === 'shared' ? 'shared' : null });

  return {
    tab,
    /** The Assigned tab's title when reached from the older /mybrandassigned screen. */
    viewTitle: tab === 'ASSIGNED' ? VIEW_TITLES[params.get('viewType') ?? ''] : undefined,
    tabs,
    setTab,
    sharedWithMe,
    setView,
    /** The tab's status actions; none on shared pairings, which are theirs to work, not to discard. */
    statusActions: sharedOnly || sharedWithMe ? [] : TAB_ACTIONS[tab],
    searchFor,
    setSearchFor,
    industryIds,
    setIndustryIds,
    ownerIds,
    setOwnerIds,
    stages,
    setStages,
    sortValue,
    setSortValue,
    filtered: {
      any: !!(searchFor || industryIds.length || ownerIds.length || stages.length),
      search: !!searchFor,
    },
    filters,
    sortBy,
    pageNo,
    setPageNo,
    listScope,
  };
}

/** The assign page's list state and its setters (useAssignFilters). */
export type AssignFilterState = ReturnType<typeof useAssignFilters>;
