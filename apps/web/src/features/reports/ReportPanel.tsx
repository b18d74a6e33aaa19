import type { ReportFilter } from '@crm/contracts';
import { useReport } from './queries';
import { ReportCard } from './ReportCard';
import type { ReportDef } from './reportDefs';

/** One report of REPORTS, fetched for the filter and shown as its card. */
export function ReportPanel({
  report: r,
  filter,
}: {
  report: ReportDef<any, any>;
  filter: ReportFilter;
}) {
  const query = useReport(r.route, filter);
  return (
    <ReportCard
      {...r}
      description={typeof r.description === 'string' ? r.description : r.description(query.data)}
      query={query}
    />
  );
}
