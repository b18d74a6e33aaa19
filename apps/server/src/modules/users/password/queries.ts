import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { revokeLiveSessions } from '../accounts.js';

/** What a password link is for: a reset asked for on the login page, or an admin's invitation. */
export type LinkPurpose = 'reset' | 'invite';

/** A user a password link is made for or used by: the names also feed the password check. */
export type LinkUser = { userId: number; email: string; firstName: string; lastName: string };

type LinkUserRow = { id: number; email: string; first_name: string; last_name: string };
const toLinkUser = (r: LinkUserRow): LinkUser => ({
  userId: Number(r.id),
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
});

/** The active user with `email` (normalised), or null. */
export async function activeUserByEmail(db: Db, email: string): Promise<LinkUser | null> {
  const { rows } = await db.execute<LinkUserRow>(sql`
    select id, email, first_name, last_name from users where email = ${email} and status = 'ACTIVE'`);
  return rows[0] ? toLinkUser(rows[0]) : null;
}

/**
 * Records a link's token hash for user `userId`, voiding the user's earlier unused links of the same
 * purpose; links a day past their expiry (anyone's) are deleted on the way, so the table holds only
 * what can still be used or was just refused.
 */
export async function insertLink(
  tx: Tx,
  l: { userId: number; purpose: LinkPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await tx.execute(sql`
    update password_tokens set used_at = now()
    where user_id = ${l.userId} and purpose = ${l.purpose} and used_at is null`);
  await tx.execute(sql`delete from password_tokens where expires_at < now() - interval '1 day'`);
  await tx.execute(sql`
    insert into password_tokens (token_hash, user_id, purpose, expires_at)
    values (${l.tokenHash}, ${l.userId}, ${l.purpose}, ${l.expiresAt.toISOString()})`);
}

/** The active user whose link has `tokenHash`, while the link is unused and unexpired; null otherwise. */
export async function linkHolder(db: Db, tokenHash: string): Promise<LinkUser | null> {
  const { rows } = await db.execute<LinkUserRow>(sql`
    select u.id, u.email, u.first_name, u.last_name
    from password_tokens t join users u on u.id = t.user_id and u.status = 'ACTIVE'
    where t.token_hash = ${tokenHash} and t.used_at is null and t.expires_at > now()`);
  return rows[0] ? toLinkUser(rows[0]) : null;
}

/**
 * Uses the link of `tokenHash` (one statement, so of requests racing with one link only one gets it): marks
 * it used and answers its user and purpose ('reset' or 'invite'), or null when it was used, expired or its
 * user is no longer active.
 */
export async function useLink(
  tx: Tx,
  tokenHash: string,
): Promise<{ userId: number; purpose: string } | null> {
  const { rows } = await tx.execute<{ user_id: number; purpose: string }>(sql`
    update password_tokens t set used_at = now()
    from users u
    where t.token_hash = ${tokenHash} and t.used_at is null and t.expires_at > now()
      and u.id = t.user_id and u.status = 'ACTIVE'
    returning t.user_id, t.purpose`);
  return rows[0] ? { userId: Number(rows[0].user_id), purpose: rows[0].purpose } : null;
}

/** Sets user `userId`'s password hash, ends every session issued before now and voids the user's other unused links. */
export async function setPasswordHash(tx: Tx, userId: number, passwordHash: string): Promise<void> {
  await tx.execute(sql`
    update users set password_hash = ${passwordHash}, sessions_valid_from = now() where id = ${userId}`);
  await revokeLiveSessions(tx, [userId]);
  await tx.execute(sql`
    update password_tokens set used_at = now() where user_id = ${userId} and used_at is null`);
}
