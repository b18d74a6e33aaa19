import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cacheFamilies, EVENT_TEAM_TEXTS, meetingRoutes } from '@crm/contracts';
import { showUndoToast } from './undoToast';
import { toastError, toastSuccess } from '../lib/api';
import { useSessionUser } from '../lib/sessionUser';
import { hasAnyRole } from '../lib/user';
import { callRoute } from '../lib/useApi';

/**
 * Delete meeting (spec 001 §7 'POST delete meeting'), wherever a brand's meetings are listed (brand info,
 * call notes): `mayDelete(authorId)` tells whether the user may delete a meeting (its author or an admin);
 * `ask(meetingId)` opens the confirmation (DeleteMeetingConfirm), whose `confirm` deletes the meeting and
 * offers Undo, which restores it; the brand's lists (the brands cache family) reload after each.
 */
export function useDeleteMeeting() {
  const qc = useQueryClient();
  const user = useSessionUser();
  const [asking, setAsking] = useState<number | null>(null);
  const reload = () => void qc.invalidateQueries({ queryKey: cacheFamilies.brands });
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
  return {
    mayDelete: (authorId: number) => authorId === user.userId || hasAnyRole(user, 'ADMIN'),
    ask: setAsking,
    asking,
    removing: removal.isPending,
    confirm: () => {
      if (asking !== null) removal.mutate(asking, { onSettled: () => setAsking(null) });
    },
    cancel: () => setAsking(null),
  };
}

/** The state useDeleteMeeting answers. */
export type DeleteMeetingState = ReturnType<typeof useDeleteMeeting>;
