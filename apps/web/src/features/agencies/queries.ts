import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  agencyRoutes,
  cacheFamilies,
  DROPDOWN,
  type BrandAgency,
  type RouteData,
} from '@crm/contracts';
import { usePagedOptions } from '../../components/dropdown';
import { callRoute, recordReads, routeKey, useApi } from '../../lib/useApi';

/**
 * POST /api/brand/agency/association: every page of a brand's agencies (spec 001 §7: all pages
 * fetched — page 1 first, then the rest in parallel).
 */
export function useBrandAgencies(brandId: number) {
  return useQuery({
    queryKey: routeKey(agencyRoutes.brandAgencies, { brandId }),
    queryFn: async () => {
      const page = (pageNo: number) =>
        callRoute(agencyRoutes.brandAgencies, {
          brandId,
          searchFor: '',
          pageNo,
          count: 100,
        });
      const first = await page(1);
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => page(i + 2)),
      );
      return {
        agencies: [first, ...rest].flatMap((p) => p.agencies) as BrandAgency[],
        canEdit: first.canEdit,
      };
    },
  });
}

/** POST /api/brand/agency/brands: one page (50) of the brands an agency works with; off while `agencyId` is null. */
export function useAgencyBrands(agencyId: number | null, pageNo: number) {
  return useApi(
    agencyRoutes.brands,
    agencyId !== null ? { agencyId, searchFor: '', pageNo } : undefined,
    { placeholderData: keepPreviousData },
  );
}

const agencyItems = (p: RouteData<typeof agencyRoutes.list>) =>
  p.agencies.map((a) => ({ value: String(a.agencyId), label: a.agencyName }));

/** GET /api/brand/agency?searchFor&pageNo: agencies by name, 10 a page, as options (the associate dialog's agency search). */
export function useAgencyOptions(searchFor: string) {
  return usePagedOptions({
    key: routeKey(agencyRoutes.list),
    searchFor,
    fetchPage: (pageNo) =>
      callRoute(agencyRoutes.list, { searchFor, pageNo, count: DROPDOWN.pageSize }),
    toItems: agencyItems,
  });
}

/** GET /api/brand/agency/association/type (50 a page). */
export function useAssociationTypes() {
  return useApi(agencyRoutes.associationTypes, {}, { staleTime: 10 * 60_000 });
}

/** POST /api/brand/agency {agencyName}: 409 for an existing name. */
export function useCreateAgency() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (agencyName: string) => callRoute(agencyRoutes.create, { agencyName }),
    onSettled: () => qc.invalidateQueries({ queryKey: routeKey(agencyRoutes.list) }),
  });
}

/** POST /api/brand/agency/association/unified and /removal for one brand. */
export function useAgencyAssociation(brandId: number) {
  const qc = useQueryClient();
  // every agency read, and the brand's POC reads (keyed ['pocs', brandId, …] in the catalogue)
  const onSettled = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: cacheFamilies.agencies }),
      qc.invalidateQueries(recordReads(cacheFamilies.pocs, brandId)),
    ]);
  return {
    associate: useMutation({
      mutationFn: (b: { agencyId: number; associationTypeIds: number[] }) =>
        callRoute(agencyRoutes.associate, { brandId, ...b }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (b: { agencyId: number; associationTypeId?: number }) =>
        callRoute(agencyRoutes.removeAssociation, { brandId, ...b }),
      onSettled,
    }),
  };
}
