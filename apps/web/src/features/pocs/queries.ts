import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  brandRoutes,
  type DepartmentListResult,
  type DepartmentWriteResult,
  type FieldHistoryResult,
  type OrgChartResult,
  type PocContactsResult,
  type PocCreateRequest,
  type PocDetailListResult,
  type PocUpdateRequest,
  type PocWriteResult,
} from '@crm/contracts';
import { api, apiGet, apiPost } from '../../lib/api';
import { apiKey } from '../../lib/useApi';

/** Every query key of this feature starts with ['pocs', brandId]; writes invalidate them and the brand info. */
const brandKey = (brandId: number | undefined) => ['pocs', brandId];

/** GET /api/brand/poc/list?brandId&pageNo (100 a page): POCs with department, city, reporting line; canEdit. */
export function usePocDetails(brandId: number | undefined, pageNo = 1) {
  return useQuery({
    queryKey: [...brandKey(brandId), 'list', pageNo],
    queryFn: () => apiGet<PocDetailListResult>('/brand/poc/list', { brandId, pageNo }),
    enabled: !!brandId,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/brand/department?brandId. */
export function useDepartments(brandId: number | undefined) {
  return useQuery({
    queryKey: [...brandKey(brandId), 'departments'],
    queryFn: () => apiGet<DepartmentListResult>('/brand/department', { brandId }),
    enabled: !!brandId,
  });
}

/** GET /api/brand/org-chart?brandId. */
export function useOrgChart(brandId: number | undefined) {
  return useQuery({
    queryKey: [...brandKey(brandId), 'org-chart'],
    queryFn: () => apiGet<OrgChartResult>('/brand/org-chart', { brandId }),
    enabled: !!brandId,
  });
}

/** Which history: POC, department or location (15 a page). */
export type HistoryKind = 'poc' | 'department' | 'location';

/** GET /api/brand/{kind}/history?brandId&pageNo. */
export function useFieldHistory(kind: HistoryKind, brandId: number | undefined, pageNo: number) {
  return useQuery({
    queryKey: [...brandKey(brandId), 'history', kind, pageNo],
    queryFn: () => apiGet<FieldHistoryResult>(`/brand/${kind}/history`, { brandId, pageNo }),
    enabled: !!brandId,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/user/poc?searchFor&pageNo: POC Contacts of the caller's brands (50 a page). */
export function usePocContacts(searchFor: string, pageNo: number) {
  return useQuery({
    queryKey: ['pocs', 'contacts', searchFor, pageNo],
    queryFn: () => apiGet<PocContactsResult>('/user/poc', { searchFor, pageNo }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateBrand(brandId: number) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: brandKey(brandId) }),
      qc.invalidateQueries({ queryKey: apiKey(brandRoutes.info, { brandId }) }),
      qc.invalidateQueries({ queryKey: ['pocs', 'contacts'] }),
    ]);
}

/** PUT /api/brand/poc (create) or PATCH /api/brand/poc (update). */
export function useSavePoc(brandId: number) {
  const invalidate = useInvalidateBrand(brandId);
  return useMutation({
    mutationFn: (body: PocCreateRequest | PocUpdateRequest) =>
      api<PocWriteResult>('pocId' in body ? 'PATCH' : 'PUT', '/brand/poc', body),
    onSettled: invalidate,
  });
}

/** POST /api/brand/poc/removal {pocId}. */
export function useRemovePoc(brandId: number) {
  const invalidate = useInvalidateBrand(brandId);
  return useMutation({
    mutationFn: (pocId: number) => apiPost<{ message: string }>('/brand/poc/removal', { pocId }),
    onSettled: invalidate,
  });
}

/** PUT /api/brand/department {brandId, name}. */
export function useCreateDepartment(brandId: number) {
  const invalidate = useInvalidateBrand(brandId);
  return useMutation({
    mutationFn: (name: string) =>
      api<DepartmentWriteResult>('PUT', '/brand/department', { brandId, name }),
    onSettled: invalidate,
  });
}
