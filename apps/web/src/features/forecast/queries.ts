import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cacheFamilies, forecastRoutes, type StageProbabilityUpdate } from '@crm/contracts';
import { apiKey, callRoute, useApi } from '../../lib/useApi';

/** GET /api/forecast/stage-probabilities: each open stage's win probability (percent). */
export const useStageProbabilities = () => useApi(forecastRoutes.probabilities, {});

/** GET /api/forecast/event-inventory: the event inventory's weighted forecast (crore); waits without `eiId` or when `enabled` is false. */
export const useEventInventoryForecast = (eiId: number | undefined, enabled = true) =>
  useApi(forecastRoutes.eventInventory, eiId ? { eiId } : undefined, { enabled });

/** GET /api/forecast/event: the event's weighted forecast (crore), the sum of its event inventories. */
export const useEventForecast = (eventId: number | undefined, enabled = true) =>
  useApi(forecastRoutes.event, eventId ? { eventId } : undefined, { enabled });

/** GET /api/forecast/dashboard: the caller's own (BO) and team (TO) forecasts; waits while `enabled` is false. */
export const useDashboardForecast = (enabled: boolean) =>
  useApi(forecastRoutes.dashboard, {}, { enabled });

/** PUT /api/forecast/stage-probabilities (admins): saves one stage's probability, then refreshes every forecast. */
export function useSetStageProbability() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (req: StageProbabilityUpdate) => callRoute(forecastRoutes.setProbability, req),
    onSuccess: (data) => {
      qc.setQueryData(apiKey(forecastRoutes.probabilities, {}), data);
      void qc.invalidateQueries({ queryKey: cacheFamilies.forecast });
      void qc.invalidateQueries({ queryKey: cacheFamilies.eventInventory });
      void qc.invalidateQueries({ queryKey: cacheFamilies.events });
      void qc.invalidateQueries({ queryKey: cacheFamilies.dashboard });
    },
  });
}
