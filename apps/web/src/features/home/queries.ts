import { useQuery } from '@tanstack/react-query';
import type { DashboardResult } from '@crm/contracts';
import { apiGet } from '../../lib/api';

/** GET /api/dashboard: stage counts, won value, latest news, PO/BO inventories and the all-inventories list of 10 (spec 001 §2). */
export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: () => apiGet<DashboardResult>('/dashboard'),
  });
}
