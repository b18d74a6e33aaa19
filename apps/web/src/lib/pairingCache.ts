import type { QueryClient } from '@tanstack/react-query';
import { cacheFamilies, pairingRoutes } from '@crm/contracts';
import { recordReads, routeKey } from './useApi';

/** Refetches the assign tabs' pages (every list read of the assign family): of one event inventory with `eiId`, else all. */
export function invalidateAssignTabs(qc: QueryClient, eiId?: number) {
  if (!eiId) return void qc.invalidateQueries({ queryKey: cacheFamilies.assign });
  for (const def of [pairingRoutes.assignedList, pairingRoutes.unassignedList])
    void qc.invalidateQueries({ queryKey: routeKey(def, { eiId }) });
}

/**
 * Refetches everything a pairing change touches (an assignment, a stage, call notes, a collaboration, a
 * repository's assignment to events): every assign tab (or one event inventory's, with `eiId`), the event
 * inventory (its reads are keyed ['eventInventory', eiId, …]), and the brands, inventories, dashboard and
 * events families. Shared by every feature that changes pairings; the keys are the catalogue's families.
 */
export function invalidatePairings(qc: QueryClient, eiId?: number) {
  invalidateAssignTabs(qc, eiId);
  void qc.invalidateQueries(recordReads(cacheFamilies.eventInventory, eiId || undefined));
  void qc.invalidateQueries({ queryKey: cacheFamilies.brands });
  void qc.invalidateQueries({ queryKey: cacheFamilies.inventories });
  void qc.invalidateQueries({ queryKey: cacheFamilies.dashboard });
  void qc.invalidateQueries({ queryKey: cacheFamilies.events });
}
