import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { taskRoutes } from '@crm/contracts';
import { routeKey } from '../../../lib/useApi';
import { useTaskComments } from '../queries';
import { patchSub } from '../taskCache';
import { setViewedThread } from './viewedThread';

/**
 * The messages of the thread on screen (the main one when `thread` is null), newest page first. While it
 * shows it is the viewed thread (live messages arrive read); each fresh read marks it read on the server,
 * so its dot is cleared here and the counts, the task and the lists are read again.
 */
export function useThreadComments(taskId: number, thread: number | null) {
  const qc = useQueryClient();
  const q = useTaskComments(taskId, thread);

  useEffect(() => {
    setViewedThread({ taskId, subId: thread });
    return () => setViewedThread(null);
  }, [taskId, thread]);

  useEffect(() => {
    if (!q.dataUpdatedAt) return;
    if (thread) patchSub(qc, taskId, thread, (s) => ({ ...s, hasUnReadMessages: false }));
    void qc.invalidateQueries({ queryKey: routeKey(taskRoutes.counts) });
    void qc.invalidateQueries({ queryKey: routeKey(taskRoutes.detail, { taskId }) });
    void qc.invalidateQueries({ queryKey: routeKey(taskRoutes.list) });
  }, [q.dataUpdatedAt, qc, taskId, thread]);

  return q;
}
