import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cacheFamilies, MESSAGES, sessionRoutes } from '@crm/contracts';
import { errorText, toastFailure, toastSuccess } from '../../../lib/api';
import { callRoute, invalidateFamilies, useApi } from '../../../lib/useApi';

/**
 * The caller's signed-in sessions (issue 40 §5: GET /api/user/sessions) and the two ways to end them:
 * `end(sessionId)` one other session, `endOthers()` every other one; each toasts the server's answer and
 * refreshes the list.
 */
export function useSessions() {
  const qc = useQueryClient();
  const list = useApi(sessionRoutes.list, {});
  const done = (r: { message: string }) => {
    toastSuccess(r.message);
    invalidateFamilies(qc, cacheFamilies.sessions);
  };
  const failed = (e: unknown) => toastFailure(errorText(e, MESSAGES.tryAgain));
  const end = useMutation({
    mutationFn: (sessionId: string) => callRoute(sessionRoutes.end, { sessionId }),
    onSuccess: done,
    onError: failed,
  });
  const endOthers = useMutation({
    mutationFn: () => callRoute(sessionRoutes.endOthers, {}),
    onSuccess: done,
    onError: failed,
  });
  return { list, end, endOthers };
}
