import { useQuery } from '@tanstack/react-query';
import { brandRoutes, type ReferenceData } from '@crm/contracts';
import { apiGet } from '../../lib/api';
import { useApi } from '../../lib/useApi';

/** GET /api/reference: industries, verticals, regions, states, event categories (filter options). */
export function useReference() {
  return useQuery({
    queryKey: ['reference'],
    queryFn: () => apiGet<ReferenceData>('/reference'),
    staleTime: 10 * 60_000,
  });
}

/** GET /api/brand/owners: the brand owners the caller may filter by. */
export function useBrandOwnerOptions() {
  return useApi(brandRoutes.owners, {}, { staleTime: 5 * 60_000 });
}
