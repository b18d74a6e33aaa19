import type { AuthUser } from '@crm/contracts';
import { deleteLocalDatabases } from './localDatabases';
import { REMEMBERED_DEVICES_KEY } from './rememberedDevices';

/** What is kept in localStorage under `userData` (spec 000 §3): the token, its expiry and the user. */
export type StoredSession = { token: string; expiresAt: string; user: AuthUser };

const KEY = 'userData';

/**
 * What the stored `userData` text holds at `now` (ms): no session (absent or unreadable), a valid
 * session, or one whose `expiresAt` has passed (spec 000 §4 session expiry).
 */
export function sessionStatus(
  raw: string | null,
  now = Date.now(),
): { status: 'none' } | { status: 'valid' | 'expired'; session: StoredSession } {
  try {
    const session = raw ? (JSON.parse(raw) as StoredSession | null) : null;
    if (!session?.token || !session.expiresAt) return { status: 'none' };
    const expired = !(new Date(session.expiresAt).getTime() > now);
    return { status: expired ? 'expired' : 'valid', session };
  } catch {
    return { status: 'none' };
  }
}

const stored = () => sessionStatus(localStorage.getItem(KEY));

/** The stored session, or null when absent, unreadable or expired. */
export function readSession(): StoredSession | null {
  const s = stored();
  return s.status === 'valid' ? s.session : null;
}

/** True when the browser holds a session whose time has run out (not logged out yet). */
export const storedSessionExpired = () => stored().status === 'expired';

/** Set once a logout has begun: the page is leaving for /login and a second logout is a no-op. */
let leaving = false;

/**
 * True once a logout has begun in this page: a call answered 401 because the token was just revoked
 * is no session expiry (no 'Session expired' toast, no second reload racing the first).
 */
export const loggingOut = () => leaving;

/**
 * The header's Logout: revokes the token on the server (POST /api/user/logout; a failure — offline, an
 * already expired token — does not keep the user in), then clears local state like `logout`.
 */
export async function logoutEverywhere(): Promise<void> {
  if (leaving) return;
  leaving = true;
  const token = readSession()?.token;
  if (token)
    await fetch('/api/user/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    }).catch(() => undefined);
  leave();
}

export function writeSession(s: StoredSession): void {
  localStorage.setItem(KEY, JSON.stringify(s));
}

const logoutHooks = new Set<() => void>();

/** Registers work to do on logout before local state is cleared (e.g. closing the sockets). */
export function onLogout(fn: () => void): void {
  logoutHooks.add(fn);
}

/**
 * Logout (spec 000 §4): runs the logout hooks, clears local state (but this browser's remembered
 * two-factor devices) and the local databases, and reloads the page at /login.
 */
export function logout(): void {
  if (leaving) return;
  leaving = true;
  leave();
}

function leave(): void {
  for (const fn of logoutHooks) fn();
  const devices = localStorage.getItem(REMEMBERED_DEVICES_KEY);
  localStorage.clear();
  if (devices) localStorage.setItem(REMEMBERED_DEVICES_KEY, devices);
  sessionStorage.clear();
  void deleteLocalDatabases().finally(() => window.location.assign('/login'));
}
