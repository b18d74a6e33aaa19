import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@crm/contracts';

const show = vi.fn();
const logout = vi.fn();
let leaving = false;
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));
vi.mock('./session', async (original) => ({
  ...(await original<typeof import('./session')>()),
  logout,
  loggingOut: () => leaving,
}));

const NOW = Date.parse('2026-11-29T10:00:00Z');
const stored = (expiresAt: string) =>
  JSON.stringify({ token: 't', expiresAt, user: { userId: 7, userName: 'A' } });

/** A browser's localStorage holding `userData`. */
function storage(userData: string | null) {
  const items = new Map(userData ? [['userData', userData]] : []);
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  vi.resetModules();
  show.mockClear();
  logout.mockClear();
  leaving = false;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the stored session (spec 000 §4)', () => {
  it('tells an expired session from none and from a valid one', async () => {
    const { sessionStatus } = await import('./session');
    expect(sessionStatus(null, NOW)).toEqual({ status: 'none' });
    expect(sessionStatus('not json', NOW)).toEqual({ status: 'none' });
    expect(sessionStatus(stored('2026-11-29T10:00:01Z'), NOW).status).toBe('valid');
    expect(sessionStatus(stored('2026-11-29T10:00:00Z'), NOW).status).toBe('expired');
    expect(sessionStatus(stored('not a time'), NOW).status).toBe('expired');
  });
});

describe('a session that expires in the browser (spec 000 §8)', () => {
  it('toasts "Session expired. Please login again." on the 401 its call gets, then logs out', async () => {
    storage(stored('2026-11-29T09:00:00Z'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'UNAUTHORIZED' }), { status: 401 })),
    );
    const { api } = await import('./api');
    await expect(api('GET', '/brand/info?brandId=1')).rejects.toMatchObject({ status: 401 });
    await expect(api('GET', '/brand/info?brandId=2')).rejects.toMatchObject({ status: 401 });
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', message: MESSAGES.sessionExpired }),
    );
    expect(logout).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('a 401 without any session (a wrong password) is no session expiry', async () => {
    storage(null);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'UNAUTHORIZED' }), { status: 401 })),
    );
    const { api } = await import('./api');
    await expect(api('POST', '/user/auth', {})).rejects.toMatchObject({ status: 401 });
    await vi.runAllTimersAsync();
    expect(show).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
  });

  it('a wrong password at sign-in over an expired stored session is no session expiry', async () => {
    storage(stored('2026-11-29T09:00:00Z'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'INVALID' }), { status: 401 })),
    );
    const { api } = await import('./api');
    await expect(api('POST', '/user/auth', {})).rejects.toMatchObject({ status: 401 });
    await vi.runAllTimersAsync();
    expect(show).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
  });

  it('a 401 to a call the Logout just revoked is no session expiry (no toast, no second reload)', async () => {
    storage(stored('2026-11-29T11:00:00Z'));
    leaving = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'UNAUTHORIZED' }), { status: 401 })),
    );
    const { api } = await import('./api');
    await expect(api('GET', '/brand/info?brandId=1')).rejects.toMatchObject({ status: 401 });
    await vi.runAllTimersAsync();
    expect(show).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
  });

  it('waits until the expiry, in steps a browser timer can hold', async () => {
    const { expiryWait, MAX_TIMER_MS } = await import('./sessionExpiry');
    expect(expiryWait('2026-11-29T10:00:30Z', NOW)).toBe(30_000);
    expect(expiryWait('2026-11-29T09:00:00Z', NOW)).toBe(0);
    expect(expiryWait('garbage', NOW)).toBe(0);
    expect(expiryWait('2027-11-29T10:00:00Z', NOW)).toBe(MAX_TIMER_MS);
  });
});
