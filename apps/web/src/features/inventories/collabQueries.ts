import {
  keepPreviousData,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { CollabRequestSortField, RouteData, SuggestionSortField } from '@crm/contracts';
import { cacheFamilies, collaborationRoutes, DROPDOWN } from '@crm/contracts';
import { usePagedOptions } from '../../components/dropdown';
import { callRoute, routeKey, useApi } from '../../lib/useApi';
import { invalidatePairings } from '../../lib/pairingCache';

/** A list sort: field and order. */
export type Sort<F extends string> = { field: F; order: 'ASC' | 'DESC' };
type PagedQuery<F extends string> = { eiId: number; pageNo: number; sort: Sort<F> };

/** Refetches the collaboration data of an event inventory: tab 2, the pairings' Collaborators windows, the pickers. */
export function refreshCollab(qc: QueryClient, eiId: number) {
  void qc.invalidateQueries({ queryKey: routeKey(collaborationRoutes.requests, { eiId }) });
  void qc.invalidateQueries({ queryKey: routeKey(collaborationRoutes.collaborators, { eiId }) });
  void qc.invalidateQueries({ queryKey: routeKey(collaborationRoutes.candidates, { eiId }) });
  void qc.invalidateQueries({ queryKey: routeKey(collaborationRoutes.brandSearch, { eiId }) });
}

/** Refetches the collaboration data of an event inventory and the notifications. */
function invalidateCollab(qc: QueryClient, eiId: number) {
  refreshCollab(qc, eiId);
  void qc.invalidateQueries({ queryKey: cacheFamilies.notifications });
}

/** GET /api/event/inventory/collab-requests: tab 2, requests the caller sent or received (all for PO/ADMIN), 20 a page. */
export function useCollabRequests({ eiId, pageNo, sort }: PagedQuery<CollabRequestSortField>) {
  return useApi(
    collaborationRoutes.requests,
    { eiId, pageNo, sortField: sort.field, sortOrder: sort.order },
    { placeholderData: keepPreviousData },
  );
}

/** GET /api/event/inventory/brand/collab-invitation?eiId&brandId: a pairing's collaborators (spec 001 §3 Collaborator) and whether the caller may invite. */
export function useCollaborators(eiId: number, brandId: number | null) {
  return useApi(collaborationRoutes.collaborators, brandId ? { eiId, brandId } : undefined);
}

const candidateItems = (p: RouteData<typeof collaborationRoutes.candidates>) =>
  p.users.map((u) => ({
    value: String(u.userId),
    label: u.verticalName ? `${u.userName} · ${u.verticalName}` : u.userName,
  }));

/**
 * GET /api/event/inventory/brand/collab-invitation/users: colleagues who may be invited to the pairing
 * (not the caller, none already invited), by name, 10 a page, as picker options.
 */
export function useCollabCandidateOptions(
  searchFor: string,
  { eiId, brandId }: { eiId: number; brandId: number },
) {
  return usePagedOptions({
    key: routeKey(collaborationRoutes.candidates, { eiId, brandId, count: DROPDOWN.pageSize }),
    searchFor,
    fetchPage: (pageNo) =>
      callRoute(collaborationRoutes.candidates, {
        eiId,
        brandId,
        searchFor,
        pageNo,
        count: DROPDOWN.pageSize,
      }),
    toItems: candidateItems,
  });
}

/** POST /api/event/inventory/brand/collab-invitation {eiId, brandId, add, remove}: invite and revoke; answers the spec's toast (001 §8). */
export function useChangeCollaborators() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: { eiId: number; brandId: number; add?: number[]; remove?: number[] }) =>
      callRoute(collaborationRoutes.changeCollaborators, b),
    onSettled: (_d, _e, b) => invalidateCollab(qc, b.eiId),
  });
}

/** POST /api/event/inventory/brand/collab-invitation/action {invitationIds, action}: the invitee accepts (APPROVE) or rejects. */
export function useInvitationAction(eiId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: { invitationIds: number[]; action: 'APPROVE' | 'REJECT' }) =>
      callRoute(collaborationRoutes.invitationAction, b),
    onSettled: () => {
      invalidateCollab(qc, eiId);
      invalidatePairings(qc, eiId);
    },
  });
}

/** GET /api/event/inventory/brand/suggestion: tab 3, the event inventory's brand suggestions, 20 a page. */
export function useSuggestions({ eiId, pageNo, sort }: PagedQuery<SuggestionSortField>) {
  return useApi(
    collaborationRoutes.suggestions,
    { eiId, pageNo, sortField: sort.field, sortOrder: sort.order },
    { placeholderData: keepPreviousData },
  );
}

/** PUT /api/event/inventory/brand/suggestion {eiId, brandId}: suggests a brand to the event inventory's project owners. */
export function useSuggestBrand() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: { eiId: number; brandId: number }) => callRoute(collaborationRoutes.suggest, b),
    onSettled: (_d, _e, b) =>
      void qc.invalidateQueries({
        queryKey: routeKey(collaborationRoutes.suggestions, { eiId: b.eiId }),
      }),
  });
}

/** POST /api/event/inventory/brand/suggestion/action {suggestionIds, action}: a project owner approves (the brand is assigned) or rejects. */
export function useSuggestionAction(eiId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: { suggestionIds: number[]; action: 'APPROVE' | 'REJECT' }) =>
      callRoute(collaborationRoutes.suggestionAction, b),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: routeKey(collaborationRoutes.suggestions, { eiId }) });
      invalidateCollab(qc, eiId);
      invalidatePairings(qc, eiId);
    },
  });
}

const pairingBrandItems = (p: RouteData<typeof collaborationRoutes.brandSearch>) =>
  p.brands.map((b) => ({ value: String(b.brandId), label: b.brandName }));

/**
 * POST /api/event/inventory/brand/search {eiId, isCollaboration, searchFor, pageNo} as picker options, 10 a page (spec 001 §7
 * 'Brands for collaboration'): with isCollaboration the assigned pairings the caller works (to invite on), else brands not
 * assigned there (to suggest).
 */
export function usePairingBrandOptions(
  searchFor: string,
  p: { eiId: number; isCollaboration: boolean },
) {
  return usePagedOptions({
    key: routeKey(collaborationRoutes.brandSearch, {
      eiId: p.eiId,
      isCollaboration: p.isCollaboration,
      count: DROPDOWN.pageSize,
    }),
    searchFor,
    fetchPage: (pageNo) =>
      callRoute(collaborationRoutes.brandSearch, {
        eiId: p.eiId,
        isCollaboration: p.isCollaboration,
        searchFor,
        pageNo,
        count: DROPDOWN.pageSize,
      }),
    toItems: pairingBrandItems,
  });
}
