import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cacheFamilies,
  DROPDOWN,
  inventoryRoutes,
  repositoryAssignBody,
  type Repository,
  type RepositoryBrandListRequest,
  type RepositoryBrandsChangeRequest,
  type RepositoryDraftRequest,
  type RepositoryTab,
  type RepositoryUpdateRequest,
  type RouteData,
} from '@crm/contracts';
import { pairingRoutes, repositoryRoutes } from '@crm/contracts';
import { usePagedOptions } from '../../components/dropdown';
import { toastError, toastSuccess } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { callRoute, routeKey, useApi } from '../../lib/useApi';
import { invalidatePairings } from '../../lib/pairingCache';

/** GET /api/brand/repository: one tab of repositories (25 a page) with both tabs' counts. */
export function useRepositories(mainTab: RepositoryTab, searchFor: string, pageNo: number) {
  return useApi(
    repositoryRoutes.list,
    { mainTab, searchFor, pageNo },
    {
      placeholderData: keepPreviousData,
      retry: (n, e) => (e as { status?: number }).status !== 403 && n < 2,
    },
  );
}

/** GET /api/brand/repository/info?repoId: one repository. */
export function useRepository(repoId: number | null) {
  return useApi(repositoryRoutes.info, repoId !== null ? { repoId } : undefined, {
    retry: (n, e) => ![403, 404].includes((e as { status?: number }).status ?? 0) && n < 2,
  });
}

/** POST /api/brand/repository/brands: a page of the repository's brands (IN_REPO) or of the brands not in it (NOT_IN_REPO). */
export function useRepositoryBrands(req: RepositoryBrandListRequest) {
  return useApi(repositoryRoutes.brands, req, { placeholderData: keepPreviousData });
}

/** POST /api/brand/repository/brand/count: the tab counts inRepo and notInRepo for the search and filter. */
export function useRepositoryBrandCounts(
  req: Pick<RepositoryBrandListRequest, 'repoId' | 'searchFor' | 'filters'>,
) {
  return useApi(repositoryRoutes.brandCount, req, { placeholderData: keepPreviousData });
}

/** The upcoming event inventories picker's fixed input (all but the search and the page). */
const UPCOMING_PICKER = { eventStatus: 'UPCOMING', count: DROPDOWN.pageSize } as const;

/** Refetches every repository read, and the upcoming event inventories picker the repository screens page. */
const refresh = (qc: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: cacheFamilies.repository }),
    qc.invalidateQueries({ queryKey: routeKey(inventoryRoutes.all, UPCOMING_PICKER) }),
  ]);

/** PUT /api/brand/repository/draft (create) or PATCH /api/brand/repository (edit, publish); toasts the server's text. */
export function useSaveRepository() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { create: RepositoryDraftRequest } | { update: RepositoryUpdateRequest }) =>
      'create' in body
        ? callRoute(repositoryRoutes.createDraft, body.create)
        : callRoute(repositoryRoutes.update, body.update),
    onSuccess: (r) => toastSuccess(r.message),
    onError: toastError,
    onSettled: () => refresh(qc),
  });
}

/** POST /api/brand/repository/{removal|restore|duplicate} {repoId}: answers the server's toast text (and the repository, but for a removal). */
export function useRepositoryAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      repoId,
    }: {
      action: 'removal' | 'restore' | 'duplicate';
      repoId: number;
    }): Promise<{ message: string; repository?: Repository }> =>
      action === 'removal'
        ? callRoute(repositoryRoutes.remove, { repoId })
        : callRoute(action === 'restore' ? repositoryRoutes.restore : repositoryRoutes.duplicate, {
            repoId,
          }),
    onError: toastError,
    onSettled: () => refresh(qc),
  });
}

/** PUT /api/brand/repository/brands: ADD or REMOVE brands (listed, or all matching with selectAll). */
export function useChangeRepositoryBrands() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RepositoryBrandsChangeRequest) =>
      callRoute(repositoryRoutes.changeBrands, body),
    onError: toastError,
    onSettled: () => refresh(qc),
  });
}

/** POST /api/brand/repository/brand/category-blocked/count: per chosen event inventory, blocked, paired and assignable brands. */
export function useBlockedCounts(repoId: number, eiIds: number[]) {
  return useApi(
    repositoryRoutes.blockedCount,
    { repoId, eiIds },
    { enabled: eiIds.length > 0, placeholderData: keepPreviousData },
  );
}

const eventInventoryItems = (p: RouteData<typeof inventoryRoutes.all>) =>
  p.eventInventories.map((ei) => ({
    value: String(ei.eiId),
    label: `${ei.eventName} · ${ei.inventoryName} (${formatDate(ei.startDate)})`,
  }));

/** GET /api/inventory/events/list/all?searchFor&eventStatus=UPCOMING&pageNo: upcoming event inventories to pick from, 10 a page, as options. */
export function useUpcomingEventInventories(searchFor: string) {
  return usePagedOptions({
    key: routeKey(inventoryRoutes.all, UPCOMING_PICKER),
    searchFor,
    fetchPage: (pageNo) =>
      callRoute(inventoryRoutes.all, { ...UPCOMING_PICKER, searchFor, pageNo }),
    toItems: eventInventoryItems,
  });
}

/** Assigns the repository's brands to one event inventory (the 'Brand-to-event assign' body of spec 001 §7); refreshes what pairings touch. */
export function useAssignRepositoryToEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ eiId, repoId }: { eiId: number; repoId: number }) =>
      callRoute(pairingRoutes.assign, repositoryAssignBody(eiId, [repoId])),
    onSettled: (_d, _e, v) => {
      invalidatePairings(qc, v.eiId);
      void refresh(qc);
    },
  });
}
