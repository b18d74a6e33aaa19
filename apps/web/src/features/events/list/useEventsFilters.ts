import { useSearchParams } from 'react-router';
import {
  EVENT_CATEGORIES,
  EVENT_PHASES,
  EVENT_SORT_FIELDS,
  PAGE_SIZES,
  type EventPhase,
  type eventRoutes,
  type RouteInput,
} from '@crm/contracts';
import { patchParams } from '../../../lib/urlParams';

type Category = (typeof EVENT_CATEGORIES)[number];
type SortField = (typeof EVENT_SORT_FIELDS)[number];

const pick = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  (list as readonly string[]).includes(v ?? '') ? (v as T) : undefined;

/**
 * The Events page's state, kept in the URL: phase tab (default UPCOMING), search, category, city
 * (id and its label), sort and page; `request` is the POST /event/list/v3 body (30 a page); `update`
 * patches the URL (a filter change goes back to page 1).
 */
export function useEventsFilters() {
  const [params, setParams] = useSearchParams();
  const phase: EventPhase = pick(EVENT_PHASES, params.get('phase')) ?? 'UPCOMING';
  const category = pick<Category>(EVENT_CATEGORIES, params.get('category'));
  const cityId = Number(params.get('cityId')) > 0 ? Number(params.get('cityId')) : undefined;
  const sortField = pick<SortField>(EVENT_SORT_FIELDS, params.get('sortField'));
  const sortOrder = pick(['ASC', 'DESC'] as const, params.get('sortOrder'));
  const searchFor = params.get('searchFor') ?? '';
  const pageNo = Math.max(1, Number(params.get('pageNo')) || 1);
  const request: RouteInput<typeof eventRoutes.list> = {
    phase,
    searchFor,
    category,
    cityId,
    sortField,
    sortOrder,
    pageNo,
    count: PAGE_SIZES.eventList,
  };
  const patch = patchParams(setParams);
  const update = (p: Record<string, string | null>) => patch({ pageNo: null, ...p });
  return {
    request,
    cityName: params.get('cityName'),
    pageNo,
    update,
    setPage: (p: number) => patch({ pageNo: p > 1 ? String(p) : null }),
  };
}
