import { useQuery } from '@tanstack/react-query';
import type { BrandFilterOptions } from '@crm/contracts';
import { apiGet } from '../../lib/api';

/** GET /api/brand/filters: the brand filter's options for the caller (spec 001 §5). */
export function useBrandFilterOptions(enabled = true) {
  return useQuery({
    queryKey: ['brands', 'filterOptions'],
    queryFn: () => apiGet<BrandFilterOptions>('/brand/filters'),
    staleTime: 5 * 60_000,
    enabled,
  });
}
