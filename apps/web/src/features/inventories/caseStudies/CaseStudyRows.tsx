import { LoadErrorRow, loadFailed } from '../../../components/LoadError';
import { SkeletonRows } from '../../../components/SkeletonRows';
import { CaseStudiesEmptyRow } from './CaseStudiesEmptyRow';
import { CaseStudyRow } from './CaseStudyRow';
import type { useCaseStudiesSection } from './useCaseStudiesSection';

/** The case-study table's body: skeleton rows while loading, the load error with Retry, the empty row, or a row per case study. */
export function CaseStudyRows({
  s,
  isAdmin,
}: {
  s: ReturnType<typeof useCaseStudiesSection>;
  isAdmin: boolean;
}) {
  const { query } = s;
  const data = query.data;
  if (query.isLoading) return <SkeletonRows rows={3} cols={3} />;
  if (loadFailed(query)) return <LoadErrorRow cols={3} what="case studies" query={query} />;
  if (!data?.caseStudies.length)
    return (
      <CaseStudiesEmptyRow
        searchFor={s.searchFor}
        isAdmin={isAdmin}
        notified={data?.notified}
        requesting={s.actions.request.isPending}
        onRequest={s.request}
      />
    );
  return data.caseStudies.map((c) => (
    <CaseStudyRow key={c.id} c={c} isAdmin={isAdmin} onRemove={() => s.setRemoving(c)} />
  ));
}
