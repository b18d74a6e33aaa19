import { cacheFamilies, REALTIME_EVENTS, taskConversationRoutes, taskRoutes } from '@crm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent, useSocketReconnect } from '../../lib/useSocket';
import { routeKey } from '../../lib/useApi';
import { currentUser } from '../../lib/user';
import { threadInput } from './queries';
import { addCommentToCache, invalidateTask, markThreadUnread } from './taskCache';
import type { TaskUpdateEvent } from './types';
import { isViewedThread } from './detail/viewedThread';

/**
 * Keeps the task page live over the `/task` socket (lib/socket.ts): a COMMENT goes into its thread (read
 * at once when that thread is on screen, else the task and sub-assignment get their unread dot); CHANGED
 * refreshes that task's detail, people, activity and reminder, the lists and the counts; a reconnection
 * refreshes every task read on screen (what changed while the socket was down).
 */
export function useTaskSocket(): void {
  const qc = useQueryClient();
  const selfId = currentUser()?.userId;
  useSocketEvent<TaskUpdateEvent>('/task', REALTIME_EVENTS.taskUpdate, (ev) => {
    if (ev.type === 'COMMENT') {
      const c = ev.comment;
      addCommentToCache(qc, c);
      if (c.sender.userId !== selfId) {
        if (isViewedThread(c.taskId, c.taskSubAssignmentId))
          void qc.invalidateQueries({
            queryKey: routeKey(
              taskConversationRoutes.comments,
              threadInput(c.taskId, c.taskSubAssignmentId),
            ),
          });
        else markThreadUnread(qc, c.taskId, c.taskSubAssignmentId);
      }
      void qc.invalidateQueries({ queryKey: routeKey(taskRoutes.counts) });
      return;
    }
    invalidateTask(qc, ev.taskId);
    void qc.invalidateQueries({ queryKey: routeKey(taskRoutes.reminders, { taskId: ev.taskId }) });
  });
  useSocketReconnect('/task', () => void qc.invalidateQueries({ queryKey: cacheFamilies.tasks }));
}
