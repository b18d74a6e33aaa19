import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminRoutes,
  cacheFamilies,
  referenceIdField,
  referenceKindRoutes,
  referencePageSize,
  type ReferenceKind,
  type ReferenceSortField,
} from '@crm/contracts';
import { callRoute, invalidateFamilies, useApi } from '../../lib/useApi';
import type { TableSort } from '../../components/PagedTable';

/** What one settings list asks for: page, search text and sort. */
export type ReferenceListState = { pageNo: number; searchFor: string; sort: TableSort };

/** POST /api/admin/<kind>/list: a page of a kind (25; vertical 50), searched and sorted; the previous page stays while the next loads. */
export function useReferenceList<K extends ReferenceKind>(kind: K, s: ReferenceListState) {
  return useApi(
    referenceKindRoutes(kind).list,
    {
      pageNo: s.pageNo,
      count: referencePageSize(kind),
      searchFor: s.searchFor,
      sortBy: s.sort as { field: ReferenceSortField<K>; order: TableSort['order'] },
    },
    { placeholderData: keepPreviousData },
  );
}

/** Refreshes the settings lists and every cached list fed by reference data (city, company and designation pickers, filters, agencies, inventories). */
function refresh(qc: ReturnType<typeof useQueryClient>) {
  const f = cacheFamilies;
  invalidateFamilies(qc, f.adminReference, f.reference, f.cities, f.companies, f.designations);
  invalidateFamilies(qc, f.agencies, f.inventories);
}

/**
 * PUT (no id) or PATCH (`id` set) /api/admin/<kind>: saves a row's fields; answers the saved row and the toast text.
 * The form's fields and the id field's name (`<kind>Id`) are known at run time only, hence `as never`.
 */
export function useSaveReference<K extends ReferenceKind>(kind: K) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: Record<string, unknown> }) =>
      id === null
        ? callRoute(referenceKindRoutes(kind).create, fields as never)
        : callRoute(referenceKindRoutes(kind).update, {
            [referenceIdField(kind)]: id,
            ...fields,
          } as never),
    onSuccess: () => refresh(qc),
  });
}

/** POST /api/admin/<kind>/removal: removes a row (a location with MOVE_TO_PARENT, the server's default); 409 when in use. */
/** POST /api/admin/location/restore: the Undo of a city removal that moved things to its parent. */
export function useRestoreLocation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (locationRemovalId: number) =>
      callRoute(adminRoutes.restoreLocation, { locationRemovalId }),
    onSuccess: () => refresh(qc),
  });
}

export function useRemoveReference(kind: ReferenceKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callRoute(referenceKindRoutes(kind).remove, { [referenceIdField(kind)]: id } as never),
    onSuccess: () => refresh(qc),
  });
}
