import { useQuery, type QueryClient } from '@tanstack/react-query';
import { CHAT_PAGE_SIZE, chatRoutes, type ChatMessage } from '@crm/contracts';
import { apiKey, callRoute, routeKey } from '../../lib/useApi';
import { currentUser } from '../../lib/user';
import {
  contiguousMid,
  firstServerMid,
  markDeleted,
  upsertMessages,
  type ShownMessage,
} from './messageList';
import { patchChatInLists } from './queries';

/*
 * The open chats' messages (001 §9): each chat's cache of messages in mid order, merged from pages,
 * catch-ups and live pushes, and the requests that change one message.
 */

/** The open chat's messages as cached: mid order, whether older pages exist, Virtuoso's index of the first one, when it was last synced, and who read how far (live). */
export type ChatMessages = {
  messages: ShownMessage[];
  hasOlder: boolean;
  firstIndex: number;
  syncedAt: string;
  readers: Record<number, number>;
};

/** Virtuoso's index of the first message before any older page is prepended (it counts down as pages come). */
const FIRST_INDEX = 1_000_000;

/** A sync mark a minute early: catching up twice is harmless (messages upsert by mid), missing an edit is not. */
const syncMark = () => new Date(Date.now() - 60_000).toISOString();

/**
 * GET /api/message?chatId: the latest page; older pages, catching up and live pushes merge into this
 * cache (ChatMessages, under the route's key for {chatId}), so it is never refetched wholesale.
 */
export function useChatMessages(chatId: number | null) {
  return useQuery({
    queryKey: apiKey(chatRoutes.messages, chatId ? { chatId } : undefined),
    queryFn: async (): Promise<ChatMessages> => {
      const syncedAt = syncMark();
      const res = await callRoute(chatRoutes.messages, {
        chatId: chatId!,
        count: CHAT_PAGE_SIZE,
      });
      return {
        messages: upsertMessages([], res.messages, currentUser()?.userId),
        hasOlder: res.hasMore,
        firstIndex: FIRST_INDEX,
        syncedAt,
        readers: {},
      };
    },
    enabled: !!chatId,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    gcTime: 10 * 60_000,
  });
}

/** A chat's cached messages (undefined when the chat was never opened). */
export const cachedMessages = (qc: QueryClient, chatId: number) =>
  qc.getQueryData<ChatMessages>(apiKey(chatRoutes.messages, { chatId }));

/** Applies `fn` to a chat's cached messages (nothing when the chat was never opened). */
export function patchMessages(
  qc: QueryClient,
  chatId: number,
  fn: (d: ChatMessages) => ChatMessages,
): void {
  qc.setQueryData<ChatMessages>(apiKey(chatRoutes.messages, { chatId }), (d) => d && fn(d));
}

/** Merges server messages into their chat's cache, and the newest into the chat list's preview (the list refetch reorders later). */
export function mergeMessages(qc: QueryClient, chatId: number, incoming: ChatMessage[]): void {
  if (!incoming.length) return;
  const selfId = currentUser()?.userId;
  patchMessages(qc, chatId, (d) => {
    const messages = upsertMessages(d.messages, incoming, selfId);
    return messages === d.messages ? d : { ...d, messages };
  });
  const newest = incoming.reduce((a, b) => (b.mid > a.mid ? b : a));
  patchChatInLists(qc, chatId, (c) =>
    newest.mid > c.latestMid || c.latestMessage?.mid === newest.mid
      ? {
          ...c,
          latestMid: Math.max(c.latestMid, newest.mid),
          latestMessage:
            c.latestMessage?.isDeleted && c.latestMessage.mid === newest.mid
              ? c.latestMessage
              : newest,
        }
      : c,
  );
}

/** A `delete-message` push: the message keeps its place, blank (and so does the list's preview of it). */
export function applyDeleted(qc: QueryClient, chatId: number, mid: number): void {
  patchMessages(qc, chatId, (d) => ({ ...d, messages: markDeleted(d.messages, mid) }));
  patchChatInLists(qc, chatId, (c) =>
    c.latestMessage?.mid === mid
      ? { ...c, latestMessage: { ...c.latestMessage, isDeleted: true, content: '' } }
      : c,
  );
}

/** GET /api/message?beforeMid: the next older page, prepended (Virtuoso's first index moves back by as many). */
export async function loadOlder(qc: QueryClient, chatId: number): Promise<void> {
  const d = cachedMessages(qc, chatId);
  const before = d && firstServerMid(d.messages);
  if (!d || !d.hasOlder || before === undefined) return;
  const res = await callRoute(chatRoutes.messages, {
    chatId,
    beforeMid: before,
    count: CHAT_PAGE_SIZE,
  });
  patchMessages(qc, chatId, (cur) => {
    const messages = upsertMessages(cur.messages, res.messages, currentUser()?.userId);
    const added = messages.length - cur.messages.length;
    return { ...cur, messages, hasOlder: res.hasMore, firstIndex: cur.firstIndex - added };
  });
}

/**
 * Catching up a cached chat after the socket (re)connects or a hole shows: every message
 * after the end of the unbroken run of mids we hold, page by page, then every message edited or deleted
 * since the last sync.
 */
export async function catchUp(qc: QueryClient, chatId: number): Promise<void> {
  const d = cachedMessages(qc, chatId);
  if (!d) return;
  const syncedAt = syncMark();
  let after = contiguousMid(d.messages);
  for (let i = 0; i < 50; i++) {
    const res = await callRoute(chatRoutes.messages, {
      chatId,
      afterMid: after,
      count: CHAT_PAGE_SIZE,
    });
    mergeMessages(qc, chatId, res.messages);
    if (!res.hasMore || !res.messages.length) break;
    after = res.messages.at(-1)!.mid;
  }
  for (let page = 1; page <= 50; page++) {
    const res = await callRoute(chatRoutes.modified, {
      chatId,
      since: d.syncedAt,
      pageNo: page,
      count: CHAT_PAGE_SIZE,
    });
    mergeMessages(qc, chatId, res.messages);
    if (page >= res.totalPages) break;
  }
  patchMessages(qc, chatId, (cur) => ({ ...cur, syncedAt }));
}

/** Every chat whose messages are cached (the ones to catch up). */
export const cachedChatIds = (qc: QueryClient) =>
  qc
    .getQueriesData<ChatMessages>({ queryKey: routeKey(chatRoutes.messages) })
    .filter(([, d]) => !!d)
    .map(([key]) => (key[2] as { chatId?: number } | undefined)?.chatId ?? 0)
    .filter((id) => id > 0);

/** PATCH /api/message: the sender edits; answers the message. */
export const editMessage = (messageId: number, content: string) =>
  callRoute(chatRoutes.edit, { messageId, content });
/** POST /api/message/removal: the sender deletes; answers the message. */
export const deleteMessage = (messageId: number) => callRoute(chatRoutes.remove, { messageId });
/** POST /api/message/read: read up to mid. */
export const markRead = (chatId: number, mid: number) =>
  callRoute(chatRoutes.read, { chatId, mid });
