import { eventRoutes } from '@crm/contracts';
import { useApi } from '../../lib/useApi';

/** GET /api/event/info?eventId: the event with its event inventories. */
export function useEventInfo(eventId: number | undefined) {
  return useApi(eventRoutes.info, eventId ? { eventId } : undefined);
}
