import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userRoutes } from '@crm/contracts';
import { ApiError } from '../../lib/api';
import { apiKey, callRoute, useApi } from '../../lib/useApi';

/** The query key of the caller's call lock. */
export const LOCK_STATUS_KEY = apiKey(userRoutes.lockStatus, {});

/** True for the server's refusal while the call lock is on (423 CALL_LOCKED, spec 000 §5). */
export const isCallLocked = (e: unknown) => e instanceof ApiError && e.status === 423;

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
    onSuccess: (s) => qc.setQueryData(LOCK_STATUS_KEY, s),
  });
}
