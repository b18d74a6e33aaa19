import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userRoutes } from '@crm/contracts';
import { apiKey, callRoute, useApi } from '../../lib/useApi';

/**
 * The caller's call lock (spec 000 §3 call lock details, §5, §7): GET /api/brand/lock-status →
 * {isLocked, brandId, pocId}. Read again on window focus; the shell also re-reads it on navigation
 * while locked (the call notes page clears it on the server when the notes are saved).
 */
export function useLockStatus() {
  return useApi(userRoutes.lockStatus, {}, { refetchOnWindowFocus: true });
}

/**
 * Sets the call lock after the user starts a call with a POC (POST /api/user/update-lock {isLocked:
 * true, brandId, pocId}); search and notifications stay closed until the call notes are saved.
 */
export function useStartCallLock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: { brandId: number; pocId: number }) =>
      callRoute(userRoutes.updateLock, { isLocked: true, ...b }),
    onSuccess: (s) => qc.setQueryData(apiKey(userRoutes.lockStatus, {}), s),
  });
}
