import { keepPreviousData } from '@tanstack/react-query';
import { eventRoutes, type RouteInput } from '@crm/contracts';
import { useApi } from '../../lib/useApi';

/** GET /api/event/info?eventId: the event with its event inventories. */
export function useEventInfo(eventId: number | undefined) {
  return useApi(eventRoutes.info, eventId ? { eventId } : undefined);
}

/** POST /api/event/list/v3: one page of events with the caller's badges and the counts per phase; keeps the previous page while loading. */
export function useEventList(input: RouteInput<typeof eventRoutes.list>) {
  return useApi(eventRoutes.list, input, { placeholderData: keepPreviousData });
}

/** GET /api/event/inventories: one page of an event's event inventories; keeps the previous page while loading. */
export function useEventInventories(input: RouteInput<typeof eventRoutes.inventories> | undefined) {
  return useApi(eventRoutes.inventories, input, { placeholderData: keepPreviousData });
}
