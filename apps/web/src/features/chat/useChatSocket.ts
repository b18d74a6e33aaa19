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
import { useEffect, useRef } from 'react';
import { useSocketEvent } from '../../lib/useSocket';
import { currentUser } from '../../lib/user';
import { applyPin, applyReaction, applyStar } from './messageActions';
import { flushOutbox } from './outbox';
import { contiguousMid, lastServerMid } from './messageList';
import { chatKeys, patchDraft } from './queries';
import {
  applyDeleted,
  cachedChatIds,
  catchUp,
  mergeMessages,
  patchMessages,
  type ChatMessages,
} from './messageQueries';

/** How long a hole in a chat's mids may stay before it is fetched (pushes from two server copies can arrive slightly out of order). */
const HOLE_WAIT_MS = 1_000;

/**
 * Keeps /chat live over the `/chat` socket (001 §7 Realtime): `message` merges into its chat by mid
 * (late arrivals in place, twice shows once), `delete-message` blanks it, `read-reciept` records how far
 * a member read; reactions, message pins and stars, and drafts (our other tabs) patch the cache; an
 * announcement (members changed) or a group-update (renamed) refreshes the chat's info. On every (re)connect, and when the page mounts, each cached chat catches up by mid
 * range and modified-since, so nothing missed while away is lost, and the outbox sends what is still queued. The chat list refreshes (throttled).
 */
export function useChatSocket(): void {
  const qc = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const holes = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const refreshLists = () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void qc.invalidateQueries({ queryKey: chatKeys.lists });
    }, 250);
  };
  const catchUpAll = () => {
    for (const id of cachedChatIds(qc)) void catchUp(qc, id).catch(() => undefined);
    void flushOutbox(qc);
    refreshLists();
  };
  // once on mount: pushes missed while the page was closed
  useEffect(() => {
    for (const id of cachedChatIds(qc)) void catchUp(qc, id).catch(() => undefined);
    const t = timer;
    const h = holes.current;
    return () => {
      if (t.current) clearTimeout(t.current);
      for (const x of h.values()) clearTimeout(x);
    };
  }, [qc]);

  useSocketEvent('/chat', 'connect', catchUpAll);
  // a push that lands past a hole (one lost while a server copy died) has its chat catch up from the hole, once things settle
  const checkHole = (chatId: number) => {
    const d = qc.getQueryData<ChatMessages>(chatKeys.messages(chatId));
    if (!d || holes.current.has(chatId) || contiguousMid(d.messages) >= lastServerMid(d.messages))
      return;
    holes.current.set(
      chatId,
      setTimeout(() => {
        holes.current.delete(chatId);
        const now = qc.getQueryData<ChatMessages>(chatKeys.messages(chatId));
        if (now && contiguousMid(now.messages) < lastServerMid(now.messages))
          void catchUp(qc, chatId).catch(() => undefined);
      }, HOLE_WAIT_MS),
    );
  };
  useSocketEvent<ChatMessage>('/chat', CHAT_EVENTS.message, (m) => {
    mergeMessages(qc, m.chatId, [m]);
    checkHole(m.chatId);
    if (m.isAnnoucement) void qc.invalidateQueries({ queryKey: chatKeys.info(m.chatId) });
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
    void qc.invalidateQueries({ queryKey: chatKeys.info(ev.chatId) });
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
    else
      patchMessages(qc, ev.chatId, (d) =>
        d.readers[ev.userId] === ev.lastRead
          ? d
          : {
              ...d,
              readers: {
                ...d.readers,
                [ev.userId]: Math.max(d.readers[ev.userId] ?? 0, ev.lastRead),
              },
            },
      );
  });
}
