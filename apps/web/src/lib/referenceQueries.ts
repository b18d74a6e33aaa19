import { brandRoutes, referenceRoutes } from '@crm/contracts';
import { useApi } from './useApi';

/** GET /api/reference: industries, verticals, regions, states, event categories (filter options). */
export function useReference() {
  return useApi(referenceRoutes.all, {}, { staleTime: 10 * 60_000 });
}

/** GET /api/brand/owners: the brand owners the caller may filter by. */
export function useBrandOwnerOptions() {
  return useApi(brandRoutes.owners, {}, { staleTime: 5 * 60_000 });
}
