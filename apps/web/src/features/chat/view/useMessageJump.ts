import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type RefObject } from 'react';
import type { VirtuosoHandle } from 'react-virtuoso';
import { cachedMessages, loadOlder } from '../messageQueries';

/** How many older pages a jump may load looking for its message. */
const JUMP_PAGES = 20;

/**
 * Shows the message `jumpTo` asks for (a reply's original, a pinned message): loads older pages until
 * it is found (at most JUMP_PAGES), scrolls it to the centre and answers its mid, highlighted for 2 s.
 */
export function useMessageJump(
  chatId: number,
  jumpTo: { mid: number; seq: number } | null,
  list: RefObject<VirtuosoHandle | null>,
): number | null {
  const qc = useQueryClient();
  const [highlighted, setHighlighted] = useState<number | null>(null);
  useEffect(() => {
    if (!jumpTo) return;
    let live = true;
    void (async () => {
      for (let page = 0; live && page <= JUMP_PAGES; page++) {
        const d = cachedMessages(qc, chatId);
        const at = d?.messages.findIndex((m) => m.state === 'sent' && m.mid === jumpTo.mid) ?? -1;
        if (d && at >= 0) {
          list.current?.scrollToIndex({ index: at, align: 'center', behavior: 'smooth' });
          setHighlighted(jumpTo.mid);
          return;
        }
        if (!d?.hasOlder) return;
        await loadOlder(qc, chatId).catch(() => undefined);
      }
    })();
    return () => {
      live = false;
    };
  }, [jumpTo, chatId, qc, list]);
  useEffect(() => {
    if (highlighted === null) return;
    const t = setTimeout(() => setHighlighted(null), 2_000);
    return () => clearTimeout(t);
  }, [highlighted]);
  return highlighted;
}
