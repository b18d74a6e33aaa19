import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';

/** A live session row: its jti, device, address and times. */
export type SessionRow = {
  jti: string;
  userAgent: string;
  address: string;
  signedInAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
};

/** Records the session of a new token (a sign-in). */
export async function insertSession(
  db: Tx,
  s: { jti: string; userId: number; userAgent: string; address: string; expiresAt: string },
): Promise<void> {
  await db.execute(sql`
    insert into user_sessions (jti, user_id, user_agent, address, expires_at)
    values (${s.jti}, ${s.userId}, ${s.userAgent}, ${s.address}, ${s.expiresAt})
    on conflict (jti) do nothing`);
}

/** Sets session `jti`'s last seen time to now. */
export async function touchSession(db: Db, jti: string): Promise<void> {
  await db.execute(sql`update user_sessions set last_seen_at = now() where jti = ${jti}`);
}

/**
 * User `userId`'s sessions that still hold: unexpired, not revoked, signed in since the user's sessions
 * were last cut off (`sessions_valid_from`, at whole seconds as the token check reads it), last seen first.
 */
export async function liveSessionsOf(db: Db, userId: number): Promise<SessionRow[]> {
  const { rows } = await db.execute<{
    jti: string;
    user_agent: string;
    address: string;
    signed_in_at: string;
    last_seen_at: string;
    expires_at: string;
  }>(sql`
    select s.jti, s.user_agent, s.address, s.signed_in_at, s.last_seen_at, s.expires_at
    from user_sessions s join users u on u.id = s.user_id
    where s.user_id = ${userId} and s.expires_at > now()
      and not exists (select 1 from revoked_tokens r where r.jti = s.jti)
      and (u.sessions_valid_from is null
        or date_trunc('second', u.sessions_valid_from) <= date_trunc('second', s.signed_in_at))
    order by s.last_seen_at desc, s.jti`);
  return rows.map((r) => ({
    jti: r.jti,
    userAgent: r.user_agent,
    address: r.address,
    signedInAt: new Date(r.signed_in_at),
    lastSeenAt: new Date(r.last_seen_at),
    expiresAt: new Date(r.expires_at),
  }));
}

/** Removes session rows that expired over a day ago. */
export async function purgeEndedSessions(db: Tx): Promise<void> {
  await db.execute(sql`delete from user_sessions where expires_at < now() - interval '1 day'`);
}
