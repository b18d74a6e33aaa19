import type { QueryClient } from '@tanstack/react-query';
import {
  CHAT_EVENTS,
  type ChatMessage,
  type DraftEvent,
  type MessagePinEvent,
  type MessageStarEvent,
  type ReactionEvent,
} from '@crm/contracts';
import { emit, getSocket } from '../../lib/socket';
import { patchMessages } from './messageQueries';

/**
 * The message actions that travel over the `/chat` socket (001 §7 Realtime) and how their pushes change
 * the cached chat: reactions, message pins and stars, forwarding, drafts and typing. Each emit is acked
 * (a refusal rejects with the server's message, lib/socket.ts).
 */

/** Applies `fn` to the cached message `messageId` of a chat. */
const patchMessage = (
  qc: QueryClient,
  chatId: number,
  messageId: number,
  fn: (m: ChatMessage) => ChatMessage,
) =>
  patchMessages(qc, chatId, (d) => ({
    ...d,
    messages: d.messages.map((m) =>
      m.state === 'sent' && m.id === messageId ? { ...fn(m), state: m.state } : m,
    ),
  }));

/** The reactions after `userId` added or removed `emoji` (an emoji nobody holds any more disappears). */
export function withReaction(
  reactions: ChatMessage['reactions'],
  userId: number,
  emoji: string,
  add: boolean,
): NonNullable<ChatMessage['reactions']> {
  const list = reactions ?? [];
  const at = list.findIndex((r) => r.emoji === emoji);
  if (add) {
    if (at < 0) return [...list, { emoji, userIds: [userId] }];
    if (list[at]!.userIds.includes(userId)) return list;
    return list.map((r, i) => (i === at ? { ...r, userIds: [...r.userIds, userId] } : r));
  }
  if (at < 0 || !list[at]!.userIds.includes(userId)) return list;
  return list
    .map((r, i) => (i === at ? { ...r, userIds: r.userIds.filter((u) => u !== userId) } : r))
    .filter((r) => r.userIds.length > 0);
}

/** A reaction-add / reaction-remove push (or our own optimistic change). */
export const applyReaction = (qc: QueryClient, ev: ReactionEvent, add: boolean) =>
  patchMessage(qc, ev.chatId, ev.messageId, (m) => ({
    ...m,
    reactions: withReaction(m.reactions, ev.userId, ev.emoji, add),
  }));

/** A pin-message / unpin-message push. */
export const applyPin = (qc: QueryClient, ev: MessagePinEvent) =>
  patchMessage(qc, ev.chatId, ev.messageId, (m) => ({
    ...m,
    isPinned: ev.pinnedBy !== null,
    pinnedBy: ev.pinnedBy,
    pinnedOn: ev.pinnedOn,
  }));

/** A star-message / unstar-message push (our other tabs). */
export const applyStar = (qc: QueryClient, ev: MessageStarEvent) =>
  patchMessage(qc, ev.chatId, ev.messageId, (m) => ({ ...m, isStarred: ev.isStarred }));

/** Adds or removes the caller's reaction; resolves with the server's event. */
export const react = (messageId: number, emoji: string, add: boolean) =>
  emit<ReactionEvent>('/chat', add ? CHAT_EVENTS.reactionAdd : CHAT_EVENTS.reactionRemove, {
    messageId,
    emoji,
  });

/** Pins or unpins a message in its chat for everyone. */
export const pinMessage = (messageId: number, on: boolean) =>
  emit<MessagePinEvent & { message: string }>(
    '/chat',
    on ? CHAT_EVENTS.pinMessage : CHAT_EVENTS.unpinMessage,
    { messageId },
  );

/** Stars or unstars a message for the caller only. */
export const starMessage = (messageId: number, on: boolean) =>
  emit<MessageStarEvent & { message: string }>(
    '/chat',
    on ? CHAT_EVENTS.starMessage : CHAT_EVENTS.unstarMessage,
    { messageId },
  );

/** Forwards a text message to other chats of the caller (at most 20); `localId` makes a retry idempotent. */
export const forwardMessage = (messageId: number, chatIds: number[], localId: string) =>
  emit<{ messages: ChatMessage[]; message: string }>('/chat', CHAT_EVENTS.forwardMessage, {
    messageId,
    chatIds,
    localId,
  });

/** Stores the caller's draft of a chat ('' clears it); their other tabs get it as a draft-message push. */
export const saveDraft = (chatId: number, content: string) =>
  emit<DraftEvent>('/chat', CHAT_EVENTS.draftMessage, { chatId, content });

/** Tells the chat's other members the caller is typing (not stored; skipped while the socket is down: it would be stale by the time it got there). */
export const sendTyping = async (chatId: number) => {
  if (getSocket('/chat').connected)
    await emit<{ chatId: number }>('/chat', CHAT_EVENTS.typing, { chatId });
};
