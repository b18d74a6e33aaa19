import { useState } from 'react';
import { NOTE_MESSAGES, type BrandNote } from '@crm/contracts';
import { showUndoToast } from '../../components/undoToast';
import { failureText, toastFailure, toastSuccess } from '../../lib/api';
import { useSetNoteRemoved, type NoteTarget } from './queries';

/**
 * Delete a brand or POC note (spec 001 §7 removal): `ask(note)` opens the confirmation, `confirm`
 * removes it and offers Undo, which restores it; `onGone` runs once the note has left the list.
 */
export function useDeleteNote(target: NoteTarget, onGone: () => void) {
  const [deleting, setDeleting] = useState<BrandNote | null>(null);
  const remove = useSetNoteRemoved(target);
  const undo = (noteId: number) =>
    remove.mutate(
      { noteId, removed: false },
      {
        onSuccess: (r) => toastSuccess(r.message),
        onError: (e) => toastFailure(failureText(e, NOTE_MESSAGES.restoreFailed)),
      },
    );
  const confirm = () => {
    if (!deleting) return;
    const noteId = deleting.id;
    remove.mutate(
      { noteId, removed: true },
      {
        onSuccess: (r) => {
          setDeleting(null);
          showUndoToast({
            message: r.message,
            testId: 'undo-remove-note',
            onUndo: () => undo(noteId),
          });
          onGone();
        },
        onError: (e) => toastFailure(failureText(e, NOTE_MESSAGES.deleteFailed)),
      },
    );
  };
  return {
    deleting,
    ask: setDeleting,
    cancel: () => setDeleting(null),
    confirm,
    pending: remove.isPending,
  };
}
