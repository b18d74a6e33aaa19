import { dashboardRoutes } from '@crm/contracts';
import { useApi } from '../../lib/useApi';

/** GET /api/dashboard: stage counts, won value, latest news, PO/BO inventories and the all-inventories list of 10 (spec 001 §2). */
export function useDashboard() {
  return useApi(dashboardRoutes.dashboard, {});
}
