import { PRESENCE_BATCH_MS, type PresenceEvent } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { touchActivity } from './queries.js';

/** How often a user's lastActiveOn is written (ms): at most once a minute (spec 000 §2.12 online status). */
const ACTIVITY_WRITE_MS = 60_000;
/** How often a user's activity is broadcast (ms): under the 10-minute Online window, so clients stay right. */
const PRESENCE_BROADCAST_MS = 5 * 60_000;

/**
 * Records user activity: writes users.last_active_on at most once a minute per user and announces
 * the user when not announced for PRESENCE_BROADCAST_MS (they come online, or stay so). Announcements
 * are batched: `broadcast` gets the list every PRESENCE_BATCH_MS, so a thousand users logging in at
 * once cost each socket one message. Per process, over one row: a copy that finds the user written within the
 * minute (a sign-in, another copy, itself before a restart) does not write it again, so a user costs one write a
 * minute however many copies serve them, and a rolling restart's reconnections write nothing new.
 */
export function createPresence(db: Db, broadcast: (users: PresenceEvent[]) => void) {
  const written = new Map<number, number>();
  const announced = new Map<number, number>();
  const pending = new Map<number, string>();
  const timer = setInterval(() => {
    if (!pending.size) return;
    const users = [...pending].map(([userId, lastActiveOn]) => ({ userId, lastActiveOn }));
    pending.clear();
    broadcast(users);
  }, PRESENCE_BATCH_MS);
  timer.unref();
  return {
    /** Stops the batch timer (app close). */
    close: () => clearInterval(timer),
    async touch(userId: number): Promise<void> {
      const now = Date.now();
      if (now - (written.get(userId) ?? 0) < ACTIVITY_WRITE_MS) return;
      written.set(userId, now);
      if (written.size > 50_000) written.clear();
      // null: written within the minute (a sign-in, another copy, this one before a restart), so active now
      const before = (await touchActivity(db, userId, ACTIVITY_WRITE_MS)) ?? now;
      if (
        now - before >= PRESENCE_BROADCAST_MS ||
        now - (announced.get(userId) ?? 0) >= PRESENCE_BROADCAST_MS
      ) {
        announced.set(userId, now);
        if (announced.size > 50_000) announced.clear();
        pending.set(userId, new Date(now).toISOString());
      }
    },
  };
}
