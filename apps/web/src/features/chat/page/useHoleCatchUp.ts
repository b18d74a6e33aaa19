import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { contiguousMid, lastServerMid } from '../messageList';
import { cachedMessages, catchUp } from '../messageQueries';

/** How long a hole in a chat's mids may stay before it is fetched (pushes from two server copies can arrive slightly out of order). */
const HOLE_WAIT_MS = 1_000;

/**
 * `checkHole(chatId)` after a push: when the chat's cached mids have a hole (a push lost while a server
 * copy died), the chat catches up from the hole once things settle (HOLE_WAIT_MS), if it is still there;
 * one wait per chat at a time, dropped on unmount.
 */
export function useHoleCatchUp(): (chatId: number) => void {
  const qc = useQueryClient();
  const holes = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const h = holes.current;
    return () => {
      for (const x of h.values()) clearTimeout(x);
    };
  }, []);
  const hasHole = (chatId: number) => {
    const d = cachedMessages(qc, chatId);
    return !!d && contiguousMid(d.messages) < lastServerMid(d.messages);
  };
  return (chatId: number) => {
    if (holes.current.has(chatId) || !hasHole(chatId)) return;
    holes.current.set(
      chatId,
      setTimeout(() => {
        holes.current.delete(chatId);
        if (hasHole(chatId)) void catchUp(qc, chatId).catch(() => undefined);
      }, HOLE_WAIT_MS),
    );
  };
}
