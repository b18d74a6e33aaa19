import { keepPreviousData } from '@tanstack/react-query';
import { adminBrandRoutes, type AdminBrandListRequest } from '@crm/contracts';
import { useApi } from '../../../lib/useApi';

/** The admin brand lists' tabs: current (POST /api/admin/brands/v2) and offloaded brands (POST /api/admin/brands/offloaded). */
export type AdminBrandsTab = 'CURRENT' | 'OFFLOADED';

/** POST /api/admin/brands/v2: one page of the current brands with their assign counts by role. */
export function useAdminCurrentBrands(req: AdminBrandListRequest, enabled: boolean) {
  return useApi(adminBrandRoutes.current, enabled ? req : undefined, {
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/brands/offloaded: one page of the offloaded brands with reason, time and user. */
export function useAdminOffloadedBrands(req: AdminBrandListRequest, enabled: boolean) {
  return useApi(adminBrandRoutes.offloaded, enabled ? req : undefined, {
    placeholderData: keepPreviousData,
  });
}
