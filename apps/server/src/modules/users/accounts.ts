import { sql } from 'drizzle-orm';
import type { RoleCode } from '@crm/contracts';
import type { Tx } from '../../db/client.js';
import { oneOf } from '../../lib/sql.js';
import { revokeApiTokensOf } from './apiTokens/queries.js';

/** A user's account fields an admin sets; ADMIN among the roles also sets the admin flag. */
export type AccountFields = {
  firstName: string;
  lastName: string;
  email: string;
  roles: RoleCode[];
  verticalId: number | null;
  designation: string | null;
};

const rolesArray = (roles: RoleCode[]) => `{${roles.join(',')}}`;

/** The password hash of a user who has not set a password yet: no password matches it (verifyPassword answers false). */
export const NO_PASSWORD_YET = '!';

/**
 * Creates a user with the argon2id `passwordHash`, or none yet (null: an invited user, who sets it from
 * the invitation's link); answers the id. A taken email is a unique violation.
 */
export async function insertUser(
  tx: Tx,
  u: AccountFields & { passwordHash: string | null },
): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into users (email, password_hash, first_name, last_name, roles, is_admin, vertical_id, designation)
    values (${u.email}, ${u.passwordHash ?? NO_PASSWORD_YET}, ${u.firstName}, ${u.lastName}, ${rolesArray(u.roles)}::text[],
      ${u.roles.includes('ADMIN')}, ${u.verticalId}, ${u.designation || null})
    returning id`);
  return Number(rows[0]!.id);
}

/** Saves the account fields of user `userId`; false when there is no such user. A taken email is a unique violation. */
export async function updateAccount(
  tx: Tx,
  u: AccountFields & { userId: number },
): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    update users set email = ${u.email}, first_name = ${u.firstName}, last_name = ${u.lastName},
      roles = ${rolesArray(u.roles)}::text[], is_admin = ${u.roles.includes('ADMIN')},
      vertical_id = ${u.verticalId}, designation = ${u.designation || null}
    where id = ${u.userId}
    returning id`);
  return rows.length > 0;
}

/**
 * Deactivates (INACTIVE with `reason`, the time, and sessions valid only from now) or reactivates
 * (ACTIVE, reason and time cleared) the users of `userIds` not already in that state; answers their ids.
 * A deactivation revokes their API tokens too (issue 42 §1): reactivating does not bring them back.
 */
export async function setAccountsActive(
  tx: Tx,
  s: { userIds: number[]; deactivate: boolean; reason: string },
): Promise<number[]> {
  const { rows } = s.deactivate
    ? await tx.execute<{ id: number }>(sql`
        update users set status = 'INACTIVE', deactivation_reason = ${s.reason}, deactivated_at = now(),
          sessions_valid_from = now()
        where id ${oneOf(s.userIds)} and status = 'ACTIVE'
        returning id`)
    : await tx.execute<{ id: number }>(sql`
        update users set status = 'ACTIVE', deactivation_reason = null, deactivated_at = null
        where id ${oneOf(s.userIds)} and status <> 'ACTIVE'
        returning id`);
  const ids = rows.map((r) => Number(r.id));
  if (s.deactivate && ids.length) {
    await revokeLiveSessions(tx, ids);
    await revokeApiTokensOf(tx, ids);
  }
  return ids;
}

/** Sets user `userId`'s profile image URL (null removes it). */
export async function saveProfileImage(
  tx: Tx,
  p: { userId: number; profileImageUrl: string | null },
): Promise<void> {
  await tx.execute(
    sql`update users set profile_image = ${p.profileImageUrl} where id = ${p.userId}`,
  );
}

/** Renames the designation `from` (case-insensitive) to `to` on every user holding it: an admin renamed the designation. */
export async function renameDesignation(tx: Tx, r: { from: string; to: string }): Promise<void> {
  await tx.execute(
    sql`update users set designation = ${r.to} where lower(designation) = ${r.from.toLowerCase()}`,
  );
}

/**
 * Revokes by jti the live sessions (user_sessions) of `userIds`: with `sessions_valid_from` set, which a
 * token's iat meets in whole seconds, it also refuses a token issued in the same second as the cut-off.
 */
export async function revokeLiveSessions(tx: Tx, userIds: number[]): Promise<void> {
  await tx.execute(sql`
    insert into revoked_tokens (jti, user_id, expires_at)
    select jti, user_id, expires_at from user_sessions
    where user_id ${oneOf(userIds)} and expires_at > now()
    on conflict (jti) do nothing`);
}

/** Ends every session of user `userId`: tokens issued before now are refused from here on. */
export async function endSessionsFrom(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`update users set sessions_valid_from = now() where id = ${userId}`);
  await revokeLiveSessions(tx, [userId]);
}
