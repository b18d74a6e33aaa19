import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { cacheFamilies, closedDealRoutes, type ClosedDealCreateRequest } from '@crm/contracts';
import { toastError } from '../../lib/api';
import { callRoute, useApi } from '../../lib/useApi';

/** GET /api/brand/closed-deals: a page of the brand's closed deals, pipeline and manual. */
export function useBrandClosedDeals(brandId: number, pageNo: number) {
  return useApi(closedDealRoutes.list, { brandId, pageNo }, { placeholderData: keepPreviousData });
}

/** The manual-closure report's filter. */
export type ManualClosureFilter = { financialYear: string | null; searchFor: string };

/** POST /api/user/stats/manual-closures: a page of the deals closed manually (Admin, MG, TO). */
export function useManualClosures(filter: ManualClosureFilter, pageNo: number, enabled: boolean) {
  return useApi(
    closedDealRoutes.manualClosures,
    { ...filter, pageNo },
    { placeholderData: keepPreviousData, enabled },
  );
}

const useRefresh = () => {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: cacheFamilies.closedDeals });
};

/** PUT /api/brand/closed-deals: records a manual closure; errors are the caller's to show (the form stays open). */
export function useRecordClosedDeal() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (b: ClosedDealCreateRequest) => callRoute(closedDealRoutes.create, b),
    onSuccess: refresh,
  });
}

/** POST /api/brand/closed-deals/removal or /restore {closedDealId}. */
export function useSetClosedDealRemoved() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { closedDealId: number; removed: boolean }) =>
      callRoute(v.removed ? closedDealRoutes.remove : closedDealRoutes.restore, {
        closedDealId: v.closedDealId,
      }),
    onSuccess: refresh,
    onError: toastError,
  });
}
