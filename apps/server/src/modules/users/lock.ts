import { CALL_LOCK_MESSAGE, type LockStatus } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import { brandAndPocExist, clearLockOn, lockOf, setLock } from './queries.js';

/**
 * The call lock (spec 000 §5, §7): after a call with a POC the user is locked until the call notes for
 * that brand are saved; meanwhile search and notifications are refused (423) with the spec's message.
 */
export function lockStatus(db: Tx, userId: number): Promise<LockStatus> {
  return lockOf(db, userId);
}

/** 423 CALL_LOCKED with the spec's message while the user's call lock is on. */
export async function assertNotLocked(db: Tx, userId: number): Promise<void> {
  if ((await lockStatus(db, userId)).isLocked)
    throw new AppError(423, 'CALL_LOCKED', CALL_LOCK_MESSAGE);
}

/** POST /api/user/update-lock: sets the lock for a call with a POC of `brandId` (404 unknown brand or POC), or clears it. */
export async function updateLock({
  db,
  userId,
  req,
}: {
  db: Db;
  userId: number;
  req: { isLocked: boolean; brandId?: number; pocId?: number };
}): Promise<LockStatus> {
  if (req.isLocked) {
    const found = await brandAndPocExist(db, req.brandId!, req.pocId);
    if (!found.brand) throw notFound('Brand not found', 'BRAND_NOT_FOUND');
    if (!found.poc) throw notFound('POC not found for this brand', 'POC_NOT_FOUND');
  }
  await setLock(db, userId, {
    brandId: req.isLocked ? req.brandId! : null,
    pocId: req.isLocked ? (req.pocId ?? null) : null,
  });
  return lockStatus(db, userId);
}

/** Clears the user's call lock when call notes for the locked brand are saved (inside the call-notes transaction). */
export function releaseLockFor(tx: Tx, userId: number, brandId: number): Promise<void> {
  return clearLockOn(tx, userId, brandId);
}
