import { useQueryClient } from '@tanstack/react-query';
import { pairingRoutes } from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { callRoute } from '../../lib/useApi';
import { invalidatePairings } from '../../lib/pairingCache';
import type { BrandActionBody } from './queries';
import { showUndoToast } from '../../components/undoToast';

const NO_FILTERS: BrandActionBody['filters'] = {
  searchFor: '',
  industryIds: [],
  brandOwnerIds: [],
  stages: [],
};

/**
 * After a DISCARD succeeded: the success toast with an Undo button.
 * Undo sends RESTORE from the DISCARDED tab for the same event inventories and brands, which puts each
 * pairing back where it was (Assigned with its deal data, or Unassigned). A select-all discard named no
 * brands, so it gets no Undo: those brands are restored from the Discarded tab.
 */
export function useDiscardUndo() {
  const qc = useQueryClient();
  return (discarded: BrandActionBody, message: string) => {
    if (discarded.selectAll || discarded.brandId.length === 0) {
      toastSuccess(message);
      return;
    }
    showUndoToast({
      message,
      testId: 'undo-discard',
      onUndo: () =>
        callRoute(pairingRoutes.assign, {
          ...discarded,
          action: 'RESTORE',
          selectionType: 'DISCARDED',
          filters: NO_FILTERS,
        } satisfies BrandActionBody)
          .then((r) => toastSuccess(r.message))
          .catch(toastError)
          .finally(() => discarded.eiIds.forEach((eiId) => invalidatePairings(qc, eiId))),
    });
  };
}
