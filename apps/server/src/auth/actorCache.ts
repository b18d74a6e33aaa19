import type { Db } from '../db/client.js';
import type { Actor } from './actor.js';
import { loadActor } from '../modules/users/service.js';

/**
 * Actors by user id, each reused for `ttlMs` (default 5,000 ms) so that a burst of requests costs one
 * user lookup: a role change or a deactivation applies within that time. Bounded to `max` users;
 * per process only, so it holds nothing another server copy would need.
 */
export function createActorCache(db: Db, ttlMs = 5_000, max = 10_000) {
  const entries = new Map<number, { actor: Promise<Actor | null>; expires: number }>();
  return {
    get(userId: number): Promise<Actor | null> {
      const now = Date.now();
      const hit = entries.get(userId);
      if (hit && hit.expires > now) return hit.actor;
      if (entries.size >= max) entries.clear();
      const actor = loadActor(db, userId).catch((e) => {
        entries.delete(userId);
        throw e;
      });
      entries.set(userId, { actor, expires: now + ttlMs });
      return actor;
    },
  };
}
