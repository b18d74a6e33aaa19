import { sql } from 'drizzle-orm';
import {
  DASHBOARD_WON_MONTHS,
  STAGES,
  type DashboardResult,
  type StageCounts,
} from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { pipelineScope } from '../../auth/actor.js';
import { iso } from '../../lib/paging.js';
import { oneOf } from '../../lib/sql.js';
import { countedStage } from '../closedDeals/index.js';

/** Whose pairings count: every brand ('all') or the brands owned by these users. */
type Scope = Exclude<ReturnType<typeof pipelineScope>, null>;

/** Condition on pairing alias `a`: its brand is owned within `scope` (nothing for 'all'). */
const inScope = (scope: Scope) =>
  scope === 'all'
    ? sql``
    : sql`and exists (
        select 1 from brand_owners bo
        where bo.brand_id = a.brand_id and bo.user_id ${oneOf(scope)}
      )`;

/** The number of ASSIGNED pairings in `scope` at each stage, a manually closed one at WON (countedStage; 0 for a stage without any). */
export async function stageCounts(db: Db, scope: Scope): Promise<StageCounts> {
  const { rows } = await db.execute<{ stage: string; n: number }>(
    sql`select ${countedStage(sql`a`)} as stage, count(*)::int as n
      from pairings a
      where a.status = 'ASSIGNED' ${inScope(scope)}
      group by 1`,
  );
  return Object.fromEntries(
    STAGES.map((s) => [s, rows.find((r) => r.stage === s)?.n ?? 0]),
  ) as StageCounts;
}

type WonRow = { month: string; value: number; deals: number; quarter: number };

/**
 * Closed value (crore) and count of the pairings in `scope` that are won (closedDeals' isWon): those at WON
 * by the IST month they were last updated (the move to WON, or a later edit of their values), those closed
 * manually by their deal closed date, at the closure's value; over the last DASHBOARD_WON_MONTHS months
 * (months without wins as 0); and the total of this quarter. Served by the partial indexes pairings_won_idx
 * and closed_deals_date_idx.
 */
export async function wonValue(
  db: Db,
  scope: Scope,
): Promise<Pick<DashboardResult, 'wonByMonth' | 'wonThisQuarter'>> {
  const month = sql`date_trunc('month', now() at time zone 'Asia/Kolkata')`;
  const months = `${DASHBOARD_WON_MONTHS - 1} months`;
  const { rows } = await db.execute<WonRow>(sql`with won as (
      select date_trunc('month', a.updated_at at time zone 'Asia/Kolkata') as m, a.closed_value
      from pairings a
      where a.status = 'ASSIGNED' and a.stage = 'WON'
        and a.updated_at >= (${month} - ${months}::interval) at time zone 'Asia/Kolkata'
        ${inScope(scope)}
      union all
      select date_trunc('month', c.deal_closed_date::timestamp) as m, c.closed_value
      from closed_deals c join pairings a on a.ei_id = c.ei_id and a.brand_id = c.brand_id
      where c.removed_at is null and a.status = 'ASSIGNED' and a.stage <> 'WON'
        and c.deal_closed_date >= (${month} - ${months}::interval)::date
        ${inScope(scope)})
    select to_char(m, 'Mon YYYY') as month,
      coalesce(sum(w.closed_value), 0)::float8 as value,
      count(w.m)::int as deals,
      coalesce(sum(w.closed_value) filter (
        where m >= date_trunc('quarter', now() at time zone 'Asia/Kolkata')
      ), 0)::float8 as quarter
    from generate_series(${month} - ${months}::interval, ${month}, '1 month') m
      left join won w using (m)
    group by m
    order by m`);
  return {
    wonByMonth: rows.map((r) => ({ month: r.month, value: Number(r.value), deals: r.deals })),
    wonThisQuarter: rows.reduce((t, r) => t + Number(r.quarter), 0),
  };
}

/** User `userId`'s own brands: how many, and the `n` latest given to them (assignedAt ISO UTC). */
export async function ownBrands(
  db: Db,
  userId: number,
  n: number,
): Promise<DashboardResult['userBrands']> {
  const [{ rows }, total] = await Promise.all([
    db.execute<{ brandId: number; brandName: string; assignedAt: unknown }>(sql`select
        b.id::int as "brandId", b.name as "brandName", o.assigned_at as "assignedAt"
      from brand_owners o join brands b on b.id = o.brand_id
      where o.user_id = ${userId}
      order by o.assigned_at desc, b.id desc
      limit ${n}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from brand_owners where user_id = ${userId}`,
    ),
  ]);
  return {
    total: total.rows[0].n,
    brands: rows.map((r) => ({ ...r, brandId: Number(r.brandId), assignedAt: iso(r.assignedAt)! })),
  };
}
