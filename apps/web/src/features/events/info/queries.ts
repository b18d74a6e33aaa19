import { useInfiniteQuery } from '@tanstack/react-query';
import { eventTeamRoutes, taskPickerRoutes, type RouteData } from '@crm/contracts';
import { usePagedOptions } from '../../../components/dropdown';
import { apiKey, callRoute, routeKey, useApi } from '../../../lib/useApi';
import { PICKER_PAGE_SIZE } from '../../../lib/pickerFetchers';
import { keepPreviousData } from '@tanstack/react-query';

/** The team list's filters: page, search and the team owner (TO) whose team to keep. */
export type TeamFilters = { pageNo: number; searchFor: string; toUserId?: number };

/** GET /api/event/team-members: one page (50) of who works the event, with their roles on it. */
export function useEventTeam(eventId: number, f: TeamFilters) {
  return useApi(
    eventTeamRoutes.teamMembers,
    { eventId, ...f },
    { placeholderData: keepPreviousData },
  );
}

const userItems = (p: RouteData<typeof taskPickerRoutes.users>) =>
  p.users.map((u) => ({ value: String(u.userId), label: u.userName }));

/**
 * GET /api/task/users?role=TO&searchFor&pageNo: the active team owners matching a search, searched
 * on the server, 10 a page, as options of the team list's TO filter.
 */
export function useTeamOwnerSearch(searchFor: string) {
  return usePagedOptions({
    key: routeKey(taskPickerRoutes.users, {
      role: 'TO',
      excludeSelf: false,
      count: PICKER_PAGE_SIZE,
    }),
    searchFor,
    fetchPage: (pageNo) =>
      callRoute(taskPickerRoutes.users, {
        role: 'TO',
        searchFor,
        excludeSelf: false,
        pageNo,
        count: PICKER_PAGE_SIZE,
      }),
    toItems: userItems,
  });
}

/**
 * GET /api/event/timeline or /event/my-timeline, 50 entries a page through the `before` cursor. It
 * refetches when the window regains focus; pairing mutations invalidate it (key family 'events').
 */
export function useEventTimeline(eventId: number, mine: boolean) {
  const def = mine ? eventTeamRoutes.myTimeline : eventTeamRoutes.timeline;
  return useInfiniteQuery({
    queryKey: apiKey(def, { eventId }),
    queryFn: ({ pageParam }) =>
      callRoute(def, pageParam ? { eventId, before: pageParam } : { eventId }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchOnWindowFocus: true,
  });
}

/** GET /api/event/inventory/team-members: one page (50) of who works one event inventory. */
export function useEiTeam(eiId: number, f: TeamFilters) {
  return useApi(
    eventTeamRoutes.eiTeamMembers,
    { eiId, ...f },
    { placeholderData: keepPreviousData },
  );
}

/** GET /api/event/inventory/brand-assigners: who assigned its brands, how many each, 50 a page. */
export function useBrandAssigners(eiId: number, pageNo: number) {
  return useApi(
    eventTeamRoutes.brandAssigners,
    { eiId, pageNo },
    { placeholderData: keepPreviousData },
  );
}

/** GET /api/brand/assign-counts/by-role: its brands assigned per role of who assigned them (ADMIN, PO, BO, TO). */
export function useAssignCountsByRole(eiId: number) {
  return useApi(eventTeamRoutes.assignCountsByRole, { eiId });
}

/** GET /api/inventory/events/overview: the inventory's events by phase, brands assigned, won value, stages. */
export function useInventoryEventsOverview(inventoryId: number) {
  return useApi(eventTeamRoutes.inventoryOverview, { inventoryId });
}
