import { useState } from 'react';
import { SAVED_VIEW_MESSAGES, type SavedViewList } from '@crm/contracts';
import { showUndoToast } from '../../components/undoToast';
import type { SavedViews, ViewOf } from './useSavedViews';

/**
 * Deleting a saved view from its menu: `deleting` is the view whose delete is being confirmed, `busy`
 * while it goes; `remove` deletes it and offers Undo in a toast.
 */
export function useDeleteView<L extends SavedViewList>(s: SavedViews<L>) {
  const [deleting, setDeleting] = useState<ViewOf<L> | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = async (v: ViewOf<L>) => {
    setBusy(true);
    const restore = await s.remove(v);
    setBusy(false);
    setDeleting(null);
    if (restore)
      showUndoToast({
        message: SAVED_VIEW_MESSAGES.deleted,
        onUndo: () => void restore(),
        testId: 'saved-view-undo',
      });
  };
  return { deleting, setDeleting, busy, remove };
}
