import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportFilter } from '@crm/contracts';
import { apiPost } from '../../lib/api';

/** The report paths under /api/user/stats (spec 001 §7 Reports). */
export const REPORT_PATHS = {
  stages: '/user/stats/brand-movements/by-stages',
  leadTags: '/user/stats/brand-movements/by-lead-tags',
  lostReasons: '/user/stats/brand-lost-reason',
  dropoffs: '/user/stats/dropoffs-by-stages',
  turnaround: '/user/stats/stage-wise-turnaround-time',
  completion: '/user/stats/brand-data-completion',
} as const;

/** One report for the filter; not fetched without an event inventory (spec 001 §5: the call is skipped). */
export function useReport<T>(path: string, filter: ReportFilter | null) {
  return useQuery({
    queryKey: ['reports', path, filter],
    queryFn: () => apiPost<T>(path, filter),
    enabled: !!filter,
    placeholderData: keepPreviousData,
  });
}
