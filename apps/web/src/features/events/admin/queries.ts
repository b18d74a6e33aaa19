import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cacheFamilies,
  DROPDOWN,
  eventAdminRoutes,
  taskPickerRoutes,
  type AdminEventsQuery,
  type EventCreateRequest,
  type EventUpdateRequest,
  type RouteData,
} from '@crm/contracts';
import { usePagedOptions } from '../../../components/dropdown';
import { callRoute, routeKey, useApi } from '../../../lib/useApi';

/** The events admin's reads and writes (spec 001 §7 Event API; admins only). */

/** GET /api/admin/events: a page of events (archived or not) by search, category, city and sort. */
export function useAdminEvents(q: AdminEventsQuery) {
  return useApi(eventAdminRoutes.list, q, { placeholderData: keepPreviousData });
}

/** GET /api/admin/event?eventId: the event as the form edits it (waits while `eventId` is null). */
export function useEventFormValues(eventId: number | null) {
  return useApi(eventAdminRoutes.get, eventId ? { eventId } : undefined);
}

/** GET /api/admin/event/history: the event's history, 15 a page, newest first. */
export function useEventHistory(eventId: number, pageNo: number) {
  return useApi(
    eventAdminRoutes.history,
    { eventId, pageNo },
    { placeholderData: keepPreviousData },
  );
}

/** Refetches every events admin read and the public event reads after a write. */
function useRefreshEvents() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: cacheFamilies.adminEvents });
    void qc.invalidateQueries({ queryKey: cacheFamilies.events });
  };
}

/** POST /api/admin/event (create) or PATCH /api/admin/event (edit, with eventId). Refusals reach the caller. */
export function useSaveEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (req: EventCreateRequest | EventUpdateRequest) =>
      'eventId' in req
        ? callRoute(eventAdminRoutes.update, req)
        : callRoute(eventAdminRoutes.create, req),
    onSuccess: refresh,
  });
}

/** POST /api/admin/event/archive {eventId, isArchived}. */
export function useArchiveEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (req: { eventId: number; isArchived: boolean }) =>
      callRoute(eventAdminRoutes.archive, req),
    onSuccess: refresh,
  });
}

const inventoryItems = (p: RouteData<typeof taskPickerRoutes.inventories>) =>
  p.inventories.map((i) => ({ value: String(i.id), label: i.name }));

/** GET /api/task/inventories: unarchived inventories by name, 10 a page, as select options. */
export function useInventoryOptions(searchFor: string) {
  return usePagedOptions({
    key: routeKey(taskPickerRoutes.inventories, { getSME: false, count: DROPDOWN.pageSize }),
    searchFor,
    fetchPage: (pageNo) =>
      callRoute(taskPickerRoutes.inventories, {
        searchFor,
        getSME: false,
        pageNo,
        count: DROPDOWN.pageSize,
      }),
    toItems: inventoryItems,
  });
}
