import { useQueryClient } from '@tanstack/react-query';
import { TASK_MESSAGES, taskPeopleRoutes, taskRoutes } from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { routeKey } from '../../lib/useApi';
import { celebrate } from './list/celebration';
import { deleteTask, postTaskStar, postTaskStatus } from './queries';
import { dropTask, patchTask, restore, snapshotTask, withCompletion } from './taskCache';
import type { Task } from './types';

/**
 * The list and detail actions of a task (spec 001 §4): star (optimistic, sent as STAR/UNSTAR), close or
 * reopen (optimistic; a celebration on close; the spec's toasts), delete ('Task Deleted Successfully';
 * removed from the lists). A failed optimistic change is reverted and its error shown.
 */
export function useTaskActions() {
  const qc = useQueryClient();
  const refreshCounts = () => void qc.invalidateQueries({ queryKey: routeKey(taskRoutes.counts) });

  const star = async (task: Task) => {
    const snapshot = snapshotTask(qc, task.id);
    patchTask(qc, task.id, (t) => ({ ...t, isStarred: !task.isStarred }));
    try {
      await postTaskStar(task.id, !task.isStarred);
      refreshCounts();
    } catch (e) {
      restore(qc, snapshot);
      toastError(e);
    }
  };

  const setClosed = async (task: Task, closed: boolean) => {
    const snapshot = snapshotTask(qc, task.id);
    patchTask(qc, task.id, (t) => withCompletion(t, closed));
    if (closed) celebrate();
    try {
      await postTaskStatus(task.id, closed ? 'COMPLETE' : 'INCOMPLETE');
      toastSuccess(closed ? TASK_MESSAGES.closed : TASK_MESSAGES.reopened);
      refreshCounts();
      const taskId = task.id;
      void qc.invalidateQueries({
        queryKey: routeKey(taskPeopleRoutes.subAssignments, { taskId }),
      });
      void qc.invalidateQueries({ queryKey: routeKey(taskPeopleRoutes.activity, { taskId }) });
    } catch (e) {
      restore(qc, snapshot);
      toastError(e);
    }
  };

  const remove = async (task: Task): Promise<boolean> => {
    try {
      await deleteTask(task.id);
      dropTask(qc, task.id);
      qc.removeQueries({ queryKey: routeKey(taskRoutes.detail, { taskId: task.id }) });
      toastSuccess(TASK_MESSAGES.deleted);
      refreshCounts();
      return true;
    } catch (e) {
      toastError(e);
      return false;
    }
  };

  return { star, setClosed, remove };
}
