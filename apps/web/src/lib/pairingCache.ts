import type { QueryClient } from '@tanstack/react-query';

/**
 * Refetches everything a pairing change touches (an assignment, a stage, call notes, a collaboration, a
 * repository's assignment to events): every assign tab (or one event inventory's, with `eiId`), the event
 * inventory, the brands' lists and pages, the inventories, the dashboard and the events. Shared by every
 * feature that changes pairings; the query keys are the features' own.
 */
export function invalidatePairings(qc: QueryClient, eiId?: number) {
  void qc.invalidateQueries({ queryKey: eiId ? ['assign', eiId] : ['assign'] });
  void qc.invalidateQueries({ queryKey: eiId ? ['eventInventory', eiId] : ['eventInventory'] });
  void qc.invalidateQueries({ queryKey: ['brands'] });
  void qc.invalidateQueries({ queryKey: ['inventories'] });
  void qc.invalidateQueries({ queryKey: ['dashboard'] });
  void qc.invalidateQueries({ queryKey: ['events'] });
}
