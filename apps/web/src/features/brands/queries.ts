import { keepPreviousData } from '@tanstack/react-query';
import { pairingRoutes, brandRoutes, type BrandListRequest } from '@crm/contracts';
import { useApi } from '../../lib/useApi';

/** POST /api/brand: one page of the brand list (25 a page); with `enabled` false it reads nothing (another list is shown, or a saved view is awaited). */
export function useBrandList(req: BrandListRequest, enabled = true) {
  return useApi(brandRoutes.list, enabled ? req : undefined, { placeholderData: keepPreviousData });
}

/** GET /api/brand/stage-history?brandId&pageNo (15 a page). */
export function useBrandStageHistory(brandId: number | undefined, pageNo: number) {
  return useApi(pairingRoutes.brandHistory, brandId ? { brandId, pageNo } : undefined, {
    placeholderData: keepPreviousData,
  });
}

/** GET /api/brand/interactions/timeline?brandId&pageNo: call notes and history events, newest first. */
export function useBrandTimeline(brandId: number | undefined, pageNo: number) {
  return useApi(pairingRoutes.timeline, brandId ? { brandId, pageNo } : undefined, {
    placeholderData: keepPreviousData,
  });
}
