import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { postTaskComment } from '../queries';
import { addCommentToCache } from '../taskCache';

/** A message sent from here and not yet in the thread's pages: sending, or failed (Retry). */
export type PendingComment = { localId: string; text: string; state: 'sending' | 'failed' };

/** A new message's localId (a retry reuses it, so the server stores it once). */
export const newLocalId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * Optimistic sending to a thread (the main one when `thread` is null): `send(localId, text)` shows the
 * message as sending, puts the stored message into the thread's cache when the server answers, or marks
 * it failed; sending a failed one again with its localId retries it.
 */
export function usePendingComments(taskId: number, thread: number | null) {
  const qc = useQueryClient();
  const [pending, setPending] = useState<PendingComment[]>([]);

  const send = async (localId: string, text: string) => {
    setPending((ps) => [
      ...ps.filter((p) => p.localId !== localId),
      { localId, text, state: 'sending' },
    ]);
    try {
      const comment = await postTaskComment({
        taskId,
        taskSubAssignmentId: thread ?? undefined,
        text,
        localId,
      });
      addCommentToCache(qc, comment);
      setPending((ps) => ps.filter((p) => p.localId !== localId));
    } catch {
      setPending((ps) => ps.map((p) => (p.localId === localId ? { ...p, state: 'failed' } : p)));
    }
  };

  return { pending, send };
}
