import { sql, type SQL } from 'drizzle-orm';
import {
  ASSIGN_COUNT_ROLES,
  type AdminBrandListRequest,
  type AdminBrandRow,
  type AdminOffloadedBrandRow,
  type BrandAssignCountsByRole,
} from '@crm/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import type { Actor } from '../../../auth/actor.js';
import { and } from '../../../lib/sql.js';
import { iso, offsetOf } from '../../../lib/paging.js';
import {
  brandJoins,
  brandListOrder,
  brandListWhere,
  brandSummaryColumns,
  toBrandSummary,
} from '../queries.js';

type ListReq = z.infer<typeof AdminBrandListRequest>;
type SummaryRow = Parameters<typeof toBrandSummary>[0];

/** Whether a user `u` has role `role`: an admin is one with the ADMIN role or the admin flag. */
const hasRoleSql = (role: string) =>
  role === 'ADMIN' ? sql`('ADMIN' = any(u.roles) or u.is_admin)` : sql`(${role} = any(u.roles))`;

/**
 * The assign counts by role of brand alias `b` as a json object {ADMIN, PO, BO, TO}: its ASSIGNED
 * pairings counted by the roles of the user who assigned each (a user with two roles counts under
 * both). A correlated subquery: placed in the select of an already paged row set it runs for the
 * page's rows only.
 */
export const assignCountsSql = sql`(select json_build_object(${sql.join(
  ASSIGN_COUNT_ROLES.map((r) => sql`${r}::text, count(*) filter (where ${hasRoleSql(r)})`),
  sql`, `,
)})
  from pairings p join users u on u.id = p.assigned_by_user_id
  where p.brand_id = b.id and p.status = 'ASSIGNED')`;

/** Reads json counts as numbers (some drivers answer json numbers as strings). */
export const toCounts = (v: unknown): BrandAssignCountsByRole => {
  const o = (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown>;
  return Object.fromEntries(
    ASSIGN_COUNT_ROLES.map((r) => [r, Number(o?.[r] ?? 0)]),
  ) as BrandAssignCountsByRole;
};

/** What the admin lists select by (brand alias `b`): the brand list's search and filter, current or offloaded brands. */
export const adminBrandsWhere = (
  actor: Actor,
  q: Pick<ListReq, 'searchFor' | 'filters'>,
  offloaded: boolean,
): SQL =>
  and([brandListWhere(actor, { ...q, mainTab: 'ALL_BRANDS' }), sql`b.is_offloaded = ${offloaded}`]);

/** One page of brands matching `where` in the list's order with `extra` columns (from `extraJoins`), and how many match. */
async function page<R>(
  db: Db,
  q: ListReq,
  { where, extra, extraJoins }: { where: SQL; extra: SQL; extraJoins: SQL },
) {
  const order = brandListOrder(q.filters?.sortBy ?? q.sortBy);
  const [rows, total] = await Promise.all([
    db.execute<SummaryRow & { updated_at: unknown } & R>(sql`select ${brandSummaryColumns},
        b.updated_at, ${extra}
      from (
        select b.*
        from brands b left join industries i on i.id = b.industry_id
        where ${where}
        order by ${order}
        limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}
      ) b ${brandJoins} ${extraJoins}
      order by ${order}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from brands b where ${where}`),
  ]);
  return { rows: rows.rows, total: Number(total.rows[0].n) };
}

/** A page of the admins' current brands with their assign counts by role (counted for the page's rows only), and the total. */
export async function currentBrandPage(
  db: Db,
  actor: Actor,
  q: ListReq,
): Promise<{ brands: AdminBrandRow[]; total: number }> {
  const { rows, total } = await page<{ assign_counts: unknown }>(db, q, {
    where: adminBrandsWhere(actor, q, false),
    extra: sql`${assignCountsSql} as assign_counts`,
    extraJoins: sql``,
  });
  return {
    brands: rows.map((r) => ({
      ...toBrandSummary(r),
      updatedAt: iso(r.updated_at)!,
      assignCountsByRole: toCounts(r.assign_counts),
    })),
    total,
  };
}

/**
 * The offloaded brands of user `userId` (brand alias `b`): those they offloaded themselves and do not own
 * again, and the offloaded brands they still own (spec 001 §9 'my offloaded brands').
 */
const offloadedBySql = (userId: number) => sql`(exists (select 1 from brand_owner_history h
    where h.brand_id = b.id and h.user_id = ${userId} and h.action = 'OFFLOADED')
    and not exists (select 1 from brand_owners bo where bo.brand_id = b.id and bo.user_id = ${userId})
  or b.is_offloaded and exists (select 1 from brand_owners bo where bo.brand_id = b.id and bo.user_id = ${userId}))`;

/**
 * The offload columns of brand `b` (offload_reason, offloaded_at, offloaded_by) with the joins they need:
 * the brand's own offload, or with `userId` that user's latest offload of it where the brand is not
 * marked offloaded.
 */
export function offloadColumns(userId?: number): { extra: SQL; extraJoins: SQL } {
  if (userId === undefined)
    return {
      extra: sql`b.offload_reason, b.offloaded_at, ou.first_name || ' ' || ou.last_name as offloaded_by`,
      extraJoins: sql`left join users ou on ou.id = b.offloaded_by_user_id`,
    };
  const mine = (brand: SQL, own: SQL) =>
    sql`case when b.is_offloaded then ${brand} else ${own} end`;
  return {
    extra: sql`${mine(sql`b.offload_reason`, sql`mh.reason`)} as offload_reason,
      ${mine(sql`b.offloaded_at`, sql`mh.created_at`)} as offloaded_at,
      ou.first_name || ' ' || ou.last_name as offloaded_by`,
    extraJoins: sql`left join lateral (select h.reason, h.created_at, h.by_user_id
        from brand_owner_history h
        where h.brand_id = b.id and h.user_id = ${userId} and h.action = 'OFFLOADED'
        order by h.created_at desc, h.id desc limit 1) mh on true
      left join users ou on ou.id = ${mine(sql`b.offloaded_by_user_id`, sql`mh.by_user_id`)}`,
  };
}

/** What Your Brands' Offloaded view of user `userId` selects by (brand alias `b`): the list's search and filter over the brands offloadedBySql names. */
export const myOffloadedWhere = (
  actor: Actor,
  q: Pick<ListReq, 'searchFor' | 'filters'>,
  userId: number,
): SQL => and([brandListWhere(actor, { ...q, mainTab: 'ALL_BRANDS' }), offloadedBySql(userId)]);

/**
 * A page of offloaded brands with the offload reason, time and the user who offloaded, and the total:
 * every one (the admins' list), or with `offloadedBy` that user's (see offloadedBySql).
 */
export async function offloadedBrandPage(
  db: Db,
  actor: Actor,
  q: ListReq,
  offloadedBy?: number,
): Promise<{ brands: AdminOffloadedBrandRow[]; total: number }> {
  const { rows, total } = await page<{
    offload_reason: string | null;
    offloaded_at: unknown;
    offloaded_by: string | null;
  }>(db, q, {
    where:
      offloadedBy === undefined
        ? adminBrandsWhere(actor, q, true)
        : myOffloadedWhere(actor, q, offloadedBy),
    ...offloadColumns(offloadedBy),
  });
  return {
    brands: rows.map((r) => ({
      ...toBrandSummary(r),
      updatedAt: iso(r.updated_at)!,
      offloadReason: r.offload_reason,
      offloadedAt: iso(r.offloaded_at),
      offloadedBy: r.offloaded_by,
    })),
    total,
  };
}
