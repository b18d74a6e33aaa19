import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { RoleCode } from '@crm/contracts';
import { toastError, toastSuccess } from '../../../lib/api';
import { addTaskPeople, addThreadMembers, nudgeSubAssignment, removeTaskPeople } from '../queries';
import { invalidateTask } from '../taskCache';
import type { SubAssignment } from '../types';
import { useSubAssignmentToggle } from './useSubAssignmentToggle';

/**
 * What the People tab does to a task (spec 001 §3, §4): close or reopen a sub-assignment, nudge its
 * assignee, remove them, add people (by hand or role) and add members to a part's thread. Each success
 * shows its toast (the server's message where it sends one) and refreshes the task, its parts, activity,
 * lists and counts; a failure shows its error. `saving` is true while an add, nudge or remove runs; the
 * adds answer whether they succeeded (the dialog then closes).
 */
export function useTaskPeopleActions(taskId: number) {
  const qc = useQueryClient();
  const [saving, setSaving] = useState(false);
  const refresh = () => invalidateTask(qc, taskId);
  const toggle = useSubAssignmentToggle(taskId, refresh);

  const run = async <R>(work: () => Promise<R>, success?: (r: R) => string | undefined) => {
    setSaving(true);
    try {
      const text = success?.(await work());
      if (text) toastSuccess(text);
      refresh();
      return true;
    } catch (e) {
      toastError(e);
      return false;
    } finally {
      setSaving(false);
    }
  };
  const message = (r: { message: string }) => r.message;

  return {
    saving,
    toggle: (sub: SubAssignment) => void toggle(sub),
    nudge: (sub: SubAssignment) =>
      void run(() => nudgeSubAssignment(taskId, sub.taskSubAssignmentId), message),
    remove: (sub: SubAssignment) =>
      void run(
        () => removeTaskPeople(taskId, [sub.assignee.userId]),
        () => `${sub.assignee.userName} removed from the task`,
      ),
    addPeople: (userIds: number[], roles: RoleCode[]) =>
      run(() => addTaskPeople(taskId, userIds, roles)),
    addMembers: (sub: SubAssignment, userIds: number[]) =>
      run(() => addThreadMembers(taskId, sub.taskSubAssignmentId, userIds), message),
  };
}
