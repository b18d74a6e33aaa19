import { POC_MESSAGES } from '@crm/contracts';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { brandAccessRow, lockBrand } from './accessQueries.js';

/** Whether the brand exists and whether the actor may change its POCs, departments and agencies (brand owners, their TO, PO, ADMIN). */
async function brandAccess(
  db: Tx,
  actor: Actor,
  brandId: number,
): Promise<{ exists: boolean; canEdit: boolean; brandName: string }> {
  const row = await brandAccessRow(db, actor, brandId);
  return row
    ? { exists: true, canEdit: row.canEdit, brandName: row.name }
    : { exists: false, canEdit: false, brandName: '' };
}

/** 404 BRAND_NOT_FOUND for an unknown brand. */
export async function assertBrandFound(db: Tx, actor: Actor, brandId: number) {
  const access = await brandAccess(db, actor, brandId);
  if (!access.exists) throw notFound(POC_MESSAGES.brandNotFound, 'BRAND_NOT_FOUND');
  return access;
}

/**
 * 404 for an unknown brand, 403 unless the actor may change it (spec 001 §6: the brand's owners,
 * their team owner, project owners, admins). Inside a transaction, also locks the brand row so
 * that concurrent POC writes of one brand (primary flag, reporting lines) run one after another.
 */
export async function assertCanEditBrand(
  db: Tx,
  actor: Actor,
  brandId: number,
  lock = false,
): Promise<void> {
  const access = await assertBrandFound(db, actor, brandId);
  if (!access.canEdit) throw forbidden(POC_MESSAGES.cannotEditBrand, 'BRAND_NOT_IN_SCOPE');
  if (lock) await lockBrand(db, brandId);
}
