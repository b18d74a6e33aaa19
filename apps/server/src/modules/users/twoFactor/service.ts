import {
  REMEMBER_DEVICE_DAYS,
  TWO_FACTOR_MESSAGES as M,
  USER_ADMIN_MESSAGES,
  type RecoveryCodesResult,
  type RoleCode,
  type TwoFactorPolicy,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@crm/contracts';
import type { Db } from '../../../db/client.js';
import type { SecretBox } from '../../../auth/secretBox.js';
import { assertAdmin, type Actor } from '../../../auth/actor.js';
import { AppError, badRequest, conflict, notFound } from '../../../lib/errors.js';
import { recordAudit } from '../../audit/index.js';
import { checkCode } from './codes.js';
import {
  clearSecondFactor,
  enableSecret,
  isTrustedDevice,
  policyRoles,
  replaceRecoveryCodes,
  savePolicyRoles,
  setPendingSecret,
  trustDevice,
  twoFactorOf,
  type TwoFactorRow,
} from './queries.js';
import {
  enrolmentOf,
  newDeviceToken,
  newRecoveryCodes,
  newTotpSecret,
  secretHash,
} from './totp.js';

/** What two-factor sign-in works with: the database and the box its secrets are sealed with. */
export type TwoFactorDeps = { db: Db; box: SecretBox };

/** The user `userId`'s two-factor row; 404 when unknown. */
async function rowOf({ db, box }: TwoFactorDeps, userId: number): Promise<TwoFactorRow> {
  const row = await twoFactorOf(db, box, userId);
  if (!row) throw notFound(USER_ADMIN_MESSAGES.notFound, 'USER_NOT_FOUND');
  return row;
}

/** GET /api/user/2fa: whether the caller's two-factor sign-in is on, needed by their roles, and their unused recovery codes. */
export async function twoFactorStatus(
  deps: TwoFactorDeps,
  userId: number,
): Promise<TwoFactorStatus> {
  const row = await rowOf(deps, userId);
  return {
    enabled: row.enabled,
    required: row.required,
    recoveryCodesLeft: row.recoveryCodesLeft,
  };
}

/** POST /api/user/2fa/setup: a new secret to enrol (replacing one not finished); 409 when two-factor is on. */
export async function startEnrolment(deps: TwoFactorDeps, userId: number): Promise<TwoFactorSetup> {
  const row = await rowOf(deps, userId);
  if (row.enabled) throw conflict(M.alreadyOn, 'TWO_FACTOR_ON');
  const secret = newTotpSecret();
  await setPendingSecret(deps.db, userId, deps.box.seal(secret));
  return { secret, ...(await enrolmentOf(secret, row.email)) };
}

/** Ten new recovery codes of `userId`, replacing the old, with `action`'s audit record; answers them (shown once). */
async function issueRecoveryCodes(
  db: Db,
  userId: number,
  write: { action: 'auth.2fa_enable' | 'auth.recovery_codes'; sealed?: string },
): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    if (write.sealed && !(await enableSecret(tx, userId, write.sealed)))
      throw conflict(M.alreadyOn, 'TWO_FACTOR_ON');
    await replaceRecoveryCodes(tx, userId, codes.map(secretHash));
    await recordAudit(tx, userId, { action: write.action, entity: 'user', entityId: userId });
  });
  return codes;
}

/**
 * POST /api/user/2fa/enable {code}: turns two-factor on with a code of the secret being enrolled and answers
 * 10 recovery codes. 400 SETUP_FIRST without a set-up; 409 when already on; 400/429 as checkCode.
 */
export async function enableTwoFactor(
  deps: TwoFactorDeps,
  r: { userId: number; code: string; address: string },
): Promise<RecoveryCodesResult> {
  const row = await rowOf(deps, r.userId);
  if (row.enabled) throw conflict(M.alreadyOn, 'TWO_FACTOR_ON');
  if (!row.pendingSecret || !row.pendingSealed) throw badRequest(M.setupFirst, 'SETUP_FIRST');
  const secret = row.pendingSecret;
  const check = { row, secret, code: r.code, address: r.address, recovery: false, inSession: true };
  await checkCode(deps.db, check);
  const recoveryCodes = await issueRecoveryCodes(deps.db, r.userId, {
    action: 'auth.2fa_enable',
    sealed: row.pendingSealed,
  });
  return { recoveryCodes, message: M.enabled };
}

/** The caller's row with two-factor on; 409 TWO_FACTOR_OFF otherwise. */
async function enrolled(deps: TwoFactorDeps, userId: number): Promise<TwoFactorRow> {
  const row = await rowOf(deps, userId);
  if (!row.enabled) throw conflict(M.notOn, 'TWO_FACTOR_OFF');
  return row;
}

/**
 * POST /api/user/2fa/disable {code}: turns two-factor off (a current code or a recovery code); 409 when
 * the caller's roles need it or it is off; 400/429 as checkCode.
 */
export async function disableTwoFactor(
  deps: TwoFactorDeps,
  r: { userId: number; code: string; address: string },
): Promise<{ message: string }> {
  const { db } = deps;
  const row = await enrolled(deps, r.userId);
  if (row.required) throw conflict(M.requiredForRole, 'TWO_FACTOR_REQUIRED_FOR_ROLE');
  await checkCode(db, {
    row,
    secret: row.secret,
    code: r.code,
    address: r.address,
    recovery: true,
    inSession: true,
  });
  await db.transaction(async (tx) => {
    await clearSecondFactor(tx, r.userId);
    await recordAudit(tx, r.userId, {
      action: 'auth.2fa_disable',
      entity: 'user',
      entityId: r.userId,
    });
  });
  return { message: M.disabled };
}

/** POST /api/user/2fa/recovery-codes {code}: 10 new recovery codes for a current TOTP code; the old stop working. */
export async function renewRecoveryCodes(
  deps: TwoFactorDeps,
  r: { userId: number; code: string; address: string },
): Promise<RecoveryCodesResult> {
  const { db } = deps;
  const row = await enrolled(deps, r.userId);
  await checkCode(db, {
    row,
    secret: row.secret,
    code: r.code,
    address: r.address,
    recovery: false,
    inSession: true,
  });
  const recoveryCodes = await issueRecoveryCodes(db, r.userId, { action: 'auth.recovery_codes' });
  return { recoveryCodes, message: M.newRecoveryCodes };
}

/**
 * The second step of a sign-in whose password was right (POST /api/user/auth): nothing for a user without
 * two-factor, or with the `deviceToken` of a browser remembered for them; else `code` must be a TOTP code
 * or a recovery code (401 TWO_FACTOR_REQUIRED without one; 401/429 as checkCode; a wrong code is a failed
 * sign-in in the audit trail). With `rememberDevice` answers a new device token, good for 30 days.
 */
export async function secondFactorOfSignIn(
  deps: TwoFactorDeps,
  s: {
    userId: number;
    code?: string;
    deviceToken?: string;
    rememberDevice?: boolean;
    address: string;
  },
): Promise<{ deviceToken?: string }> {
  const { db } = deps;
  const row = await rowOf(deps, s.userId);
  if (!row.enabled) return {};
  if (s.deviceToken && (await isTrustedDevice(db, s.userId, secretHash(s.deviceToken)))) return {};
  if (!s.code) throw new AppError(401, 'TWO_FACTOR_REQUIRED', M.codeRequired, 'code');
  const check = {
    row,
    secret: row.secret,
    code: s.code,
    address: s.address,
    recovery: true,
    inSession: false,
  };
  await checkCode(db, check).catch(async (e: unknown) => {
    if (e instanceof AppError && e.code === 'TWO_FACTOR_INVALID')
      await recordAudit(db, s.userId, {
        action: 'auth.sign_in_failed',
        entity: 'user',
        entityId: s.userId,
        after: { email: row.email, reason: 'second factor' },
      });
    throw e;
  });
  if (!s.rememberDevice) return {};
  const deviceToken = newDeviceToken();
  const tokenHash = secretHash(deviceToken);
  await db.transaction((tx) =>
    trustDevice(tx, { userId: s.userId, tokenHash, days: REMEMBER_DEVICE_DAYS }),
  );
  return { deviceToken };
}

/** POST /api/admin/users/2fa/reset {userId}: an admin clears a user's second factor (a lost device), audited; 404 unknown user. */
export async function resetSecondFactor(
  deps: TwoFactorDeps,
  r: { actor: Actor; userId: number },
): Promise<{ message: string }> {
  assertAdmin(r.actor);
  const row = await rowOf(deps, r.userId);
  await deps.db.transaction(async (tx) => {
    await clearSecondFactor(tx, r.userId);
    await recordAudit(tx, r.actor.userId, {
      action: 'user.2fa_reset',
      entity: 'user',
      entityId: r.userId,
      before: { twoFactor: row.enabled },
      after: { twoFactor: false },
    });
  });
  return { message: M.reset(`${row.firstName} ${row.lastName}`) };
}

/** GET /api/admin/2fa/policy: the roles that must use two-factor sign-in (admins). */
export async function twoFactorPolicy(db: Db, actor: Actor): Promise<TwoFactorPolicy> {
  assertAdmin(actor);
  return { roles: await policyRoles(db) };
}

/** PUT /api/admin/2fa/policy {roles}: sets them (audited); their users set two-factor up at their next request. */
export async function saveTwoFactorPolicy(
  db: Db,
  r: { actor: Actor; roles: RoleCode[] },
): Promise<{ message: string }> {
  assertAdmin(r.actor);
  const roles = [...new Set(r.roles)];
  await db.transaction(async (tx) => {
    const before = await policyRoles(tx);
    await savePolicyRoles(tx, roles);
    await recordAudit(tx, r.actor.userId, {
      action: 'settings.update',
      entity: 'setting',
      entityId: 'two_factor_roles',
      before: { roles: before },
      after: { roles },
    });
  });
  return { message: M.policySaved };
}
