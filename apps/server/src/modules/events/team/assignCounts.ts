import { sql } from 'drizzle-orm';
import { ASSIGN_COUNT_ROLES, type AssignCountsResult } from '@crm/contracts';
import type { Db } from '../../../db/client.js';
import { assertEventInventoryExists } from '../../inventories/index.js';

/**
 * GET /api/brand/assign-counts/by-role (spec 001 §7 'brand assign counts by role'): for the ASSIGNED
 * pairings of event inventory `eiId` (or of every one), per role of the user who assigned them — in the
 * order ADMIN, PO, BO, TO (spec 001 §6) — how many pairings and how many such users. An admin is one
 * with the ADMIN role or the admin flag; a user with two roles counts under both. 404 for an unknown eiId.
 */
export async function assignCountsByRole(
  db: Db,
  q: { eiId?: number },
): Promise<AssignCountsResult> {
  if (q.eiId !== undefined) await assertEventInventoryExists(db, q.eiId);
  const onEi = q.eiId !== undefined ? sql` and p.ei_id = ${q.eiId}` : sql``;
  const roles = `{${ASSIGN_COUNT_ROLES.join(',')}}`;
  const { rows } = await db.execute<{ role: string; brand_count: number; user_count: number }>(
    sql`select r.role, count(p.brand_id)::int as brand_count, count(distinct u.id)::int as user_count
      from unnest(${roles}::text[]) with ordinality r(role, ord)
      left join (pairings p join users u on u.id = p.assigned_by_user_id)
        on p.status = 'ASSIGNED'${onEi}
          and (r.role = any(u.roles) or (r.role = 'ADMIN' and u.is_admin))
      group by r.role, r.ord
      order by r.ord`,
  );
  return {
    counts: rows.map((r) => ({
      role: r.role as AssignCountsResult['counts'][number]['role'],
      brandCount: Number(r.brand_count),
      userCount: Number(r.user_count),
    })),
  };
}
