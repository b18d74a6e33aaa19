import { brandRoutes } from '@crm/contracts';
import { useApi } from './useApi';

/**
 * GET /api/brand/info?brandId: a brand's details with its owners and POCs (spec 001 §7 brand info); reads
 * nothing while `brandId` is undefined. Shared by the brand page, the call notes and the admin brand edit.
 */
export function useBrandInfo(brandId: number | undefined) {
  return useApi(brandRoutes.info, brandId ? { brandId } : undefined);
}
