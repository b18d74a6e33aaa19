import { sql } from 'drizzle-orm';
import {
  DASHBOARD_NEWS_COUNT,
  DASHBOARD_WON_MONTHS,
  type DashboardResult,
  PAGE_SIZES,
  STAGES,
  type StageCounts,
} from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { type Actor, hasRole, pipelineScope } from '../../auth/actor.js';
import { idArray } from '../../lib/sql.js';
import { allEventInventories, boInventories, poInventories } from '../inventories/index.js';
import { latestNews } from '../news/index.js';

type Scope = ReturnType<typeof pipelineScope>;

/** Condition on pairing alias `a`: its brand is owned within `scope` (nothing for 'all'). */
const inScope = (scope: Exclude<Scope, null>) =>
  scope === 'all'
    ? sql``
    : sql`and exists (select 1 from brand_owners bo where bo.brand_id = a.brand_id and bo.user_id = any(${idArray(scope)}))`;

/**
 * Closed value (crore) and count of the pairings in `scope` that are WON, by the IST month they were last
 * updated (the move to WON, or a later edit of their values), over the last DASHBOARD_WON_MONTHS months
 * (months without wins as 0); and the total of this quarter. Served by the partial index pairings_won_idx.
 */
async function wonValue(
  db: Db,
  scope: Scope,
): Promise<Pick<DashboardResult, 'wonByMonth' | 'wonThisQuarter'>> {
  if (!scope) return { wonByMonth: [], wonThisQuarter: 0 };
  const month = sql`date_trunc('month', now() at time zone 'Asia/Kolkata')`;
  const { rows } = await db.execute<{
    month: string;
    value: number;
    deals: number;
    quarter: number;
  }>(sql`with won as (
      select date_trunc('month', a.updated_at at time zone 'Asia/Kolkata') as m, a.closed_value from pairings a
      where a.status = 'ASSIGNED' and a.stage = 'WON' and a.updated_at >= (${month} - ${`${DASHBOARD_WON_MONTHS - 1} months`}::interval) at time zone 'Asia/Kolkata' ${inScope(scope)})
    select to_char(m, 'Mon YYYY') as month, coalesce(sum(w.closed_value), 0)::float8 as value, count(w.m)::int as deals,
      coalesce(sum(w.closed_value) filter (where m >= date_trunc('quarter', now() at time zone 'Asia/Kolkata')), 0)::float8 as quarter
    from generate_series(${month} - ${`${DASHBOARD_WON_MONTHS - 1} months`}::interval, ${month}, '1 month') m left join won w using (m)
    group by m order by m`);
  return {
    wonByMonth: rows.map((r) => ({ month: r.month, value: Number(r.value), deals: r.deals })),
    wonThisQuarter: rows.reduce((t, r) => t + Number(r.quarter), 0),
  };
}

/**
 * The /home data (spec 001 §2 dashboard): counts per stage over the pairings the caller
 * sees (all for PO, ADMIN and MG; the team's brands for a TO; own brands for a BO), the won value by
 * month and this quarter over the same pairings, the latest news, the caller's PO and BO inventories,
 * and the all-inventories list of 10 (upcoming first).
 */
export async function dashboard(db: Db, actor: Actor): Promise<DashboardResult> {
  const scope = hasRole(actor, 'MG') ? 'all' : pipelineScope(actor);
  const page = { pageNo: 1, count: PAGE_SIZES.dashboardInventories, searchFor: '' };
  const [counts, won, news, po, bo, all] = await Promise.all([
    scope
      ? db.execute<{ stage: string; n: number }>(
          sql`select a.stage, count(*)::int as n from pairings a where a.status = 'ASSIGNED' ${inScope(scope)} group by a.stage`,
        )
      : Promise.resolve({ rows: [] as { stage: string; n: number }[] }),
    wonValue(db, scope),
    latestNews(db, actor, DASHBOARD_NEWS_COUNT),
    hasRole(actor, 'PO') ? poInventories(db, actor, { ...page, eventStatus: 'UPCOMING' }) : null,
    hasRole(actor, 'BO') ? boInventories(db, actor, { ...page, eventStatus: 'UPCOMING' }) : null,
    allEventInventories(db, { ...page, eventStatus: 'UPCOMING' }),
  ]);
  const stageCounts = Object.fromEntries(
    STAGES.map((s) => [s, counts.rows.find((r) => r.stage === s)?.n ?? 0]),
  ) as StageCounts;
  return {
    stageCounts,
    ...won,
    news,
    poInventories: po?.eventInventories ?? [],
    boInventories: bo?.eventInventories ?? [],
    allInventories: all.eventInventories,
  };
}
