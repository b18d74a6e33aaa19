import {
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import {
  CHAT_PAGE_SIZE,
  chatRoutes,
  type ChatInfo,
  type ChatListResult,
  type ChatSummary,
} from '@crm/contracts';
import { ApiError } from '../../lib/api';
import { callRoute, useApi } from '../../lib/useApi';

/*
 * The chats (001 §2, §9): the query keys of the chat feature, the caller's chat lists and a chat's
 * info, and what the caller sets on a chat (mute, pin, draft, a personal chat). A chat's messages are in
 * messageQueries, sending in sendQueries, groups in groupQueries.
 */

/** A tab of the chat list: the caller's chats, or the chats of events. */
export type ChatTab = 'CHATS' | 'EVENTS';

/** Query keys of the chat feature; everything lives under ['chat']. */
export const chatKeys = {
  all: ['chat'] as const,
  lists: ['chat', 'list'] as const,
  list: (tab: ChatTab, archived: boolean) => ['chat', 'list', tab, archived] as const,
  unread: ['chat', 'unread'] as const,
  info: (chatId: number) => ['chat', 'info', chatId] as const,
  messagesAll: ['chat', 'messages'] as const,
  messages: (chatId: number) => ['chat', 'messages', chatId] as const,
};

/** POST /api/group: the caller's chats of a tab (EVENTS: current events, or the archived ones whose event has ended), pinned first, 100 a page (001 §9). */
export function useChatList(tab: ChatTab, archived = false) {
  return useInfiniteQuery({
    queryKey: chatKeys.list(tab, archived),
    queryFn: ({ pageParam }) =>
      callRoute(chatRoutes.list, {
        chatType: tab,
        archivedEvents: tab === 'EVENTS' && archived,
        pageNo: pageParam,
        count: CHAT_PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}

/** How many of the caller's chats have unread messages (the side nav's badge). */
export function useChatUnread(enabled = true) {
  return useQuery({
    queryKey: chatKeys.unread,
    queryFn: async () =>
      (await callRoute(chatRoutes.list, { chatType: 'CHATS', pageNo: 1, count: 1 })).unreadChats,
    staleTime: 30_000,
    enabled,
  });
}

/** GET /api/group/info?chatId: the chat and its members. */
export function useChatInfo(chatId: number | null) {
  return useApi(chatRoutes.info, chatId ? { chatId } : undefined, {
    retry: (n, e) => !(e instanceof ApiError && e.status < 500) && n < 2,
  });
}

/** Applies `fn` to a chat in every cached list page. */
export function patchChatInLists(
  qc: QueryClient,
  chatId: number,
  fn: (c: ChatSummary) => ChatSummary,
): void {
  qc.setQueriesData<{ pages: ChatListResult[]; pageParams: unknown[] }>(
    { queryKey: chatKeys.lists },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((p) => ({
          ...p,
          chats: p.chats.map((c) => (c.id === chatId ? fn(c) : c)),
        })),
      },
  );
}

/** Records the caller's draft of a chat in the cached lists and the chat's info (where the composer starts from on return). */
export function patchDraft(qc: QueryClient, chatId: number, content: string): void {
  const draftMessage = content.trim() ? content : null;
  patchChatInLists(qc, chatId, (c) => ({ ...c, draftMessage }));
  qc.setQueryData<ChatInfo>(chatKeys.info(chatId), (d) => d && { ...d, draftMessage });
}

/** POST /api/group/notification: mute or unmute; answers the toast text. */
export const muteChat = (chatId: number, mute: boolean) =>
  callRoute(chatRoutes.mute, { chatId, mute });
/** POST /api/group/pin: pin or unpin; answers the toast text. */
export const pinChat = (chatId: number, pin: boolean) => callRoute(chatRoutes.pin, { chatId, pin });
/** POST /api/user/group: the personal chat with the user (created the first time). */
export const openPersonalChat = (userId: number) => callRoute(chatRoutes.personalChat, { userId });
/** POST /api/user/group/support: the personal chat with the support user (What's New 'message us'). */
export const openSupportChat = () => callRoute(chatRoutes.supportChat, {});
