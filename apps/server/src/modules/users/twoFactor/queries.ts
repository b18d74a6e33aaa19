import { sql } from 'drizzle-orm';
import type { RoleCode } from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';
import type { SecretBox } from '../../../auth/secretBox.js';

/**
 * A user's two-factor state: whether it is on, the enrolled secret and one being enrolled (opened: null
 * when there is none, or when this deployment's key cannot open it), the latter also as stored, the last
 * step used, whether their roles need it, and their unused recovery codes.
 */
export type TwoFactorRow = {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  enabled: boolean;
  secret: string | null;
  pendingSecret: string | null;
  pendingSealed: string | null;
  lastStep: number | null;
  required: boolean;
  recoveryCodesLeft: number;
};

/** User `userId`'s two-factor state, its secrets opened with `box`; null when unknown. */
export async function twoFactorOf(
  db: Tx,
  box: SecretBox,
  userId: number,
): Promise<TwoFactorRow | null> {
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
  const open = (stored: string | null) => (stored === null ? null : box.open(stored));
  return r
    ? {
        userId: Number(r.id),
        email: r.email,
        firstName: r.first_name,
        lastName: r.last_name,
        enabled: r.totp_secret !== null,
        secret: open(r.totp_secret),
        pendingSecret: open(r.totp_pending_secret),
        pendingSealed: r.totp_pending_secret,
        lastStep: r.totp_last_step === null ? null : Number(r.totp_last_step),
        required: r.required,
        recoveryCodesLeft: Number(r.codes_left),
      }
    : null;
}

/**
 * Seals with `box` the secrets stored in clear before secrets were sealed (at start; each only while it
 * is still the clear text read, so copies starting at once do not seal one twice). Answers how many.
 */
export async function sealStoredSecrets(db: Db, box: SecretBox): Promise<number> {
  const { rows } = await db.execute<{ id: number; secret: string | null; pending: string | null }>(
    sql`select id, totp_secret as secret, totp_pending_secret as pending from users
      where totp_secret not like 'v1.%' or totp_pending_secret not like 'v1.%'`,
  );
  const sealed = (v: string | null) => (v === null || v.startsWith('v1.') ? v : box.seal(v));
  for (const r of rows)
    await db.execute(sql`
      update users set totp_secret = ${sealed(r.secret)}, totp_pending_secret = ${sealed(r.pending)}
      where id = ${r.id} and totp_secret is not distinct from ${r.secret}
        and totp_pending_secret is not distinct from ${r.pending}`);
  return rows.length;
}

/** Keeps `sealed` (a secret sealed by the box) as the one user `userId` is enrolling. */
export async function setPendingSecret(db: Tx, userId: number, sealed: string): Promise<void> {
  await db.execute(sql`update users set totp_pending_secret = ${sealed} where id = ${userId}`);
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

/** Turns two-factor on for user `userId` with the secret being enrolled (when it is still `sealed`, as stored). */
export async function enableSecret(tx: Tx, userId: number, sealed: string): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    update users set totp_secret = totp_pending_secret, totp_pending_secret = null
    where id = ${userId} and totp_pending_secret = ${sealed} and totp_secret is null
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
