import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@crm/contracts';
import { useEffect } from 'react';
import { loggingOut, logout } from './session';
import { TOAST_COLORS } from './toastText';

/** How long the 'Session expired' toast shows before the logout reloads the page at /login, ms. */
const TOAST_BEFORE_LOGOUT_MS = 1200;
/** The longest delay a browser timer holds, ms (2^31 − 1, about 24.8 days); a later expiry waits in steps. */
export const MAX_TIMER_MS = 2_147_483_647;

let expiredShown = false;

/**
 * Session expiry (spec 000 §4, §8): the error toast 'Session expired. Please login again.', then the
 * automatic logout. Once per page: a 401 from several calls at once, or the timer and a call, toast once.
 */
export function sessionExpired(): void {
  if (expiredShown || loggingOut()) return;
  expiredShown = true;
  notifications.show({ color: TOAST_COLORS.failure, message: MESSAGES.sessionExpired });
  setTimeout(logout, TOAST_BEFORE_LOGOUT_MS);
}

/**
 * The timer's next wait, ms, until `expiresAt` (ISO) from `now` (ms): 0 once it has passed (or is not
 * a time), at most MAX_TIMER_MS (the timer then waits again).
 */
export function expiryWait(expiresAt: string, now = Date.now()): number {
  const left = new Date(expiresAt).getTime() - now;
  return Number.isNaN(left) ? 0 : Math.min(Math.max(left, 0), MAX_TIMER_MS);
}

/**
 * Expires the session in the open page when its time (`expiresAt`, ISO; none: nothing to watch) runs
 * out, instead of waiting for the next call's 401 or navigation: toast, then logout (sessionExpired).
 */
export function useSessionExpiry(expiresAt: string | undefined): void {
  useEffect(() => {
    if (!expiresAt) return;
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      const wait = expiryWait(expiresAt);
      timer = setTimeout(() => (expiryWait(expiresAt) === 0 ? sessionExpired() : arm()), wait);
    };
    arm();
    return () => clearTimeout(timer);
  }, [expiresAt]);
}
