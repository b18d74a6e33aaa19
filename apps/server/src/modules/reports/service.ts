import { sql, type SQL } from 'drizzle-orm';
import {
  codeLabel,
  COMPLETION_BUCKETS,
  STAGE_MAPPING,
  STAGE_TAGS,
  STAGES,
  type CompletionReport,
  type DropoffReport,
  type LeadTagReport,
  type LostReasonReport,
  type ReportFilter,
  type Stage,
  type StageMovementReport,
  type TurnaroundReport,
} from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { assertMayRead, type Actor } from '../../auth/actor.js';
import { notFound } from '../../lib/errors.js';
import { completionFlagsSql, completionOf } from '../brands/index.js';

/**
 * Reports (spec 001 §7 Reports under /user/stats/...): computed from the pairings and the
 * stage history of one event inventory as they are (never from counters), optionally for the brands with
 * an owner in one vertical. Anyone who may read pairing history (STAGE_HISTORY) reads them; 404 for an
 * unknown event inventory.
 */

/** The scope of a report: the event inventory, and the brand condition over `brandCol` (the vertical). */
async function scope(db: Db, actor: Actor, f: ReportFilter) {
  assertMayRead(actor, 'STAGE_HISTORY');
  const { rows } = await db.execute(
    sql`select 1 from event_inventories where id = ${f.filterValue}`,
  );
  if (!rows.length) throw notFound('This event inventory does not exist.', 'EI_NOT_FOUND');
  const brandIn = (brandCol: SQL) =>
    f.verticalId
      ? sql`exists (select 1 from brand_owners bo join users u on u.id = bo.user_id where bo.brand_id = ${brandCol} and u.vertical_id = ${f.verticalId})`
      : sql`true`;
  return { eiId: f.filterValue, brandIn };
}

type Scope = Awaited<ReturnType<typeof scope>>;

/** The assigned (not discarded) pairings `a` of the scope. */
const assigned = (s: Scope) =>
  sql`a.ei_id = ${s.eiId} and a.status = 'ASSIGNED' and ${s.brandIn(sql`a.brand_id`)}`;
/** The stage-history rows `h` of the scope. */
const history = (s: Scope) => sql`h.ei_id = ${s.eiId} and ${s.brandIn(sql`h.brand_id`)}`;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** POST /api/user/stats/brand-movements/by-lead-tags: the assigned pairings by current lead tag, in the spec's tag order (untagged last). */
export async function leadTagReport(db: Db, actor: Actor, f: ReportFilter): Promise<LeadTagReport> {
  const s = await scope(db, actor, f);
  const { rows } = await db.execute<{ tag: string | null; n: number }>(
    sql`select a.tag, count(*)::int as n from pairings a where ${assigned(s)} group by a.tag`,
  );
  const order = (t: string | null) =>
    t === null
      ? STAGE_TAGS.length + 1
      : STAGE_TAGS.indexOf(t as never) === -1
        ? STAGE_TAGS.length
        : STAGE_TAGS.indexOf(t as never);
  const sorted = rows.sort(
    (x, y) => order(x.tag) - order(y.tag) || String(x.tag).localeCompare(String(y.tag)),
  );
  return {
    rows: sorted.map((r) => ({
      tag: r.tag,
      label: r.tag === null ? 'Not tagged' : codeLabel(r.tag),
      brands: r.n,
    })),
    total: rows.reduce((n, r) => n + r.n, 0),
  };
}

/** Pairings that ever entered each stage (by the stage history): distinct brands per stage. */
async function reachedByStage(db: Db, s: Scope): Promise<Record<Stage, number>> {
  const { rows } = await db.execute<{
    stage: Stage;
    n: number;
  }>(sql`select h.to_stage as stage, count(distinct h.brand_id)::int as n from stage_history h
    where ${history(s)} and h.to_stage in ('ASSIGNED', 'IN_PROGRESS', 'WON', 'NOT_INTERESTED') group by h.to_stage`);
  const reached = Object.fromEntries(STAGES.map((st) => [st, 0])) as Record<Stage, number>;
  for (const r of rows) reached[r.stage] = r.n;
  return reached;
}

/** POST /api/user/stats/brand-movements/by-stages: per stage, the pairings in it now and those that ever reached it. */
export async function stageMovementReport(
  db: Db,
  actor: Actor,
  f: ReportFilter,
): Promise<StageMovementReport> {
  const s = await scope(db, actor, f);
  const [{ rows }, reached] = await Promise.all([
    db.execute<{ stage: Stage; n: number }>(
      sql`select a.stage, count(*)::int as n from pairings a where ${assigned(s)} group by a.stage`,
    ),
    reachedByStage(db, s),
  ]);
  const current = new Map(rows.map((r) => [r.stage, r.n]));
  return {
    rows: STAGES.map((stage) => ({
      stage,
      label: STAGE_MAPPING[stage].label,
      current: current.get(stage) ?? 0,
      reached: reached[stage],
    })),
  };
}

/** POST /api/user/stats/brand-lost-reason: the pairings now NOT_INTERESTED by lost reason (blank: 'Not given'), the most frequent first. */
export async function lostReasonReport(
  db: Db,
  actor: Actor,
  f: ReportFilter,
): Promise<LostReasonReport> {
  const s = await scope(db, actor, f);
  const { rows } = await db.execute<{
    reason: string;
    n: number;
  }>(sql`select coalesce(nullif(btrim(a.lost_reason), ''), 'Not given') as reason, count(*)::int as n
    from pairings a where ${assigned(s)} and a.stage = 'NOT_INTERESTED' group by 1 order by n desc, reason`);
  return {
    rows: rows.map((r) => ({ reason: r.reason, brands: r.n })),
    total: rows.reduce((n, r) => n + r.n, 0),
  };
}

/** POST /api/user/stats/dropoffs-by-stages: of the pairings that reached each open stage, those moved from it to NOT_INTERESTED. */
export async function dropoffReport(db: Db, actor: Actor, f: ReportFilter): Promise<DropoffReport> {
  const s = await scope(db, actor, f);
  const open: Stage[] = ['ASSIGNED', 'IN_PROGRESS'];
  const [{ rows }, reached] = await Promise.all([
    db.execute<{
      stage: Stage;
      n: number;
    }>(sql`select h.from_stage as stage, count(distinct h.brand_id)::int as n from stage_history h
      where ${history(s)} and h.action = 'STAGE' and h.to_stage = 'NOT_INTERESTED' and h.from_stage in ('ASSIGNED', 'IN_PROGRESS') group by h.from_stage`),
    reachedByStage(db, s),
  ]);
  const dropped = new Map(rows.map((r) => [r.stage, r.n]));
  return {
    rows: open.map((stage) => {
      const droppedOff = dropped.get(stage) ?? 0;
      return {
        stage,
        label: STAGE_MAPPING[stage].label,
        reached: reached[stage],
        droppedOff,
        dropoffPercent: reached[stage] ? round1((droppedOff / reached[stage]) * 100) : 0,
      };
    }),
  };
}

/**
 * POST /api/user/stats/stage-wise-turnaround-time: per stage, each time a pairing entered it (a history row
 * with that stage as `to_stage`) and then changed again (its next history row: a stage change, a discard),
 * the days in between; mean and median per stage. A pairing still in a stage is not counted for it.
 */
export async function turnaroundReport(
  db: Db,
  actor: Actor,
  f: ReportFilter,
): Promise<TurnaroundReport> {
  const s = await scope(db, actor, f);
  const { rows } = await db.execute<{
    stage: Stage;
    n: number;
    avg: number | null;
    median: number | null;
  }>(sql`select stage, count(*)::int as n,
      avg(days)::float8 as avg, percentile_cont(0.5) within group (order by days)::float8 as median
    from (select h.to_stage as stage, extract(epoch from lead(h.created_at) over w - h.created_at) / 86400 as days
      from stage_history h where ${history(s)} window w as (partition by h.brand_id order by h.created_at, h.id)) x
    where days is not null and stage in ('ASSIGNED', 'IN_PROGRESS', 'WON', 'NOT_INTERESTED') group by stage`);
  const by = new Map(rows.map((r) => [r.stage, r]));
  return {
    rows: STAGES.map((stage) => {
      const r = by.get(stage);
      return {
        stage,
        label: STAGE_MAPPING[stage].label,
        moves: r?.n ?? 0,
        averageDays: r?.avg == null ? null : round1(r.avg),
        medianDays: r?.median == null ? null : round1(r.median),
      };
    }),
  };
}

/** POST /api/user/stats/brand-data-completion: the assigned brands by profile completion (spec 001 §3), in COMPLETION_BUCKETS, with the average. */
export async function completionReport(
  db: Db,
  actor: Actor,
  f: ReportFilter,
): Promise<CompletionReport> {
  const s = await scope(db, actor, f);
  const { rows } = await db.execute<Parameters<typeof completionOf>[0]>(
    completionFlagsSql(sql`b.id in (select a.brand_id from pairings a where ${assigned(s)})`),
  );
  const percents = rows.map((r) => completionOf(r).completionPercentage);
  return {
    rows: COMPLETION_BUCKETS.map((b) => ({
      bucket: b.label,
      brands: percents.filter((p) => p >= b.min && p <= b.max).length,
    })),
    averagePercent: percents.length
      ? round1(percents.reduce((a, b) => a + b, 0) / percents.length)
      : null,
    total: percents.length,
  };
}
