import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminBrandRoutes,
  brandProfileRoutes,
  cacheFamilies,
  type BrandEditRequest,
  type BrandOwnersUpdateRequest,
} from '@crm/contracts';
import { callRoute, recordReads, useApi } from '../../lib/useApi';

/** GET /api/brand/additional/info: completion, editable extras and the caller's permissions. */
export function useBrandAdditionalInfo(brandId: number) {
  return useApi(brandProfileRoutes.additionalInfo, { brandId });
}

/** GET /api/brand/history?brandId&pageNo (10 a page). */
export function useBrandChangeHistory(brandId: number, pageNo: number) {
  return useApi(
    brandProfileRoutes.history,
    { brandId, pageNo },
    { placeholderData: keepPreviousData },
  );
}

/** GET /api/brand/previous-brand-owners?brandId. */
export function usePreviousBrandOwners(brandId: number) {
  return useApi(brandProfileRoutes.previousOwners, { brandId });
}

/**
 * Refetches everything shown about a brand after a change: the brands family (details, lists) and the
 * brand's profile reads (completion, history, previous owners: keyed ['brandProfile', brandId, …]).
 */
function useRefreshBrand(brandId: number) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: cacheFamilies.brands }),
      qc.invalidateQueries(recordReads(cacheFamilies.brandProfile, brandId)),
    ]);
}

/** PATCH /api/brand with the changed fields; `admin`: PATCH /api/admin/brands/v2 (any brand, offloaded too). */
export function useEditBrand(brandId: number, admin = false) {
  const refresh = useRefreshBrand(brandId);
  return useMutation({
    mutationFn: (patch: Omit<BrandEditRequest, 'brandId'>) =>
      admin
        ? callRoute(adminBrandRoutes.edit, { brandId, ...patch })
        : callRoute(brandProfileRoutes.edit, { brandId, ...patch }),
    onSuccess: refresh,
  });
}

/** POST /api/brand/brand-owners/v2. */
export function useUpdateBrandOwners(brandId: number) {
  const refresh = useRefreshBrand(brandId);
  return useMutation({
    mutationFn: (req: Omit<BrandOwnersUpdateRequest, 'brandId'>) =>
      callRoute(brandProfileRoutes.updateOwners, { brandId, ...req }),
    onSuccess: refresh,
  });
}

/** POST /api/brand/offload {brandId, reason}. */
export function useOffloadBrand(brandId: number) {
  const refresh = useRefreshBrand(brandId);
  return useMutation({
    mutationFn: (reason: string) => callRoute(brandProfileRoutes.offload, { brandId, reason }),
    onSuccess: refresh,
  });
}

/** POST /api/brand/info/notify {brandId}. */
export function useNotifyBrandOwner(brandId: number) {
  const refresh = useRefreshBrand(brandId);
  return useMutation({
    mutationFn: () => callRoute(brandProfileRoutes.notifyOwner, { brandId }),
    onSuccess: refresh,
  });
}
