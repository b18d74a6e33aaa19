import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type {
  CaseStudyAddRequest,
  CaseStudyListResult,
  DeckListResult,
  DeckSaveRequest,
  DeckSaveResult,
  DeckViewStatusResult,
  EiSmeRequest,
  EiSmeResult,
  InventoryDetailsRequest,
  InventoryEventsAddRequest,
  InventoryEventsAddResult,
  PeopleListResult,
} from '@crm/contracts';
import { CASE_STUDIES_PAGE_SIZE } from '@crm/contracts';
import { api, apiGet, apiPost } from '../../lib/api';

/**
 * Query hooks of the inventories admin: decks, SMEs, blocked industries, case studies,
 * pending reminders and inventory details. Every mutation answers the server's toast text.
 */

type Message = { message: string };

/** GET /api/event/inventory/deck?eiId: every deck version with the caller's view status. */
export function useDecks(eiId: number | undefined) {
  return useQuery({
    queryKey: ['event-inventory', eiId, 'decks'],
    queryFn: () => apiGet<DeckListResult>('/event/inventory/deck', { eiId }),
    enabled: !!eiId,
  });
}

/** POST /api/event/inventory/deck: a new version (fileId) or a rename (deckId, deckName). */
export function useSaveDeck() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: DeckSaveRequest) => apiPost<DeckSaveResult>('/event/inventory/deck', b),
    onSuccess: (_d, b) => qc.invalidateQueries({ queryKey: ['event-inventory', b.eiId] }),
  });
}

/** POST /api/event/inventory/deck/view {deckIds}: marks decks viewed by the caller. */
export function useMarkDecksViewed(eiId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (deckIds: number[]) =>
      apiPost<DeckViewStatusResult>('/event/inventory/deck/view', { deckIds }),
    onSuccess: (r) =>
      qc.setQueryData<DeckListResult>(['event-inventory', eiId, 'decks'], (old) =>
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
  return useQuery({
    queryKey: ['event-inventory', eiId, 'smes'],
    queryFn: () => apiGet<EiSmeResult>('/event/inventory/sme', { eiId }),
    enabled: !!eiId,
  });
}

/** PATCH /api/admin/event/inventory/sme (admin). */
export function useSetEiSmes() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: EiSmeRequest) => api<Message>('PATCH', '/admin/event/inventory/sme', b),
    onSuccess: (_d, b) => qc.invalidateQueries({ queryKey: ['event-inventory', b.eiId] }),
  });
}

/** PATCH /api/event/inventory/blocked-industries (the event inventory's POs and admins). */
export function useSetBlockedIndustries() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: { eiId: number; industryIds: number[] }) =>
      api<Message>('PATCH', '/event/inventory/blocked-industries', b),
    onSuccess: (_d, b) => qc.invalidateQueries({ queryKey: ['event-inventory', b.eiId] }),
  });
}

/** Active colleagues matching a search, as select options (POST /api/user/all/v2, 20 at a time). */
export function useActiveUserOptions(searchFor: string) {
  const q = useQuery({
    queryKey: ['people', 'active-options', searchFor],
    queryFn: () => apiPost<PeopleListResult>('/user/all/v2', { searchFor, count: 20 }),
    staleTime: 60_000,
  });
  const found = useMemo(
    () => (q.data?.users ?? []).map((u) => ({ value: String(u.userId), label: u.userName })),
    [q.data],
  );
  return { found, isFetching: q.isFetching };
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
    }) => apiPost<Message & { notified: number }>(`/admin/inventory/${kind}/notify`, { eiId }),
  });
}

/** GET /api/inventory/case-study?id&pageNo&count 50&searchFor. */
export function useCaseStudies(inventoryId: number | undefined, pageNo: number, searchFor: string) {
  return useQuery({
    queryKey: ['inventories', 'case-studies', inventoryId, pageNo, searchFor],
    queryFn: () =>
      apiGet<CaseStudyListResult>('/inventory/case-study', {
        id: inventoryId,
        pageNo,
        count: CASE_STUDIES_PAGE_SIZE,
        searchFor,
      }),
    enabled: !!inventoryId,
    placeholderData: keepPreviousData,
  });
}

/** Case-study writes: add (admin), remove and restore (admin), request (anyone). All refresh the list. */
export function useCaseStudyActions() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: ['inventories', 'case-studies'] });
  return {
    add: useMutation({
      mutationFn: (b: CaseStudyAddRequest) => apiPost<Message>('/admin/inventory/case-study', b),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiPost<Message>('/admin/inventory/case-study/removal', { id }),
      onSuccess: refresh,
    }),
    restore: useMutation({
      mutationFn: (id: number) =>
        apiPost<Message>('/admin/inventory/case-study/restoration', { id }),
      onSuccess: refresh,
    }),
    request: useMutation({
      mutationFn: (inventoryId: number) =>
        apiPost<Message>('/inventory/case-study/request', { id: inventoryId }),
      onSuccess: refresh,
    }),
  };
}

/** PATCH /api/admin/inventories/details (admin): colour, description, image. */
export function useUpdateInventoryDetails() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: InventoryDetailsRequest) =>
      api<Message>('PATCH', '/admin/inventories/details', b),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['inventories'] }),
  });
}

/** POST /api/admin/inventory/events (admin): offer the inventory at events. */
export function useAddInventoryEvents() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: InventoryEventsAddRequest) =>
      apiPost<InventoryEventsAddResult>('/admin/inventory/events', b),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['inventories'] }),
  });
}
