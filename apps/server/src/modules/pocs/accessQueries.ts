import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { pipelineScope, type Actor } from '../../auth/actor.js';
import { oneOf } from '../../lib/sql.js';

/** SQL condition "the actor may change brand `brandIdExpr`": PO/ADMIN always, BO/TO when an owner is in their scope, nobody else. */
function canEditSql(actor: Actor, brandIdExpr = sql`b.id`) {
  const scope = pipelineScope(actor);
  if (scope === 'all') return sql`true`;
  if (!scope) return sql`false`;
  return sql`exists (select 1 from brand_owners bo
    where bo.brand_id = ${brandIdExpr} and bo.user_id ${oneOf(scope)})`;
}

/** The brand's name and whether the actor may change it, or undefined for an unknown brand. */
export async function brandAccessRow(
  db: Tx,
  actor: Actor,
  brandId: number,
): Promise<{ name: string; canEdit: boolean } | undefined> {
  const { rows } = await db.execute<{ name: string; can_edit: boolean }>(sql`select b.name,
      ${canEditSql(actor)} as can_edit
    from brands b
    where b.id = ${brandId}`);
  return rows.length ? { name: rows[0].name, canEdit: rows[0].can_edit } : undefined;
}

/** Locks the brand row until the end of the caller's transaction. */
export async function lockBrand(tx: Tx, brandId: number): Promise<void> {
  await tx.execute(sql`select 1 from brands where id = ${brandId} for update`);
}
