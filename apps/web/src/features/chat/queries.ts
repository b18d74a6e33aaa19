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
import { apiKey, callRoute, refetchAfterPush, routeKey, useApi } from '../../lib/useApi';

/*
 * The chats (001 §2, §9): the caller's chat lists (cached under the catalogue's keys) and a chat's
 * info, and what the caller sets on a chat (mute, pin, draft, a personal chat). A chat's messages are in
 * messageQueries, sending in sendQueries, groups in groupQueries.
 */

/** A tab of the chat list: the caller's chats, or the chats of events. */
export type ChatTab = 'CHATS' | 'EVENTS';

/** The input of every chat list read, but for its page: a tab's chats 100 a page (001 §9). */
const listInput = (tab: ChatTab, archived: boolean) => ({
  chatType: tab,
  archivedEvents: tab === 'EVENTS' && archived,
  count: CHAT_PAGE_SIZE,
});

/** The read behind the unread badge: one chat of the CHATS tab, for the page's unreadChats (cached as the count alone). */
const UNREAD_INPUT = { chatType: 'CHATS', pageNo: 1, count: 1 } as const;

/** POST /api/group: the caller's chats of a tab (EVENTS: current events, or the archived ones whose event has ended), pinned first, 100 a page (001 §9). */
export function useChatList(tab: ChatTab, archived = false) {
  const input = listInput(tab, archived);
  return useInfiniteQuery({
    queryKey: routeKey(chatRoutes.list, input),
    queryFn: ({ pageParam }) => callRoute(chatRoutes.list, { ...input, pageNo: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}

/** Refetches every cached chat list (all tabs: each reads 100 a page, which the unread badge's read does not). */
export const refreshChatLists = (qc: QueryClient) =>
  void qc.invalidateQueries({ queryKey: routeKey(chatRoutes.list, { count: CHAT_PAGE_SIZE }) });

/** How many of the caller's chats have unread messages (the side nav's badge). */
export function useChatUnread(enabled = true) {
  return useQuery({
    queryKey: apiKey(chatRoutes.list, UNREAD_INPUT),
    queryFn: async () => (await callRoute(chatRoutes.list, UNREAD_INPUT)).unreadChats,
    staleTime: 30_000,
    enabled,
  });
}

/** Refetches the unread badge's count. */
export const refreshChatUnread = (qc: QueryClient) =>
  refetchAfterPush(qc, apiKey(chatRoutes.list, UNREAD_INPUT));

/** GET /api/group/info?chatId: the chat and its members. */
export function useChatInfo(chatId: number | null) {
  return useApi(chatRoutes.info, chatId ? { chatId } : undefined, {
    retry: (n, e) => !(e instanceof ApiError && e.status < 500) && n < 2,
  });
}

/** Refetches a chat's info (its name, picture or members changed). */
export const refreshChatInfo = (qc: QueryClient, chatId: number) =>
  void qc.invalidateQueries({ queryKey: routeKey(chatRoutes.info, { chatId }) });

/** Applies `patch` to a chat's cached info (nothing when it was never read). */
export function patchChatInfo(qc: QueryClient, chatId: number, patch: Partial<ChatInfo>): void {
  qc.setQueryData<ChatInfo>(apiKey(chatRoutes.info, { chatId }), (d) => d && { ...d, ...patch });
}

/** Applies `fn` to a chat in every cached list page. */
export function patchChatInLists(
  qc: QueryClient,
  chatId: number,
  fn: (c: ChatSummary) => ChatSummary,
): void {
  qc.setQueriesData<{ pages: ChatListResult[]; pageParams: unknown[] }>(
    { queryKey: routeKey(chatRoutes.list, { count: CHAT_PAGE_SIZE }) },
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
  patchChatInfo(qc, chatId, { draftMessage });
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
