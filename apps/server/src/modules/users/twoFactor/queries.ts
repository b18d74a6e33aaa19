import { sql } from 'drizzle-orm';
import type { RoleCode } from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';

/** A user's two-factor state: the secret when on, one being enrolled, the last step used, and whether their roles need it. */
export type TwoFactorRow = {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  secret: string | null;
  pendingSecret: string | null;
  lastStep: number | null;
  required: boolean;
  recoveryCodesLeft: number;
};

/** User `userId`'s two-factor state; null when unknown. */
export async function twoFactorOf(db: Tx, userId: number): Promise<TwoFactorRow | null> {
  const { rows } = await db.execute<{
    id: number;
    email: string;
    first_name: string;
    last_name: string;
    totp_secret: string | null;
    totp_pending_secret: string | null;
    totp_last_step: number | null;
    required: boolean;
    codes_left: number;
  }>(sql`
    select u.id, u.email, u.first_name, u.last_name, u.totp_secret, u.totp_pending_secret,
      u.totp_last_step,
      exists (select 1 from two_factor_policy p where p.roles && u.roles) as required,
      (select count(*)::int from recovery_codes c where c.user_id = u.id and c.used_at is null)
        as codes_left
    from users u where u.id = ${userId}`);
  const r = rows[0];
  return r
    ? {
        userId: Number(r.id),
        email: r.email,
        firstName: r.first_name,
        lastName: r.last_name,
        secret: r.totp_secret,
        pendingSecret: r.totp_pending_secret,
        lastStep: r.totp_last_step === null ? null : Number(r.totp_last_step),
        required: r.required,
        recoveryCodesLeft: Number(r.codes_left),
      }
    : null;
}

/** Keeps `secret` as the one user `userId` is enrolling. */
export async function setPendingSecret(db: Tx, userId: number, secret: string): Promise<void> {
  await db.execute(sql`update users set totp_pending_secret = ${secret} where id = ${userId}`);
}

/**
 * Takes TOTP step `step` for user `userId`: true when it is later than the last step used (and is now the
 * last), false for a replay. One statement, so of two requests with one code only one gets it.
 */
export async function takeStep(tx: Tx, userId: number, step: number): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    update users set totp_last_step = ${step}
    where id = ${userId} and (totp_last_step is null or totp_last_step < ${step})
    returning id`);
  return rows.length > 0;
}

/** Turns two-factor on for user `userId` with the secret being enrolled (when it is still `secret`). */
export async function enableSecret(tx: Tx, userId: number, secret: string): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    update users set totp_secret = ${secret}, totp_pending_secret = null
    where id = ${userId} and totp_pending_secret = ${secret} and totp_secret is null
    returning id`);
  return rows.length > 0;
}

/** Turns two-factor off for user `userId`: no secret, no recovery codes, no remembered browsers. */
export async function clearSecondFactor(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`
    update users set totp_secret = null, totp_pending_secret = null, totp_last_step = null
    where id = ${userId}`);
  await tx.execute(sql`delete from recovery_codes where user_id = ${userId}`);
  await tx.execute(sql`delete from trusted_devices where user_id = ${userId}`);
}

/** Replaces user `userId`'s recovery codes with the codes of `hashes`. */
export async function replaceRecoveryCodes(
  tx: Tx,
  userId: number,
  hashes: string[],
): Promise<void> {
  await tx.execute(sql`delete from recovery_codes where user_id = ${userId}`);
  for (const h of hashes)
    await tx.execute(sql`insert into recovery_codes (code_hash, user_id) values (${h}, ${userId})`);
}

/** Uses user `userId`'s unused recovery code of `hash`: true once, false ever after (or for no such code). */
export async function useRecoveryCode(tx: Tx, userId: number, hash: string): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    update recovery_codes set used_at = now()
    where code_hash = ${hash} and user_id = ${userId} and used_at is null
    returning user_id`);
  return rows.length > 0;
}

/** Remembers a browser (its token's hash) for user `userId` for `days` days. */
export async function trustDevice(
  tx: Tx,
  d: { userId: number; tokenHash: string; days: number },
): Promise<void> {
  await tx.execute(sql`
    insert into trusted_devices (token_hash, user_id, expires_at)
    values (${d.tokenHash}, ${d.userId}, now() + make_interval(days => ${d.days}))`);
  if (Math.random() < 0.01)
    await tx.execute(sql`delete from trusted_devices where expires_at < now()`);
}

/** True when the browser token of `tokenHash` is remembered for user `userId` and not expired. */
export async function isTrustedDevice(db: Db, userId: number, tokenHash: string): Promise<boolean> {
  const { rows } = await db.execute(sql`
    select 1 from trusted_devices
    where token_hash = ${tokenHash} and user_id = ${userId} and expires_at > now()`);
  return rows.length > 0;
}

/** The roles that must use two-factor sign-in. */
export async function policyRoles(db: Tx): Promise<RoleCode[]> {
  const { rows } = await db.execute<{ roles: RoleCode[] }>(
    sql`select roles from two_factor_policy where id = 1`,
  );
  return rows[0]?.roles ?? [];
}

/** Sets the roles that must use two-factor sign-in. */
export async function savePolicyRoles(tx: Tx, roles: RoleCode[]): Promise<void> {
  const list = `{${roles.join(',')}}`;
  await tx.execute(sql`
    insert into two_factor_policy (id, roles) values (1, ${list}::text[])
    on conflict (id) do update set roles = excluded.roles`);
}
