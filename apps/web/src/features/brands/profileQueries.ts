import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BrandAdditionalInfo,
  BrandChangeHistoryResult,
  BrandEditRequest,
  BrandEditResult,
  BrandOwnersUpdateRequest,
  BrandOwnersUpdateResult,
  PreviousBrandOwnersResult,
} from '@crm/contracts';
import { api, apiGet, apiPost } from '../../lib/api';

/** Query keys of one brand's profile data (invalidated together after a change). */
const profileKey = (brandId: number) => ['brandProfile', brandId] as const;

/** GET /api/brand/additional/info: completion, editable extras and the caller's permissions. */
export function useBrandAdditionalInfo(brandId: number) {
  return useQuery({
    queryKey: [...profileKey(brandId), 'additional'],
    queryFn: () => apiGet<BrandAdditionalInfo>('/brand/additional/info', { brandId }),
  });
}

/** GET /api/brand/history?brandId&pageNo (10 a page). */
export function useBrandChangeHistory(brandId: number, pageNo: number) {
  return useQuery({
    queryKey: [...profileKey(brandId), 'history', pageNo],
    queryFn: () => apiGet<BrandChangeHistoryResult>('/brand/history', { brandId, pageNo }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/brand/previous-brand-owners?brandId. */
export function usePreviousBrandOwners(brandId: number) {
  return useQuery({
    queryKey: [...profileKey(brandId), 'previousOwners'],
    queryFn: () => apiGet<PreviousBrandOwnersResult>('/brand/previous-brand-owners', { brandId }),
  });
}

/** Refetches everything shown about a brand after a change (details, lists, profile, history). */
function useRefreshBrand(brandId: number) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: ['brands'] }),
      qc.invalidateQueries({ queryKey: profileKey(brandId) }),
    ]);
}

/** PATCH /api/brand with the changed fields. */
export function useEditBrand(brandId: number) {
  const refresh = useRefreshBrand(brandId);
  return useMutation({
    mutationFn: (patch: Omit<BrandEditRequest, 'brandId'>) =>
      api<BrandEditResult>('PATCH', '/brand', { brandId, ...patch }),
    onSuccess: refresh,
  });
}

/** POST /api/brand/brand-owners/v2. */
export function useUpdateBrandOwners(brandId: number) {
  const refresh = useRefreshBrand(brandId);
  return useMutation({
    mutationFn: (req: Omit<BrandOwnersUpdateRequest, 'brandId'>) =>
      apiPost<BrandOwnersUpdateResult>('/brand/brand-owners/v2', { brandId, ...req }),
    onSuccess: refresh,
  });
}

/** POST /api/brand/offload {brandId, reason}. */
export function useOffloadBrand(brandId: number) {
  const refresh = useRefreshBrand(brandId);
  return useMutation({
    mutationFn: (reason: string) =>
      apiPost<{ message: string }>('/brand/offload', { brandId, reason }),
    onSuccess: refresh,
  });
}

/** POST /api/brand/info/notify {brandId}. */
export function useNotifyBrandOwner(brandId: number) {
  const refresh = useRefreshBrand(brandId);
  return useMutation({
    mutationFn: () => apiPost<{ message: string }>('/brand/info/notify', { brandId }),
    onSuccess: refresh,
  });
}
