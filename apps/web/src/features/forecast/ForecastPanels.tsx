import { useSessionUser } from '../../lib/sessionUser';
import { useToastOnError } from '../../lib/useToastOnError';
import { canRead } from '../../lib/user';
import { ForecastCard } from './ForecastCard';
import { useEventForecast, useEventInventoryForecast } from './queries';

/** /inventory/{eiId}: the event inventory's weighted forecast (issue 24 §3), for those who read deal values (PIPELINE). */
export function EventInventoryForecast({ eiId }: { eiId: number }) {
  const allowed = canRead(useSessionUser(), 'PIPELINE');
  const query = useEventInventoryForecast(eiId, allowed);
  useToastOnError(query.error);
  if (!allowed || query.error) return null;
  return <ForecastCard forecast={query.data} testId="ei-forecast" />;
}

/** /eventinfo/{eventId}: the event's weighted forecast, the sum of its event inventories (PIPELINE readers). */
export function EventForecast({ eventId }: { eventId: number }) {
  const allowed = canRead(useSessionUser(), 'PIPELINE');
  const query = useEventForecast(eventId, allowed);
  useToastOnError(query.error);
  if (!allowed || query.error) return null;
  return <ForecastCard forecast={query.data} testId="event-forecast" />;
}
