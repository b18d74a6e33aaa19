import { useQueryClient } from '@tanstack/react-query';
import { TASK_MESSAGES, taskRoutes } from '@crm/contracts';
import { toastError, toastSuccess } from '../../../lib/api';
import { apiKey } from '../../../lib/useApi';
import { celebrate } from '../list/celebration';
import { postSubStatus } from '../queries';
import { patchSub, patchTask, withCompletion } from '../taskCache';
import type { SubAssignment, Task } from '../types';

/**
 * Closes or reopens a sub-assignment (spec 001 §4), optimistically: its status and the task's closed
 * counter move at once; the server's answer sets the counters, and a taskStatus COMPLETE shows the task
 * closed with the celebration and 'Task closed' toast (reopening a part reopens a closed task). A failure
 * puts both back and shows the error; `refresh` runs after a success.
 */
export function useSubAssignmentToggle(taskId: number, refresh: () => void) {
  const qc = useQueryClient();
  return async (sub: SubAssignment) => {
    const closing = sub.status === 'OPEN';
    const before = { sub, task: qc.getQueryData<Task>(apiKey(taskRoutes.detail, { taskId })) };
    patchSub(qc, taskId, sub.taskSubAssignmentId, (s) => ({
      ...s,
      status: closing ? 'CLOSED' : 'OPEN',
      closedAt: closing ? new Date().toISOString() : null,
    }));
    patchTask(qc, taskId, (t) => ({
      ...t,
      subAssignmentStats: {
        ...t.subAssignmentStats,
        closed: Math.max(0, t.subAssignmentStats.closed + (closing ? 1 : -1)),
      },
    }));
    try {
      const res = await postSubStatus(
        taskId,
        sub.taskSubAssignmentId,
        closing ? 'COMPLETE' : 'INCOMPLETE',
      );
      patchTask(qc, taskId, (t) => {
        const stats = { ...t, subAssignmentStats: res.subAssignmentStats };
        if (res.taskStatus === 'COMPLETE') return withCompletion(stats, true);
        return !closing && t.isCompleted ? withCompletion(stats, false) : stats;
      });
      if (res.taskStatus === 'COMPLETE') {
        celebrate();
        toastSuccess(TASK_MESSAGES.closed);
      }
      refresh();
    } catch (e) {
      patchSub(qc, taskId, sub.taskSubAssignmentId, () => before.sub);
      if (before.task) qc.setQueryData(apiKey(taskRoutes.detail, { taskId }), before.task);
      toastError(e);
    }
  };
}
