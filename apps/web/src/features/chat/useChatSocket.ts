import { CHAT_EVENTS, type ChatMessage, type MessageDeletedEvent, type ReadReceiptEvent } from '@crm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSocketEvent } from '../../lib/useSocket';
import { currentUser } from '../common/user';
import { applyDeleted, cachedChatIds, catchUp, chatKeys, mergeMessages, patchMessages } from './queries';

/**
 * Keeps /chat live over the `/chat` socket (001 §7 Realtime): `message` merges into its chat by mid
 * (late arrivals in place, twice shows once), `delete-message` blanks it, `read-reciept` records how far
 * a member read. On every (re)connect, and when the page mounts, each cached chat catches up by mid
 * range and modified-since, so nothing missed while away is lost. The chat list refreshes (throttled).
 */
export function useChatSocket(): void {
  const qc = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refreshLists = () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void qc.invalidateQueries({ queryKey: chatKeys.lists });
    }, 250);
  };
  const catchUpAll = () => {
    for (const id of cachedChatIds(qc)) void catchUp(qc, id).catch(() => undefined);
    refreshLists();
  };
  // once on mount: pushes missed while the page was closed
  useEffect(() => {
    for (const id of cachedChatIds(qc)) void catchUp(qc, id).catch(() => undefined);
    const t = timer;
    return () => {
      if (t.current) clearTimeout(t.current);
    };
  }, [qc]);

  useSocketEvent('/chat', 'connect', catchUpAll);
  useSocketEvent<ChatMessage>('/chat', CHAT_EVENTS.message, (m) => {
    mergeMessages(qc, m.chatId, [m]);
    refreshLists();
  });
  useSocketEvent<MessageDeletedEvent>('/chat', CHAT_EVENTS.deleteMessage, (ev) => {
    applyDeleted(qc, ev.chatId, ev.mid);
    refreshLists();
  });
  useSocketEvent<ReadReceiptEvent>('/chat', CHAT_EVENTS.readReceipt, (ev) => {
    if (ev.userId === currentUser()?.userId) refreshLists();
    else patchMessages(qc, ev.chatId, (d) => (d.readers[ev.userId] === ev.lastRead ? d : { ...d, readers: { ...d.readers, [ev.userId]: Math.max(d.readers[ev.userId] ?? 0, ev.lastRead) } }));
  });
}
