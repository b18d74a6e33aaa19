import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { TASK_MESSAGES } from '@crm/contracts';
import { toastFailure } from '../../lib/api';
import {
  emptyTaskForm,
  resolvePrefill,
  type TaskFormState,
  type useAddTaskRequest,
} from '../../features/tasks';

/**
 * Each opening of the Add New Task drawer starts a fresh form (`restart`): empty, or from the opener's
 * prefill, resolved meanwhile (`loading`); a prefill that fails to resolve toasts 'populateFailed' and keeps
 * only its name and description. `session` changes at each opening (the form's key).
 */
export function useAddTaskSession(
  opened: boolean,
  request: ReturnType<typeof useAddTaskRequest>,
  restart: (values: TaskFormState) => void,
) {
  const qc = useQueryClient();
  const [session, setSession] = useState(0);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!opened) return;
    let live = true;
    setSession((n) => n + 1);
    const prefill = request.prefill;
    if (!prefill) {
      restart(emptyTaskForm());
      return;
    }
    setLoading(true);
    resolvePrefill(prefill, qc)
      .then((s) => live && restart(s))
      .catch(() => {
        if (!live) return;
        toastFailure(TASK_MESSAGES.populateFailed);
        restart({
          ...emptyTaskForm(),
          name: prefill.name ?? '',
          description: prefill.description ?? '',
        });
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [opened, request.seq, request.prefill, qc, restart]);
  return { session, loading };
}
