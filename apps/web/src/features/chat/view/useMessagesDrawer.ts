import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_PAGE_SIZE, chatRoutes, type ChatMessage } from '@crm/contracts';
import { toastError, toastSuccess } from '../../../lib/api';
import { callRoute, routeKey } from '../../../lib/useApi';
import { applyPin, applyStar, pinMessage, starMessage } from '../messageActions';

/** Which list: the open chat's pinned messages, or the caller's starred messages across their chats. */
export type MessagesDrawerKind = 'pinned' | 'starred';

/**
 * The pinned (GET /api/message/pinned) or starred (GET /api/message/starred) messages, 100 a page,
 * fetched afresh while the drawer is open; `remove` unpins or unstars one (with the server's toast)
 * and refreshes the list.
 */
export function useMessagesDrawer(kind: MessagesDrawerKind, chatId: number, opened: boolean) {
  const qc = useQueryClient();
  const def = kind === 'pinned' ? chatRoutes.pinned : chatRoutes.starred;
  const q = useInfiniteQuery({
    queryKey: routeKey(
      def,
      kind === 'pinned' ? { chatId, count: CHAT_PAGE_SIZE } : { count: CHAT_PAGE_SIZE },
    ),
    queryFn: ({ pageParam }) =>
      kind === 'pinned'
        ? callRoute(chatRoutes.pinned, { chatId, pageNo: pageParam, count: CHAT_PAGE_SIZE })
        : callRoute(chatRoutes.starred, { pageNo: pageParam, count: CHAT_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    enabled: opened,
    staleTime: 0,
  });
  const messages = q.data?.pages.flatMap((p) => p.messages) ?? [];
  const remove = async (m: ChatMessage) => {
    try {
      if (kind === 'pinned') {
        const res = await pinMessage(m.id, false);
        applyPin(qc, res);
        toastSuccess(res.message);
      } else {
        const res = await starMessage(m.id, false);
        applyStar(qc, res);
        toastSuccess(res.message);
      }
      void qc.invalidateQueries({ queryKey: routeKey(def) });
    } catch (e) {
      toastError(e);
    }
  };
  return { q, messages, remove };
}
