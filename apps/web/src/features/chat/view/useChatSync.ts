import { useDocumentVisibility } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ChatInfo } from '@crm/contracts';
import { lastServerMid } from '../messageList';
import { flushOutbox } from '../outbox';
import { patchChatInLists, refreshChatUnread } from '../queries';
import { catchUp, markRead, type ChatMessages } from '../messageQueries';

/**
 * Keeps the open chat in step (001 §2, §4). Once its first page is loaded it catches up (a push that
 * came between the server's read of that page and its arrival here found no cache) and sends what
 * waits in the outbox (sent offline, or before a reload). While the tab is visible, what arrives is
 * marked read (POST /message/read) and the chat lists and the unread badge follow.
 */
export function useChatSync(
  chatId: number,
  info: ChatInfo | undefined,
  messages: { isSuccess: boolean; data: ChatMessages | undefined },
) {
  const qc = useQueryClient();
  const visible = useDocumentVisibility() === 'visible';
  const readSent = useRef(0);

  const loaded = messages.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    void catchUp(qc, chatId).catch(() => undefined);
    void flushOutbox(qc);
  }, [loaded, chatId, qc]);

  const latest = messages.data ? lastServerMid(messages.data.messages) : 0;
  useEffect(() => {
    readSent.current = 0;
  }, [chatId]);
  useEffect(() => {
    if (!visible || !latest || !info || latest <= Math.max(readSent.current, info.lastRead)) return;
    readSent.current = latest;
    markRead(chatId, latest)
      .then((r) => {
        patchChatInLists(qc, chatId, (c) => ({
          ...c,
          lastRead: r.lastRead,
          unreadCount: r.unreadCount,
        }));
        refreshChatUnread(qc);
      })
      .catch(() => {
        readSent.current = 0;
      });
  }, [visible, latest, info, chatId, qc]);
}
