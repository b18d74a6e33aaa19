import { useQuery } from '@tanstack/react-query';
import type { EventInfo } from '@crm/contracts';
import { apiGet } from '../../lib/api';

/** GET /api/event/info?eventId: the event with its event inventories. */
export function useEventInfo(eventId: number | undefined) {
  return useQuery({
    queryKey: ['events', 'info', eventId],
    queryFn: () => apiGet<EventInfo>('/event/info', { eventId }),
    enabled: !!eventId,
  });
}
