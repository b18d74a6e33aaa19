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
  type ChatMessage,
  type ChatSummary,
} from '@crm/contracts';
import { ApiError } from '../../lib/api';
import { callRoute, useApi } from '../../lib/useApi';
import { currentUser } from '../../lib/user';
import {
  contiguousMid,
  firstServerMid,
  markDeleted,
  PENDING_MID,
  upsertMessages,
  type ShownMessage,
} from './messageList';

export type ChatTab = 'CHATS' | 'EVENTS';

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

/** A sync mark a minute early: catching up twice is harmless (messages upsert by mid), missing an edit is not. */
const syncMark = () => new Date(Date.now() - 60_000).toISOString();

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

/** GET /api/message?chatId: the latest page; older pages, catching up and live pushes merge into this cache, so it is never refetched wholesale. */
export function useChatMessages(chatId: number | null) {
  return useQuery({
    queryKey: chatKeys.messages(chatId ?? 0),
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

/** Applies `fn` to a chat's cached messages (nothing when the chat was never opened). */
export function patchMessages(
  qc: QueryClient,
  chatId: number,
  fn: (d: ChatMessages) => ChatMessages,
): void {
  qc.setQueryData<ChatMessages>(chatKeys.messages(chatId), (d) => d && fn(d));
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
  const d = qc.getQueryData<ChatMessages>(chatKeys.messages(chatId));
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
  const d = qc.getQueryData<ChatMessages>(chatKeys.messages(chatId));
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
    .getQueriesData<ChatMessages>({ queryKey: chatKeys.messagesAll })
    .filter(([, d]) => !!d)
    .map(([key]) => key[2] as number)
    .filter((id) => id > 0);

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

/** A fresh client id for a message (its localId): sends and forwards are stored once per id. */
export const newLocalId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Our message before its ack: shown at the end as sending (quoting `replyTo`, if a reply). */
export function pendingMessage(
  chatId: number,
  localId: string,
  content: string,
  replyTo: ChatMessage | null = null,
): ShownMessage {
  const u = currentUser();
  const now = new Date().toISOString();
  return {
    id: 0,
    mid: PENDING_MID,
    chatId,
    localId,
    content,
    type: 'TEXT',
    from: u?.userId ?? 0,
    fromUserData: {
      userId: u?.userId ?? 0,
      userName: u?.userName ?? '',
      firstName: '',
      lastName: '',
      profileImage: null,
      roles: [],
      verticalName: null,
      lastActiveOn: null,
    },
    sentOn: now,
    replyingTo: replyTo?.id ?? null,
    replyingToMessage: replyTo && {
      id: replyTo.id,
      mid: replyTo.mid,
      from: replyTo.from,
      content: replyTo.content,
      isDeleted: replyTo.isDeleted,
    },
    isEdited: false,
    editVersion: 0,
    isDeleted: false,
    isAnnoucement: false,
    additionalData: null,
    updatedAt: now,
    state: 'sending',
  };
}

/** Sets our pending message's state (sending again, or failed). */
export const setPendingState = (
  qc: QueryClient,
  chatId: number,
  localId: string,
  state: 'sending' | 'failed',
) =>
  patchMessages(qc, chatId, (d) => ({
    ...d,
    messages: d.messages.map((m) =>
      m.state !== 'sent' && m.localId === localId ? { ...m, state } : m,
    ),
  }));

/** PUT /api/message: sends once per localId (a reply names the message it quotes; files are uploaded ones); a network failure is tried again 3 times 400 ms apart (001 §9), the same localId storing one message. */
export async function sendMessage(
  chatId: number,
  content: string,
  localId: string,
  replyingTo: number | null = null,
  files: { fileId: number; thumbnailFileId: number | null }[] = [],
): Promise<{ id: number; mid: number; message: ChatMessage }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await callRoute(chatRoutes.send, {
        chatId,
        content,
        localId,
        replyingTo,
        files,
      });
    } catch (e) {
      if ((e instanceof ApiError && e.status < 500) || attempt >= 3) throw e;
      await new Promise((r) => setTimeout(r, 400));
    }
  }
}

/** PATCH /api/message: the sender edits; answers the message. */
export const editMessage = (messageId: number, content: string) =>
  callRoute(chatRoutes.edit, { messageId, content });
/** POST /api/message/removal: the sender deletes; answers the message. */
export const deleteMessage = (messageId: number) => callRoute(chatRoutes.remove, { messageId });
/** POST /api/message/read: read up to mid. */
export const markRead = (chatId: number, mid: number) =>
  callRoute(chatRoutes.read, { chatId, mid });
/** POST /api/group/notification: mute or unmute; answers the toast text. */
export const muteChat = (chatId: number, mute: boolean) =>
  callRoute(chatRoutes.mute, { chatId, mute });
/** POST /api/group/pin: pin or unpin; answers the toast text. */
export const pinChat = (chatId: number, pin: boolean) => callRoute(chatRoutes.pin, { chatId, pin });
/** PUT /api/group: creates a group; answers its id and 'Group created successfully'. */
export const createGroup = (req: { name: string; description: string; members: number[] }) =>
  callRoute(chatRoutes.createGroup, req);
/** POST /api/user/group: the personal chat with the user (created the first time). */
export const openPersonalChat = (userId: number) => callRoute(chatRoutes.personalChat, { userId });
/** POST /api/user/group/support: the personal chat with the support user (What's New 'message us'). */
export const openSupportChat = () => callRoute(chatRoutes.supportChat, {});
/** PATCH /api/group: the owner changes the group's name or description; answers 'Group info updated successfully'. */
export const updateGroup = (req: { chatId: number; name?: string; description?: string }) =>
  callRoute(chatRoutes.updateGroup, req);
/** POST /api/group/user: the owner adds members (an ADDED_TO_GROUP announcement follows). */
export const addMembers = (chatId: number, userIds: number[]) =>
  callRoute(chatRoutes.addMembers, { chatId, userIds });
/** PATCH /api/group/user: the owner removes members, or a member leaves (their own id alone). */
export const removeMembers = (chatId: number, userIds: number[]) =>
  callRoute(chatRoutes.removeMembers, { chatId, userIds });
