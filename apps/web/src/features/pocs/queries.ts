import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  brandRoutes,
  cacheFamilies,
  pocRoutes,
  type PocCreateRequest,
  type PocUpdateRequest,
} from '@crm/contracts';
import { apiKey, callRoute, recordReads, routeKey, useApi } from '../../lib/useApi';

/** GET /api/brand/poc/list?brandId&pageNo (100 a page): POCs with department, city, reporting line; canEdit. */
export function usePocDetails(brandId: number | undefined, pageNo = 1) {
  return useApi(pocRoutes.list, brandId ? { brandId, pageNo } : undefined, {
    placeholderData: keepPreviousData,
  });
}

/** GET /api/brand/department?brandId. */
export function useDepartments(brandId: number | undefined) {
  return useApi(pocRoutes.departments, brandId ? { brandId } : undefined);
}

/** GET /api/brand/org-chart?brandId. */
export function useOrgChart(brandId: number | undefined) {
  return useApi(pocRoutes.orgChart, brandId ? { brandId } : undefined);
}

/** Which history: POC, department or location (15 a page). */
export type HistoryKind = 'poc' | 'department' | 'location';

/** The history read of each kind. */
const HISTORY_ROUTES = {
  poc: pocRoutes.pocHistory,
  department: pocRoutes.departmentHistory,
  location: pocRoutes.locationHistory,
};

/** GET /api/brand/{kind}/history?brandId&pageNo. */
export function useFieldHistory(kind: HistoryKind, brandId: number | undefined, pageNo: number) {
  return useApi(HISTORY_ROUTES[kind], brandId ? { brandId, pageNo } : undefined, {
    placeholderData: keepPreviousData,
  });
}

/** GET /api/user/poc?searchFor&pageNo: POC Contacts of the caller's brands (50 a page). */
export function usePocContacts(searchFor: string, pageNo: number) {
  return useApi(
    pocRoutes.contacts,
    { searchFor, pageNo },
    {
      placeholderData: keepPreviousData,
    },
  );
}

/**
 * After a POC or department write: the brand's POC reads (list, departments, histories, org chart: keyed
 * ['pocs', brandId, …] in the catalogue), the brand info and POC Contacts.
 */
function useInvalidateBrand(brandId: number) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries(recordReads(cacheFamilies.pocs, brandId)),
      qc.invalidateQueries({ queryKey: apiKey(brandRoutes.info, { brandId }) }),
      qc.invalidateQueries({ queryKey: routeKey(pocRoutes.contacts) }),
    ]);
}

/** PUT /api/brand/poc (create) or PATCH /api/brand/poc (update). */
export function useSavePoc(brandId: number) {
  const invalidate = useInvalidateBrand(brandId);
  return useMutation({
    mutationFn: (body: PocCreateRequest | PocUpdateRequest) =>
      'pocId' in body ? callRoute(pocRoutes.update, body) : callRoute(pocRoutes.create, body),
    onSettled: invalidate,
  });
}

/** POST /api/brand/poc/removal {pocId}. */
export function useRemovePoc(brandId: number) {
  const invalidate = useInvalidateBrand(brandId);
  return useMutation({
    mutationFn: (pocId: number) => callRoute(pocRoutes.remove, { pocId }),
    onSettled: invalidate,
  });
}

/** PUT /api/brand/department {brandId, name}. */
export function useCreateDepartment(brandId: number) {
  const invalidate = useInvalidateBrand(brandId);
  return useMutation({
    mutationFn: (name: string) => callRoute(pocRoutes.createDepartment, { brandId, name }),
    onSettled: invalidate,
  });
}
