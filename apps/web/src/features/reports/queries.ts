import { keepPreviousData } from '@tanstack/react-query';
import { reportRoutes, type ReportFilter } from '@crm/contracts';
import { useApi } from '../../lib/useApi';

/** The reports read with the filter (spec 001 §7 Reports, under /api/user/stats): every report entry but the downloads. */
export type ReportRoute = (typeof reportRoutes)[Exclude<
  keyof typeof reportRoutes,
  'download' | 'eventInventory'
>];

/** One report for the filter; not fetched without an event inventory (spec 001 §5: the call is skipped). */
export function useReport(def: ReportRoute, filter: ReportFilter | null) {
  return useApi(def, filter ?? undefined, { placeholderData: keepPreviousData });
}
