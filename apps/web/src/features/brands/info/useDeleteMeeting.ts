import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EVENT_TEAM_TEXTS, meetingRoutes } from '@crm/contracts';
import { showUndoToast } from '../../../components/undoToast';
import { toastError, toastSuccess } from '../../../lib/api';
import { callRoute } from '../../../lib/useApi';

/**
 * Delete meeting (spec 001 §7 'POST delete meeting'): `remove(meetingId)` deletes a call-notes meeting
 * and offers Undo, which restores it; the brand's lists reload after each.
 */
export function useDeleteMeeting() {
  const qc = useQueryClient();
  const reload = () => void qc.invalidateQueries({ queryKey: ['brands'] });
  const restore = useMutation({
    mutationFn: (meetingId: number) => callRoute(meetingRoutes.restore, { meetingId }),
    onSuccess: (r) => {
      reload();
      toastSuccess(r.message);
    },
    onError: toastError,
  });
  const removal = useMutation({
    mutationFn: (meetingId: number) => callRoute(meetingRoutes.removal, { meetingId }),
    onSuccess: (_r, meetingId) => {
      reload();
      showUndoToast({
        message: EVENT_TEAM_TEXTS.meetingDeleted,
        testId: 'undo-delete-meeting',
        onUndo: () => restore.mutate(meetingId),
      });
    },
    onError: toastError,
  });
  return { remove: removal.mutateAsync, removing: removal.isPending };
}
