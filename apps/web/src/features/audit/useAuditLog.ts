import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { auditRoutes, userDirectoryRoutes, type AuditQuery } from '@crm/contracts';
import { usePagedOptions } from '../../components/dropdown';
import { PICKER_PAGE_SIZE } from '../../lib/pickerFetchers';
import { apiKey, callRoute, downloadRoute, routeKey } from '../../lib/useApi';

/** The audit page's filters: everything of GET /api/admin/audit but its paging. */
export type AuditFilters = Omit<AuditQuery, 'cursor' | 'count'>;

/**
 * The audit trail matching `filters` (GET /api/admin/audit, issue 40 §6), newest first, 50 records a
 * page; the next page starts after the last record read (`nextCursor`). Admins only (403).
 */
export const useAuditLog = (filters: AuditFilters) =>
  useInfiniteQuery({
    queryKey: apiKey(auditRoutes.list, filters),
    queryFn: ({ pageParam }) => callRoute(auditRoutes.list, { ...filters, cursor: pageParam }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

/** Saves the audit trail matching `filters` as CSV (GET /api/admin/audit/csv). */
export const downloadAudit = (filters: AuditFilters) => downloadRoute(auditRoutes.csv, filters);

/** Every user, active or not, by name as the user types (GET /api/user/all): the audit's "Who" picker. */
export function useAnyUserOptions(searchFor: string) {
  return usePagedOptions({
    key: routeKey(userDirectoryRoutes.all, { count: PICKER_PAGE_SIZE }),
    searchFor,
    fetchPage: (pageNo) =>
      callRoute(userDirectoryRoutes.all, { searchFor, pageNo, count: PICKER_PAGE_SIZE }),
    toItems: (p) =>
      p.users.map((u) => ({
        value: String(u.userId),
        label: u.status === 'ACTIVE' ? u.userName : `${u.userName} (deactivated)`,
      })),
  });
}
