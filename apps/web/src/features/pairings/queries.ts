import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AssignedBrandListResult,
  AssignFilters,
  AssignTab,
  BrandStatusAction,
  CallNotesRequest,
  PairingBrandListResult,
  StageUpdateRequest,
} from '@crm/contracts';
import { pairingRoutes } from '@crm/contracts';
import { invalidatePairings } from '../../lib/pairingCache';
import { apiKey, callRoute, useApi } from '../../lib/useApi';

/** Sortable fields of the assign tabs (contracts ASSIGN_SORT_FIELDS). */
type AssignSortField = 'brandName' | 'industryName' | 'brandRevenue' | 'updatedAt' | 'stage';
export type AssignSort = { field: AssignSortField; order: 'ASC' | 'DESC' };

/** The assign tabs' filters: every list filter set; the repository selection optional (contracts AssignFilters). */
export type TabFilters = Required<Omit<AssignFilters, 'repoIds' | 'repoIdsSelectionType'>> &
  Pick<AssignFilters, 'repoIds' | 'repoIdsSelectionType'>;

/** The list request of one assign tab (20 a page, spec 001 §9 inventory brands); `sharedWithMe` (ASSIGNED only) keeps the pairings shared with the user. */
export type AssignTabQuery = {
  eiId: number;
  tab: AssignTab;
  pageNo: number;
  count: number;
  filters: TabFilters;
  sortBy: AssignSort;
  sharedWithMe?: boolean;
};

/** Result of any tab: UNASSIGNED/DISCARDED rows are PairingBrand, ASSIGNED rows AssignedBrand. */
type AssignTabResult = PairingBrandListResult | AssignedBrandListResult;

/** The filters and sort a tab's list (or export) sends: stages and the stage sort belong to the Assigned tab alone. */
export function tabListFilters(tab: AssignTab, q: { filters: TabFilters; sortBy: AssignSort }) {
  if (tab === 'ASSIGNED') return { filters: q.filters, sortBy: q.sortBy };
  return {
    filters: { ...q.filters, stages: [] },
    sortBy:
      q.sortBy.field === 'stage'
        ? { field: 'brandName' as const, order: q.sortBy.order }
        : q.sortBy,
  };
}

/**
 * The read of one assign tab's page: POST /api/event/brand/v2 (UNASSIGNED, DISCARDED) or
 * /api/event/inventory/brand/stage/v2 (ASSIGNED), under the catalogue key of the request it sends.
 */
function assignTabRead(q: AssignTabQuery) {
  const { tab, sharedWithMe, ...body } = q;
  const { filters, sortBy } = tabListFilters(tab, q);
  if (tab === 'ASSIGNED') {
    const req = { ...body, filters, sortBy, sharedWithMe: !!sharedWithMe };
    return queryOptions<AssignTabResult>({
      queryKey: apiKey(pairingRoutes.assignedList, req),
      queryFn: () => callRoute(pairingRoutes.assignedList, req),
    });
  }
  const req = { ...body, filters, sortBy, selectionType: tab };
  return queryOptions<AssignTabResult>({
    queryKey: apiKey(pairingRoutes.unassignedList, req),
    queryFn: () => callRoute(pairingRoutes.unassignedList, req),
  });
}

/** One page of an assign tab, kept while the next page loads. */
export function useAssignTab(q: AssignTabQuery, enabled = true) {
  return useQuery({
    ...assignTabRead(q),
    placeholderData: keepPreviousData,
    enabled,
    retry: (n, e) => (e as { status?: number }).status !== 403 && n < 2,
  });
}

/** Body of POST /api/event/inventory/brand/assignment/v2 (contracts BrandStatusActionRequest). */
export type BrandActionBody = {
  eiIds: number[];
  action: BrandStatusAction;
  brandId: number[];
  selectAll: boolean;
  selectionType: AssignTab;
  filters: TabFilters;
};

/** ASSIGN / DISCARD / RESTORE brands on an event inventory; answers {affected, message}. */
export function useBrandAction() {
  const qc = useQueryClient();
  return useMutation<{ affected: number; message: string }, Error, BrandActionBody>({
    mutationFn: (b) => callRoute(pairingRoutes.assign, b),
    onSettled: (_d, _e, b) => invalidatePairings(qc, b.eiIds[0]),
  });
}

/** POST /api/event/inventory/brand/stage/update: 'Stage updated successfully'. */
export function useStageUpdate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: StageUpdateRequest) => callRoute(pairingRoutes.updateStage, b),
    onSuccess: (_d, b) => invalidatePairings(qc, Number(b.eiId)),
  });
}

/** PUT /api/brand/interactions: call notes plus stage updates ('Call Details updated successfully'). */
export function useCallNotes() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: CallNotesRequest) => callRoute(pairingRoutes.callNotes, b),
    onSuccess: () => invalidatePairings(qc),
  });
}

/** GET /api/brand/interactions?brandId&pageNo: a page of the brand's meetings (call notes), newest first; reloaded with the brand's lists. */
export function useBrandMeetings(brandId: number | undefined, pageNo: number) {
  return useApi(pairingRoutes.interactions, brandId ? { brandId, pageNo } : undefined, {
    placeholderData: keepPreviousData,
  });
}
