import type { AuthUser } from '@crm/contracts';
import { deleteLocalDatabases } from './localDatabases';

/** What is kept in localStorage under `userData` (spec 000 §3): the token, its expiry and the user. */
export type StoredSession = { token: string; expiresAt: string; user: AuthUser };

const KEY = 'userData';

/** The stored session, or null when absent, unreadable or expired. */
export function readSession(): StoredSession | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as StoredSession;
    if (!s.token || new Date(s.expiresAt).getTime() <= Date.now()) return null;
    return s;
  } catch {
    return null;
  }
}

/**
 * The header's Logout: revokes the token on the server (POST /api/user/logout; a failure — offline, an
 * already expired token — does not keep the user in), then clears local state like `logout`.
 */
export async function logoutEverywhere(): Promise<void> {
  const token = readSession()?.token;
  if (token)
    await fetch('/api/user/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    }).catch(() => undefined);
  logout();
}

export function writeSession(s: StoredSession): void {
  localStorage.setItem(KEY, JSON.stringify(s));
}

const logoutHooks = new Set<() => void>();

/** Registers work to do on logout before local state is cleared (e.g. closing the sockets). */
export function onLogout(fn: () => void): void {
  logoutHooks.add(fn);
}

/** Logout (spec 000 §4): runs the logout hooks, clears local state and the local databases, and reloads the page at /login. */
export function logout(): void {
  for (const fn of logoutHooks) fn();
  localStorage.clear();
  sessionStorage.clear();
  void deleteLocalDatabases().finally(() => window.location.assign('/login'));
}
