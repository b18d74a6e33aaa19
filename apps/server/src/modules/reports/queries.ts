import { eq, sql, type SQL } from 'drizzle-orm';
import { STAGES, type Stage } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { eventInventories } from '../../db/schema/index.js';
import { completionPercentCounts } from '../brands/index.js';
import { countedStage, isWon } from '../closedDeals/index.js';

/** What a report counts: the pairings of event inventory `eiId`, of brands with an owner in vertical `verticalId` (any when null). */
export type ReportScope = { eiId: number; verticalId?: number | null };

/** The brand condition over `brandCol`: an owner in the scope's vertical (true without one). */
const brandIn = (s: ReportScope, brandCol: SQL) =>
  s.verticalId
    ? sql`exists (
      select 1 from brand_owners bo join users u on u.id = bo.user_id
      where bo.brand_id = ${brandCol} and u.vertical_id = ${s.verticalId})`
    : sql`true`;

/** The assigned (not discarded) pairings `a` of the scope. */
const assigned = (s: ReportScope) =>
  sql`a.ei_id = ${s.eiId} and a.status = 'ASSIGNED' and ${brandIn(s, sql`a.brand_id`)}`;
/** The stage-history rows `h` of the scope. */
const history = (s: ReportScope) => sql`h.ei_id = ${s.eiId} and ${brandIn(s, sql`h.brand_id`)}`;

/** Whether event inventory `eiId` exists. */
export async function eventInventoryExists(db: Db, eiId: number): Promise<boolean> {
  const rows = await db
    .select({ id: eventInventories.id })
    .from(eventInventories)
    .where(eq(eventInventories.id, eiId));
  return rows.length > 0;
}

/** The assigned pairings of the scope per current lead tag (null: untagged), in no order. */
export async function leadTagCounts(
  db: Db,
  s: ReportScope,
): Promise<{ tag: string | null; brands: number }[]> {
  const { rows } = await db.execute<{ tag: string | null; n: number }>(sql`
    select a.tag, count(*)::int as n
    from pairings a
    where ${assigned(s)}
    group by a.tag`);
  return rows.map((r) => ({ tag: r.tag, brands: r.n }));
}

/** The assigned pairings of the scope per current stage, a manually closed one at WON (countedStage; stages with none left out). */
export async function stageCounts(db: Db, s: ReportScope): Promise<Map<Stage, number>> {
  const { rows } = await db.execute<{ stage: Stage; n: number }>(sql`
    select ${countedStage(sql`a`)} as stage, count(*)::int as n
    from pairings a
    where ${assigned(s)}
    group by 1`);
  return new Map(rows.map((r) => [r.stage, r.n]));
}

/**
 * Pairings that ever entered each stage (by the stage history), an assigned pairing closed manually
 * having reached WON (isWon): distinct brands per stage (the union's hash keeps each stage and brand once; a
 * count(distinct) per stage sorted the event inventory's whole history, spilling to disk at 48,000 rows).
 */
export async function reachedByStage(db: Db, s: ReportScope): Promise<Record<Stage, number>> {
  const { rows } = await db.execute<{ stage: Stage; n: number }>(sql`
    select r.stage, count(*)::int as n
    from (
      select h.to_stage as stage, h.brand_id from stage_history h
      where ${history(s)} and h.to_stage in ('ASSIGNED', 'IN_PROGRESS', 'WON', 'NOT_INTERESTED')
      union
      select 'WON', a.brand_id from pairings a where ${assigned(s)} and ${isWon(sql`a`)}) r
    group by r.stage`);
  const reached = Object.fromEntries(STAGES.map((st) => [st, 0])) as Record<Stage, number>;
  for (const r of rows) reached[r.stage] = r.n;
  return reached;
}

/** The pairings of the scope now NOT_INTERESTED (not closed manually: countedStage) per lost reason (blank: 'Not given'), the most frequent first. */
export async function lostReasonCounts(
  db: Db,
  s: ReportScope,
): Promise<{ reason: string; brands: number }[]> {
  const { rows } = await db.execute<{ reason: string; n: number }>(sql`
    select coalesce(nullif(btrim(a.lost_reason), ''), 'Not given') as reason, count(*)::int as n
    from pairings a
    where ${assigned(s)} and ${countedStage(sql`a`)} = 'NOT_INTERESTED'
    group by 1
    order by n desc, reason`);
  return rows.map((r) => ({ reason: r.reason, brands: r.n }));
}

/** Per open stage (ASSIGNED, IN_PROGRESS), the distinct brands of the scope moved from it to NOT_INTERESTED. */
export async function dropoffCounts(db: Db, s: ReportScope): Promise<Map<Stage, number>> {
  const { rows } = await db.execute<{ stage: Stage; n: number }>(sql`
    select h.from_stage as stage, count(distinct h.brand_id)::int as n
    from stage_history h
    where ${history(s)} and h.action = 'STAGE' and h.to_stage = 'NOT_INTERESTED'
      and h.from_stage in ('ASSIGNED', 'IN_PROGRESS')
    group by h.from_stage`);
  return new Map(rows.map((r) => [r.stage, r.n]));
}

/** Per stage, how long the scope's pairings stayed in it (days, unrounded): moves out, mean, median. */
type StageTimes = { moves: number; averageDays: number | null; medianDays: number | null };

/**
 * Per stage, each time a pairing of the scope entered it (a history row with that stage as `to_stage`)
 * and then changed again (its next history row), the days in between: count, mean and median.
 */
export async function stageTimes(db: Db, s: ReportScope): Promise<Map<Stage, StageTimes>> {
  const { rows } = await db.execute<{
    stage: Stage;
    n: number;
    avg: number | null;
    median: number | null;
  }>(sql`
    select stage, count(*)::int as n,
      avg(days)::float8 as avg, percentile_cont(0.5) within group (order by days)::float8 as median
    from (
      select h.to_stage as stage, extract(epoch from lead(h.created_at) over w - h.created_at) / 86400 as days
      from stage_history h
      where ${history(s)}
      window w as (partition by h.brand_id order by h.created_at, h.id)) x
    where days is not null and stage in ('ASSIGNED', 'IN_PROGRESS', 'WON', 'NOT_INTERESTED')
    group by stage`);
  return new Map(
    rows.map((r) => [r.stage, { moves: r.n, averageDays: r.avg, medianDays: r.median }]),
  );
}

/** The profile completion percentages (spec 001 §3) of the brands assigned in the scope, with how many brands have each. */
export function completionPercents(
  db: Db,
  s: ReportScope,
): Promise<{ percent: number; brands: number }[]> {
  return completionPercentCounts(
    db,
    sql`b.id in (select a.brand_id from pairings a where ${assigned(s)})`,
  );
}
