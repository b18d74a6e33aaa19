import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pairingRoutes, brandRoutes, type BrandListRequest } from '@crm/contracts';
import { callRoute, useApi } from '../../lib/useApi';
import { canRead, canWorkBrand, currentUser } from '../../lib/user';

/** POST /api/brand: one page of the brand list (25 a page); with `enabled` false it reads nothing (another list is shown, or a saved view is awaited). */
export function useBrandList(req: BrandListRequest, enabled = true) {
  return useApi(brandRoutes.list, enabled ? req : undefined, { placeholderData: keepPreviousData });
}

/** GET /api/brand/info?brandId: brand details with its POCs. */
export function useBrandInfo(brandId: number | undefined) {
  return useApi(brandRoutes.info, brandId ? { brandId } : undefined);
}

/**
 * Whether the logged-in user works this brand (call notes, stages): the pipeline rule on its owners (spec 001 §6),
 * or one of its pairings is theirs to work (canUpdate: an accepted collaboration); false until it loads. Live: a
 * revoked collaboration reloads the pairings (useNotificationFeed).
 */
export function useCanWorkBrand(brandId: number | undefined): boolean {
  const user = currentUser();
  const { data } = useBrandInfo(brandId);
  const pairings = useBrandPairings(canRead(user, 'PIPELINE') ? brandId : undefined);
  return (
    (!!data &&
      canWorkBrand(
        user,
        data.brandOwners.map((o) => o.brandOwnerUserId),
      )) ||
    !!pairings.data?.pairings.some((p) => p.canUpdate)
  );
}

/** GET /api/brand/event/inventory/v2?brandId: every pairing of the brand, with canUpdate (the caller works it: mayWorkPairing). */
export function useBrandPairings(brandId: number | undefined) {
  return useQuery({
    queryKey: ['brands', 'pairings', brandId],
    queryFn: () => callRoute(pairingRoutes.brandPairings, { brandId: brandId! }),
    enabled: !!brandId,
  });
}

/** GET /api/brand/stage-history?brandId&pageNo (15 a page). */
export function useBrandStageHistory(brandId: number | undefined, pageNo: number) {
  return useQuery({
    queryKey: ['brands', 'stage-history', brandId, pageNo],
    queryFn: () => callRoute(pairingRoutes.brandHistory, { brandId: brandId!, pageNo }),
    enabled: !!brandId,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/brand/interactions/timeline?brandId&pageNo: call notes and history events, newest first. */
export function useBrandTimeline(brandId: number | undefined, pageNo: number) {
  return useQuery({
    queryKey: ['brands', 'interactions', brandId, pageNo],
    queryFn: () => callRoute(pairingRoutes.timeline, { brandId: brandId!, pageNo }),
    enabled: !!brandId,
    placeholderData: keepPreviousData,
  });
}
