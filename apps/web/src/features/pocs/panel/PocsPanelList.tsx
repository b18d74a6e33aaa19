import { EmptyState } from '../../../components/EmptyState';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { PocCards } from '../PocCards';
import type { PocsPanelState } from './usePocsPanel';

/** The Contacts sub-tab's POCs: the load error, a skeleton while loading, the empty state, or the cards. */
export function PocsPanelList({ s }: { s: PocsPanelState }) {
  const { pocs, canEdit } = s;
  const { data, isLoading } = pocs;
  if (loadFailed(pocs)) return <LoadError what="the points of contact" query={pocs} />;
  if (isLoading || !data) return <SkeletonBlock lines={4} height={60} />;
  if (data.poc.length === 0)
    return (
      <EmptyState
        title="No points of contact"
        description={
          canEdit
            ? 'Add the people you work with at this brand.'
            : 'Nobody has been added for this brand yet.'
        }
      />
    );
  return (
    <PocCards
      pocs={data.poc}
      canEdit={canEdit}
      canAddCallNotes={s.canAddCallNotes}
      onEdit={s.open}
      onRemove={s.setRemoving}
      onNotes={s.setNotesOf}
      onMails={s.setMailsOf}
    />
  );
}
