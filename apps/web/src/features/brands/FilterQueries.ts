import { brandRoutes } from '@crm/contracts';
import { useApi } from '../../lib/useApi';

/** GET /api/brand/filters: the brand filter's options for the caller (spec 001 §5). */
export function useBrandFilterOptions(enabled = true) {
  return useApi(brandRoutes.filterOptions, {}, { staleTime: 5 * 60_000, enabled });
}
