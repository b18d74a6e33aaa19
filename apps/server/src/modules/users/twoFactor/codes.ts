import { TWO_FACTOR_MESSAGES } from '@crm/contracts';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import { countInHour, requestsInHour } from '../../../lib/hourlyCount.js';
import { recordAudit } from '../../audit/index.js';
import { takeStep, useRecoveryCode, type TwoFactorRow } from './queries.js';
import { normalRecoveryCode, secretHash, totpStep } from './totp.js';

/** Wrong codes a user may enter from one client address in an hour (issue 40 §4); another address is not held back. */
const MAX_WRONG_CODES = 5;

/** The counter of `userId`'s wrong codes from `address`. */
const wrongCodesKey = (userId: number, address: string) => `2fa:${userId}:${address}`;

/**
 * Checks a second-factor `code` of user `row` against `secret` (their enrolled one, or the one being
 * enrolled; null when this deployment's key cannot open it: no TOTP code matches, a recovery code may): a TOTP code of a step later than the last one used (a code is never taken twice), or, when
 * `recovery`, one of their unused recovery codes (used up now, and audited). 429 TOO_MANY_REQUESTS after
 * MAX_WRONG_CODES wrong codes from `address` in the hour, before any check; TWO_FACTOR_INVALID for a
 * wrong or replayed code (counted): 401 at sign-in, 400 `inSession` (a signed-in user turning it on or off,
 * whose session holds: a 401 there would end it in the browser). Answers how the code matched.
 */
export async function checkCode(
  db: Db,
  c: {
    row: TwoFactorRow;
    secret: string | null;
    code: string;
    address: string;
    recovery: boolean;
    inSession: boolean;
  },
): Promise<'totp' | 'recovery'> {
  const key = wrongCodesKey(c.row.userId, c.address);
  const { requests, seconds } = await requestsInHour(db, key);
  if (requests >= MAX_WRONG_CODES)
    throw new AppError(
      429,
      'TOO_MANY_REQUESTS',
      TWO_FACTOR_MESSAGES.tooManyCodes(Math.ceil(seconds / 60)),
    );
  const step = c.secret === null ? null : totpStep(c.secret, c.code);
  if (step !== null && (await takeStep(db, c.row.userId, step))) return 'totp';
  const recovery = c.recovery ? normalRecoveryCode(c.code) : null;
  if (recovery && (await useRecovery(db, c.row.userId, recovery))) return 'recovery';
  await countInHour(db, key);
  const status = c.inSession ? 400 : 401;
  throw new AppError(status, 'TWO_FACTOR_INVALID', TWO_FACTOR_MESSAGES.codeInvalid, 'code');
}

/** Uses up recovery code `code` of `userId` with its audit record, in one transaction; false when it is not theirs or used. */
const useRecovery = (db: Db, userId: number, code: string) =>
  db.transaction(async (tx) => {
    if (!(await useRecoveryCode(tx, userId, secretHash(code)))) return false;
    await recordAudit(tx, userId, {
      action: 'auth.recovery_code_used',
      entity: 'user',
      entityId: userId,
    });
    return true;
  });
