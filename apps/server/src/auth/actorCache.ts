import type { Db } from '../db/client.js';
import type { Actor } from './actor.js';
import type { Session } from './tokens.js';
import { loadActor } from '../modules/users/index.js';

/** What the cache needs of a session: its user, its handle (`jti`), when it was issued, and its API token if any. */
type SessionKey = Pick<Session, 'userId' | 'jti' | 'issuedAt' | 'apiToken'>;

/**
 * Actors by token (jti), each reused for `ttlMs` (default 5,000 ms) so that a burst of requests costs
 * one lookup: the user (active, roles, teams) and the token's revocation are read in one statement. A role
 * change, a logout or a deactivation applies on every copy at once (the realtime server carries it to each
 * copy's `forgetUser` or `forget`); a change made outside the app applies within `ttlMs`.
 * Bounded to `max` tokens; per process only, it holds nothing another copy needs.
 */
export function createActorCache(db: Db, ttlMs = 5_000, max = 10_000) {
  const entries = new Map<
    string,
    { userId: number; actor: Promise<Actor | null>; expires: number }
  >();
  /** Reads the actor of a token from the database and keeps it for `ttlMs`. */
  const load = (s: SessionKey, now: number) => {
    if (entries.size >= max) entries.clear();
    const actor = loadActor(db, s.userId, s).catch((e) => {
      entries.delete(s.jti);
      throw e;
    });
    entries.set(s.jti, { userId: s.userId, actor, expires: now + ttlMs });
    return actor;
  };
  return {
    /** The actor of a verified token, or null when the user is gone or inactive, or the token revoked. */
    get(s: SessionKey): Promise<Actor | null> {
      const now = Date.now();
      const hit = entries.get(s.jti);
      if (hit && hit.expires > now) return hit.actor;
      return load(s, now);
    },
    /** As `get`, but read afresh from the database whatever is cached (a socket's handshake: it stays open long). */
    fresh(s: SessionKey): Promise<Actor | null> {
      return load(s, Date.now());
    },
    /** Drops a token's cached actor (after its logout). */
    forget(jti: string): void {
      entries.delete(jti);
    },
    /** Drops every cached actor of a user (after a deactivation or a role change by an admin). */
    forgetUser(userId: number): void {
      for (const [jti, e] of entries) if (e.userId === userId) entries.delete(jti);
    },
  };
}
