import {
  CHAT_EVENTS,
  type ChatMessage,
  type DraftEvent,
  type MessageDeletedEvent,
  type MessagePinEvent,
  type MessageStarEvent,
  type ReactionEvent,
  type ReadReceiptEvent,
} from '@crm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSocketEvent } from '../../lib/useSocket';
import { currentUser } from '../../lib/user';
import { applyPin, applyReaction, applyStar } from './messageActions';
import { flushOutbox } from './outbox';
import { useHoleCatchUp } from './page/useHoleCatchUp';
import { useListRefresh } from './page/useListRefresh';
import { patchDraft, refreshChatInfo } from './queries';
import {
  applyDeleted,
  cachedChatIds,
  catchUp,
  mergeMessages,
  patchMessages,
  type ChatMessages,
} from './messageQueries';

/** Records that member `userId` read up to `lastRead` (a read receipt of someone else), never moving back. */
const recordRead = (d: ChatMessages, userId: number, lastRead: number): ChatMessages =>
  d.readers[userId] === lastRead
    ? d
    : { ...d, readers: { ...d.readers, [userId]: Math.max(d.readers[userId] ?? 0, lastRead) } };

/**
 * Keeps /chat live over the `/chat` socket (001 §7 Realtime): `message` merges into its chat by mid
 * (late arrivals in place, twice shows once), `delete-message` blanks it, `read-reciept` records how far
 * a member read; reactions, message pins and stars, and drafts (our other tabs) patch the cache; an
 * announcement (members changed) or a group-update (renamed) refreshes the chat's info. On every (re)connect, and when the page mounts, each cached chat catches up by mid
 * range and modified-since, so nothing missed while away is lost, and the outbox sends what is still queued. The chat list refreshes (throttled).
 */
export function useChatSocket(): void {
  const qc = useQueryClient();
  const refreshLists = useListRefresh();
  const checkHole = useHoleCatchUp();
  const catchUpAll = () => {
    for (const id of cachedChatIds(qc)) void catchUp(qc, id).catch(() => undefined);
    void flushOutbox(qc);
    refreshLists();
  };
  // once on mount: pushes missed while the page was closed
  useEffect(() => {
    for (const id of cachedChatIds(qc)) void catchUp(qc, id).catch(() => undefined);
  }, [qc]);

  useSocketEvent('/chat', 'connect', catchUpAll);
  useSocketEvent<ChatMessage>('/chat', CHAT_EVENTS.message, (m) => {
    mergeMessages(qc, m.chatId, [m]);
    checkHole(m.chatId);
    if (m.isAnnoucement) refreshChatInfo(qc, m.chatId);
    refreshLists();
  });
  useSocketEvent<ReactionEvent>('/chat', CHAT_EVENTS.reactionAdd, (ev) =>
    applyReaction(qc, ev, true),
  );
  useSocketEvent<ReactionEvent>('/chat', CHAT_EVENTS.reactionRemove, (ev) =>
    applyReaction(qc, ev, false),
  );
  useSocketEvent<MessagePinEvent>('/chat', CHAT_EVENTS.pinMessage, (ev) => applyPin(qc, ev));
  useSocketEvent<MessagePinEvent>('/chat', CHAT_EVENTS.unpinMessage, (ev) => applyPin(qc, ev));
  useSocketEvent<MessageStarEvent>('/chat', CHAT_EVENTS.starMessage, (ev) => applyStar(qc, ev));
  useSocketEvent<MessageStarEvent>('/chat', CHAT_EVENTS.unstarMessage, (ev) => applyStar(qc, ev));
  useSocketEvent<{ chatId: number }>('/chat', CHAT_EVENTS.groupUpdate, (ev) => {
    refreshChatInfo(qc, ev.chatId);
    refreshLists();
  });
  useSocketEvent<DraftEvent>('/chat', CHAT_EVENTS.draftMessage, (ev) =>
    patchDraft(qc, ev.chatId, ev.content),
  );
  useSocketEvent<MessageDeletedEvent>('/chat', CHAT_EVENTS.deleteMessage, (ev) => {
    applyDeleted(qc, ev.chatId, ev.mid);
    refreshLists();
  });
  useSocketEvent<ReadReceiptEvent>('/chat', CHAT_EVENTS.readReceipt, (ev) => {
    if (ev.userId === currentUser()?.userId) refreshLists();
    else patchMessages(qc, ev.chatId, (d) => recordRead(d, ev.userId, ev.lastRead));
  });
}
