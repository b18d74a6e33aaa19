import { useSyncExternalStore } from 'react';
import type { PresenceEvent } from '@crm/contracts';
import { onlineStatus } from './format';

/**
 * Live presence (spec 000 §2.12, 001 §4 Online status): the latest lastActiveOn seen per user from the
 * `presence` socket batches, kept in one store so every avatar on screen updates at once; and a clock
 * that ticks every 30 s so Online turns Away and Offline without any event.
 */

const latest = new Map<number, string>();
const listeners = new Set<() => void>();

/** The later of two ISO times (either may be missing). */
export const laterOf = (
  a: string | null | undefined,
  b: string | null | undefined,
): string | null =>
  !a ? (b ?? null) : !b ? a : new Date(a).getTime() >= new Date(b).getTime() ? a : b;

/** Records a presence batch (`{users:[{userId, lastActiveOn}]}`); listeners run once per batch that changed something. */
export function recordPresence(users: PresenceEvent[]): void {
  let changed = false;
  for (const u of users) {
    const next = laterOf(latest.get(u.userId), u.lastActiveOn);
    if (next && next !== latest.get(u.userId)) {
      latest.set(u.userId, next);
      changed = true;
    }
  }
  if (changed) for (const l of listeners) l();
}

/** The latest lastActiveOn pushed for a user, if any. */
export const pushedLastActive = (userId: number): string | undefined => latest.get(userId);

const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => void listeners.delete(fn);
};

/** How often the status is re-evaluated against the clock (ms). */
const CLOCK_MS = 30_000;
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const clockListeners = new Set<() => void>();
const subscribeClock = (fn: () => void) => {
  clockListeners.add(fn);
  timer ??= setInterval(() => {
    now = Date.now();
    for (const l of clockListeners) l();
  }, CLOCK_MS);
  return () => {
    clockListeners.delete(fn);
    if (!clockListeners.size && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
};

/** The user's online status, live: Online (< 10 min), Away (< 30 min) or Offline, from the later of `lastActiveOn` (the API's) and the socket's. */
export function usePresence(
  userId: number | null | undefined,
  lastActiveOn: string | null | undefined,
): ReturnType<typeof onlineStatus> {
  const pushed = useSyncExternalStore(subscribe, () => (userId ? latest.get(userId) : undefined));
  useSyncExternalStore(subscribeClock, () => now); // re-renders as time passes
  return onlineStatus(laterOf(pushed, lastActiveOn));
}
