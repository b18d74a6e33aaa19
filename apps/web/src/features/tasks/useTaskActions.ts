import { useQueryClient } from '@tanstack/react-query';
import { TASK_MESSAGES } from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { celebrate } from './list/celebration';
import { deleteTask, postTaskStar, postTaskStatus, taskKeys } from './queries';
import { dropTask, patchTask, restore, snapshotTask, withCompletion } from './taskCache';
import type { Task } from './types';

/**
 * The list and detail actions of a task (spec 001 §4): star (optimistic, sent as STAR/UNSTAR), close or
 * reopen (optimistic; a celebration on close; the spec's toasts), delete ('Task Deleted Successfully';
 * removed from the lists). A failed optimistic change is reverted and its error shown.
 */
export function useTaskActions() {
  const qc = useQueryClient();
  const refreshCounts = () => void qc.invalidateQueries({ queryKey: taskKeys.counts });

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
      void qc.invalidateQueries({ queryKey: taskKeys.subs(task.id) });
      void qc.invalidateQueries({ queryKey: taskKeys.activity(task.id) });
    } catch (e) {
      restore(qc, snapshot);
      toastError(e);
    }
  };

  const remove = async (task: Task): Promise<boolean> => {
    try {
      await deleteTask(task.id);
      dropTask(qc, task.id);
      qc.removeQueries({ queryKey: taskKeys.detail(task.id) });
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
