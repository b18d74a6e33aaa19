import {
  keepPreviousData,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { cacheFamilies, inventoryRoutes, pairingRoutes, type EventStatus } from '@crm/contracts';
import { callRoute, recordReads, useApi } from '../../lib/useApi';

type ListQuery = {
  pageNo: number;
  count?: number;
  searchFor: string;
  eventStatus: EventStatus;
  sharedWithMe?: boolean;
};

/** Refetches every read of one event inventory: the eventInventory family's keys are ['eventInventory', eiId, …]. */
export const refreshEventInventory = (qc: QueryClient, eiId: number) =>
  qc.invalidateQueries(recordReads(cacheFamilies.eventInventory, eiId));

/** GET /api/inventory/all: inventories with UPCOMING/PREVIOUS counts (30 a page). */
export function useInventoryList(q: ListQuery) {
  return useApi(inventoryRoutes.list, q, { placeholderData: keepPreviousData });
}

/** GET /api/inventory?id: one inventory. */
export function useInventory(id: number | undefined) {
  return useApi(inventoryRoutes.info, id ? { id } : undefined);
}

/** PATCH /api/inventory {id, isArchived}: answers the spec's toast text. */
export function useArchiveInventory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: { id: number; isArchived: boolean }) => callRoute(inventoryRoutes.archive, b),
    onSuccess: () => qc.invalidateQueries({ queryKey: cacheFamilies.inventories }),
  });
}

/** GET /api/inventory/events?inventoryId: events of one inventory. */
export function useInventoryEvents(inventoryId: number | undefined, q: ListQuery) {
  return useApi(inventoryRoutes.events, inventoryId ? { inventoryId, ...q } : undefined, {
    placeholderData: keepPreviousData,
  });
}

/** Which event-inventory list: the caller's as PO, as BO, as SME, or all (50 a page). */
export type MyInventoriesKind = 'for-po' | 'for-bo' | 'for-sme' | 'all';
const myInventoriesRoutes = {
  'for-po': inventoryRoutes.forPo,
  'for-bo': inventoryRoutes.forBo,
  'for-sme': inventoryRoutes.forSme,
  all: inventoryRoutes.all,
};

/** GET /api/inventory/events/list/{for-po|for-bo|for-sme|all} (for-bo with sharedWithMe: those with pairings shared with the user). */
export function useMyInventories(kind: MyInventoriesKind, q: ListQuery) {
  return useApi(myInventoriesRoutes[kind], q, { placeholderData: keepPreviousData });
}

/** GET /api/event/inventory?eiId: the event inventory detail. */
export function useEventInventory(eiId: number | undefined) {
  return useApi(inventoryRoutes.detail, eiId ? { eiId } : undefined);
}

/** Fields editable on an event inventory: sales target (crore), property count, notes. */
export type EventInventoryUpdate = {
  eiId: number;
  salesTarget?: number | null;
  propertyCount?: number;
  notes?: string | null;
};

/** PATCH /api/event/inventory: 'Inventory updated successfully'. */
export function useUpdateEventInventory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: EventInventoryUpdate) => callRoute(inventoryRoutes.update, b),
    onSuccess: (_d, b) => {
      void refreshEventInventory(qc, b.eiId);
      void qc.invalidateQueries({ queryKey: cacheFamilies.inventories });
      void qc.invalidateQueries({ queryKey: cacheFamilies.dashboard });
    },
  });
}

/** GET /api/event/inventory/history?eiId&pageNo (15 a page). */
export function useEventInventoryHistory(eiId: number | undefined, pageNo: number) {
  return useApi(pairingRoutes.eiHistory, eiId ? { eiId, pageNo } : undefined, {
    placeholderData: keepPreviousData,
  });
}
