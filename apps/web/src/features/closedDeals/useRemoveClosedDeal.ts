import { CLOSED_DEAL_MESSAGES, type ClosedDeal } from '@crm/contracts';
import { toastSuccess } from '../../lib/api';
import { showUndoToast } from '../../components/undoToast';
import { useSetClosedDealRemoved } from './queries';

/** Removes a manual closed deal, then offers Undo in a toast (restoring it says so). */
export function useRemoveClosedDeal() {
  const setRemoved = useSetClosedDealRemoved();
  return (d: ClosedDeal) =>
    setRemoved.mutate(
      { closedDealId: d.closedDealId!, removed: true },
      {
        onSuccess: (r) =>
          showUndoToast({
            message: r.message,
            testId: 'undo-remove-closed-deal',
            onUndo: () =>
              setRemoved.mutate(
                { closedDealId: d.closedDealId!, removed: false },
                { onSuccess: () => toastSuccess(CLOSED_DEAL_MESSAGES.restored) },
              ),
          }),
      },
    );
}
