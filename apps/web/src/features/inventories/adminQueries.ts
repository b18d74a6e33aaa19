import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cacheFamilies,
  CASE_STUDIES_PAGE_SIZE,
  inventoryAdminRoutes,
  type CaseStudyAddRequest,
  type DeckListResult,
  type DeckSaveRequest,
  type EiSmeRequest,
  type InventoryDetailsRequest,
  type InventoryEventsAddRequest,
} from '@crm/contracts';
import { apiKey, callRoute, routeKey, useApi } from '../../lib/useApi';
import { refreshEventInventory } from './queries';

/**
 * Query hooks of the inventories admin: decks, SMEs, blocked industries, case studies,
 * pending reminders and inventory details. Every mutation answers the server's toast text.
 */

/** GET /api/event/inventory/deck?eiId: every deck version with the caller's view status. */
export function useDecks(eiId: number | undefined) {
  return useApi(inventoryAdminRoutes.decks, eiId ? { eiId } : undefined);
}

/** POST /api/event/inventory/deck: a new version (fileId) or a rename (deckId, deckName). */
export function useSaveDeck() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: DeckSaveRequest) => callRoute(inventoryAdminRoutes.saveDeck, b),
    onSuccess: (_d, b) => refreshEventInventory(qc, Number(b.eiId)),
  });
}

/** POST /api/event/inventory/deck/view {deckIds}: marks decks viewed by the caller. */
export function useMarkDecksViewed(eiId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (deckIds: number[]) => callRoute(inventoryAdminRoutes.viewDecks, { deckIds }),
    onSuccess: (r) =>
      qc.setQueryData<DeckListResult>(apiKey(inventoryAdminRoutes.decks, { eiId }), (old) =>
        old
          ? {
              decks: old.decks.map((d) => ({
                ...d,
                ...r.decks.find((s) => s.deckId === d.deckId),
              })),
            }
          : old,
      ),
  });
}

/** GET /api/event/inventory/sme?eiId: SMEs of the event inventory's inventory and event. */
export function useEiSmes(eiId: number | undefined) {
  return useApi(inventoryAdminRoutes.eiSmes, eiId ? { eiId } : undefined);
}

/** PATCH /api/admin/event/inventory/sme (admin). */
export function useSetEiSmes() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: EiSmeRequest) => callRoute(inventoryAdminRoutes.setEiSmes, b),
    onSuccess: (_d, b) => refreshEventInventory(qc, Number(b.eiId)),
  });
}

/** PATCH /api/event/inventory/blocked-industries (the event inventory's POs and admins). */
export function useSetBlockedIndustries() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: { eiId: number; industryIds: number[] }) =>
      callRoute(inventoryAdminRoutes.setBlockedIndustries, b),
    onSuccess: (_d, b) => refreshEventInventory(qc, b.eiId),
  });
}

/** POST /api/admin/inventory/{brand-assignment-pending|deck-upload-pending}/notify {eiId} (admin). */
export function useNotifyPending() {
  return useMutation({
    mutationFn: ({
      eiId,
      kind,
    }: {
      eiId: number;
      kind: 'brand-assignment-pending' | 'deck-upload-pending';
    }) =>
      callRoute(
        kind === 'brand-assignment-pending'
          ? inventoryAdminRoutes.notifyBrandAssignmentPending
          : inventoryAdminRoutes.notifyDeckUploadPending,
        { eiId },
      ),
  });
}

/** GET /api/inventory/case-study?id&pageNo&count 50&searchFor. */
export function useCaseStudies(inventoryId: number | undefined, pageNo: number, searchFor: string) {
  return useApi(
    inventoryAdminRoutes.caseStudies,
    inventoryId ? { id: inventoryId, pageNo, count: CASE_STUDIES_PAGE_SIZE, searchFor } : undefined,
    { placeholderData: keepPreviousData },
  );
}

/** Case-study writes: add (admin), remove and restore (admin), request (anyone). All refresh the list. */
export function useCaseStudyActions() {
  const qc = useQueryClient();
  const refresh = () =>
    qc.invalidateQueries({ queryKey: routeKey(inventoryAdminRoutes.caseStudies) });
  return {
    add: useMutation({
      mutationFn: (b: CaseStudyAddRequest) => callRoute(inventoryAdminRoutes.addCaseStudy, b),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => callRoute(inventoryAdminRoutes.removeCaseStudy, { id }),
      onSuccess: refresh,
    }),
    restore: useMutation({
      mutationFn: (id: number) => callRoute(inventoryAdminRoutes.restoreCaseStudy, { id }),
      onSuccess: refresh,
    }),
    request: useMutation({
      mutationFn: (inventoryId: number) =>
        callRoute(inventoryAdminRoutes.requestCaseStudies, { id: inventoryId }),
      onSuccess: refresh,
    }),
  };
}

/** PATCH /api/admin/inventories/details (admin): colour, description, image. */
export function useUpdateInventoryDetails() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: InventoryDetailsRequest) => callRoute(inventoryAdminRoutes.updateDetails, b),
    onSuccess: () => qc.invalidateQueries({ queryKey: cacheFamilies.inventories }),
  });
}

/** POST /api/admin/inventory/events (admin): offer the inventory at events. */
export function useAddInventoryEvents() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: InventoryEventsAddRequest) => callRoute(inventoryAdminRoutes.addEvents, b),
    onSuccess: () => qc.invalidateQueries({ queryKey: cacheFamilies.inventories }),
  });
}
