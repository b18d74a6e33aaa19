import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ChatMessage } from '@crm/contracts';
import { toastError } from '../../../lib/api';
import { deleteMessage, editMessage, mergeMessages } from '../messageQueries';
import type { ChatTargets } from './useChatTargets';

/**
 * Editing and deleting a message of ours once its dialog is confirmed: the server's copy replaces the
 * shown one and the dialog closes; a failure is toasted and the dialog stays. `busy` while one is sent.
 */
export function useMessageChanges(chatId: number, t: ChatTargets) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const change = async (fn: () => Promise<ChatMessage>, done: () => void) => {
    setBusy(true);
    try {
      mergeMessages(qc, chatId, [await fn()]);
      done();
    } catch (e) {
      toastError(e);
    } finally {
      setBusy(false);
    }
  };
  const { editing, deleting } = t;
  return {
    busy,
    saveEdit: (text: string) =>
      editing &&
      void change(
        () => editMessage(editing.id, text),
        () => t.setEditing(null),
      ),
    confirmDelete: () =>
      deleting &&
      void change(
        () => deleteMessage(deleting.id),
        () => t.setDeleting(null),
      ),
  };
}

/** Saving an edit and confirming a delete (useMessageChanges). */
export type MessageChanges = ReturnType<typeof useMessageChanges>;
