import { REALTIME_EVENTS, taskRoutes } from '@crm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useChatBadge } from '../../features/chat';
import { useTaskCounts } from '../../features/tasks';
import { refetchAfterPush, routeKey } from '../../lib/useApi';
import { useSocketEvent, useSocketReconnect } from '../../lib/useSocket';
import type { NavKey } from '../nav';

/**
 * The side nav's unread counts (spec 000 §2.4, §3 'Chat info'): chats whose latest message is past
 * the user's last read, and open tasks with unread messages (taskUnReadMessageCounts.allTasks).
 * Both stay live: chat over the /chat socket (useChatBadge), tasks over the /task socket (and read again
 * when it reconnects).
 */
export function useNavCounts(keys: readonly NavKey[]): Partial<Record<NavKey, number>> {
  const qc = useQueryClient();
  const chat = useChatBadge(keys.includes('chat'));
  const tasks = useTaskCounts('OPEN');
  const refresh = () => refetchAfterPush(qc, routeKey(taskRoutes.counts));
  useSocketEvent('/task', REALTIME_EVENTS.taskUpdate, refresh);
  useSocketReconnect('/task', refresh);
  const taskUnread = keys.includes('tasks')
    ? (tasks.data?.taskUnReadMessageCounts.allTasks ?? 0)
    : 0;
  return { chat, tasks: taskUnread };
}
