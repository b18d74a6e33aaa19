import { useState } from 'react';
import type { Task } from '../types';
import { useTaskActions } from '../useTaskActions';

/**
 * Deleting a task after 'Are you sure?' (spec 001 §4): `ask` opens the confirmation for a task, `confirm`
 * deletes it ('Task Deleted Successfully'; `removing` meanwhile), then calls `onDeleted` and closes; a
 * failure keeps the confirmation open.
 */
export function useTaskDelete(onDeleted: (t: Task) => void) {
  const actions = useTaskActions();
  const [deleting, setDeleting] = useState<Task | null>(null);
  const [removing, setRemoving] = useState(false);
  const confirm = async () => {
    if (!deleting) return;
    setRemoving(true);
    const done = await actions.remove(deleting);
    setRemoving(false);
    if (done) {
      onDeleted(deleting);
      setDeleting(null);
    }
  };
  return { deleting, removing, ask: setDeleting, cancel: () => setDeleting(null), confirm };
}
