import { sql } from 'drizzle-orm';
import { CALL_LOCK_MESSAGE, type LockStatus } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';

/**
 * The call lock (spec 000 §5, §7): after a call with a POC the user is locked until the call notes for
 * that brand are saved; meanwhile search and notifications are refused (423) with the spec's message.
 */
export async function lockStatus(db: Tx, userId: number): Promise<LockStatus> {
  const { rows } = await db.execute<{ lock_brand_id: number | null; lock_poc_id: number | null }>(
    sql`select lock_brand_id, lock_poc_id from users where id = ${userId}`,
  );
  const r = rows[0];
  return {
    isLocked: !!r?.lock_brand_id,
    brandId: r?.lock_brand_id ?? null,
    pocId: r?.lock_poc_id ?? null,
  };
}

/** 423 CALL_LOCKED with the spec's message while the user's call lock is on. */
export async function assertNotLocked(db: Tx, userId: number): Promise<void> {
  if ((await lockStatus(db, userId)).isLocked)
    throw new AppError(423, 'CALL_LOCKED', CALL_LOCK_MESSAGE);
}

/** POST /api/user/update-lock: sets the lock for a call with a POC of `brandId` (404 unknown brand or POC), or clears it. */
export async function updateLock(
  db: Db,
  userId: number,
  req: { isLocked: boolean; brandId?: number; pocId?: number },
): Promise<LockStatus> {
  if (req.isLocked) {
    const { rows } = await db.execute(sql`select 1 from brands where id = ${req.brandId!}`);
    if (!rows.length) throw notFound('Brand not found', 'BRAND_NOT_FOUND');
    if (req.pocId) {
      const { rows: poc } = await db.execute(
        sql`select 1 from pocs where id = ${req.pocId} and brand_id = ${req.brandId!} and removed_at is null`,
      );
      if (!poc.length) throw notFound('POC not found for this brand', 'POC_NOT_FOUND');
    }
  }
  await db.execute(
    sql`update users set lock_brand_id = ${req.isLocked ? req.brandId! : null}, lock_poc_id = ${req.isLocked ? (req.pocId ?? null) : null} where id = ${userId}`,
  );
  return lockStatus(db, userId);
}

/** Clears the user's call lock when call notes for the locked brand are saved (inside the call-notes transaction). */
export async function releaseLockFor(tx: Tx, userId: number, brandId: number): Promise<void> {
  await tx.execute(
    sql`update users set lock_brand_id = null, lock_poc_id = null where id = ${userId} and lock_brand_id = ${brandId}`,
  );
}
