import { sql } from 'drizzle-orm';
import { POC_MESSAGES } from '@crm/contracts';
import type { Tx } from '../../db/client.js';
import { pipelineScope, type Actor } from '../../auth/actor.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { idArray } from '../../lib/sql.js';

/** SQL condition "the actor may change brand `brandIdExpr`": PO/ADMIN always, BO/TO when an owner is in their scope, nobody else. */
function canEditSql(actor: Actor, brandIdExpr = sql`b.id`) {
  const scope = pipelineScope(actor);
  if (scope === 'all') return sql`true`;
  if (!scope) return sql`false`;
  return sql`exists (select 1 from brand_owners bo where bo.brand_id = ${brandIdExpr} and bo.user_id = any(${idArray(scope)}))`;
}

/** Whether the brand exists and whether the actor may change its POCs, departments and agencies (brand owners, their TO, PO, ADMIN). */
async function brandAccess(
  db: Tx,
  actor: Actor,
  brandId: number,
): Promise<{ exists: boolean; canEdit: boolean; brandName: string }> {
  const { rows } = await db.execute<{ name: string; can_edit: boolean }>(
    sql`select b.name, ${canEditSql(actor)} as can_edit from brands b where b.id = ${brandId}`,
  );
  return rows.length
    ? { exists: true, canEdit: rows[0].can_edit, brandName: rows[0].name }
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
  if (lock) await db.execute(sql`select 1 from brands where id = ${brandId} for update`);
}
