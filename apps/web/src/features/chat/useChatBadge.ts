import { CHAT_EVENTS } from '@crm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../lib/useSocket';
import { refreshChatUnread, useChatUnread } from './queries';

/** The side nav's chat badge: how many chats have unread messages, refreshed when a message or a read receipt arrives. */
export function useChatBadge(enabled = true): number {
  const qc = useQueryClient();
  const q = useChatUnread(enabled);
  const refresh = () => refreshChatUnread(qc);
  useSocketEvent('/chat', CHAT_EVENTS.message, refresh);
  useSocketEvent('/chat', CHAT_EVENTS.readReceipt, refresh);
  useSocketEvent('/chat', 'connect', refresh);
  return q.data ?? 0;
}
