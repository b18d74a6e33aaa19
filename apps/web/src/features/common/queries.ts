import { useQuery } from '@tanstack/react-query';
import type { ReferenceData } from '@crm/contracts';
import { apiGet } from '../../lib/api';

/** GET /api/reference: industries, verticals, regions, states, event categories (filter options). */
export function useReference() {
  return useQuery({ queryKey: ['reference'], queryFn: () => apiGet<ReferenceData>('/reference'), staleTime: 10 * 60_000 });
}
