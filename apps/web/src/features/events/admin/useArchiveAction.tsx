import { useState } from 'react';
import { toastError, toastSuccess } from '../../../lib/api';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { showUndoToast } from '../../../components/undoToast';
import { useArchiveEvent } from './queries';

type Target = { eventId: number; eventName: string; isArchived: boolean };

/**
 * Archive (after a confirm, then an Undo toast) or unarchive an event (spec 001 §3: archived events
 * leave the pickers and lists, stay in reports and history). `ask(event)` starts it; render `modal`.
 */
export function useArchiveAction() {
  const archive = useArchiveEvent();
  const [target, setTarget] = useState<Target | null>(null);
  const set = (t: Target, isArchived: boolean, undo: boolean) =>
    archive.mutate(
      { eventId: t.eventId, isArchived },
      {
        onSuccess: (r) =>
          undo
            ? showUndoToast({
                message: r.message,
                testId: 'undo-archive-event',
                onUndo: () => set(t, !isArchived, false),
              })
            : toastSuccess(r.message),
        onError: toastError,
      },
    );
  const ask = (t: Target) => (t.isArchived ? set(t, false, false) : setTarget(t));
  const modal = (
    <ConfirmModal
      opened={!!target}
      title="Archive this event?"
      confirmLabel="Archive"
      color="red"
      loading={archive.isPending}
      onConfirm={() => {
        if (target) set(target, true, true);
        setTarget(null);
      }}
      onClose={() => setTarget(null)}
    >
      {`${target?.eventName ?? ''} will be hidden from the pickers and event lists; reports and history keep it. You can unarchive it at any time.`}
    </ConfirmModal>
  );
  return { ask, modal };
}
