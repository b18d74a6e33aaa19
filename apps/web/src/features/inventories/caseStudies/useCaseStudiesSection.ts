import { useState } from 'react';
import type { CaseStudy } from '@crm/contracts';
import { toastError, toastSuccess } from '../../../lib/api';
import { showUndoToast } from '../../../components/undoToast';
import { useCaseStudies, useCaseStudyActions } from '../adminQueries';

/**
 * The state of an inventory's case studies: page and search (a new search opens page 1), the page read,
 * the Add dialog's state, the case study being confirmed for removal, `remove` (then page 1 and Undo,
 * spec 001 §7) and `request` (asks the admins for case studies).
 */
export function useCaseStudiesSection(inventoryId: number) {
  const [pageNo, setPageNo] = useState(1);
  const [searchFor, setSearchFor] = useState('');
  const query = useCaseStudies(inventoryId, pageNo, searchFor);
  const actions = useCaseStudyActions();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<CaseStudy | null>(null);

  const search = (v: string) => (setSearchFor(v), setPageNo(1));
  const remove = () => {
    if (!removing) return;
    const id = removing.id;
    actions.remove.mutate(id, {
      onSuccess: (r) => {
        setRemoving(null);
        setPageNo(1); // spec 001 §7: after a removal, page 1 reloads
        showUndoToast({
          message: r.message,
          testId: 'case-study-undo',
          onUndo: () =>
            actions.restore.mutate(id, {
              onSuccess: (x) => toastSuccess(x.message),
              onError: toastError,
            }),
        });
      },
      onError: toastError,
    });
  };
  const request = () =>
    actions.request.mutate(inventoryId, {
      onSuccess: (r) => toastSuccess(r.message),
      onError: toastError,
    });

  return {
    searchFor,
    search,
    setPageNo,
    query,
    actions,
    adding,
    setAdding,
    removing,
    setRemoving,
    remove,
    request,
  };
}
