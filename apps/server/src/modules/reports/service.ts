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
import {
  completionPercents,
  dropoffCounts,
  eventInventoryExists,
  leadTagCounts,
  lostReasonCounts,
  reachedByStage,
  stageCounts,
  stageTimes,
  type ReportScope,
} from './queries.js';

/**
 * Reports (spec 001 §7 Reports under /user/stats/...): computed from the pairings and the
 * stage history of one event inventory as they are (never from counters), optionally for the brands with
 * an owner in one vertical. Anyone who may read pairing history (STAGE_HISTORY) reads them; 404 for an
 * unknown event inventory.
 */

/** A report request: the database, the caller and the report filter. */
type ReportRequest = { db: Db; actor: Actor; filter: ReportFilter };

/** The scope of a report: the event inventory and the vertical (403 without STAGE_HISTORY, 404 unknown event inventory). */
async function scope({ db, actor, filter: f }: ReportRequest): Promise<ReportScope> {
  assertMayRead(actor, 'STAGE_HISTORY');
  if (!(await eventInventoryExists(db, f.filterValue)))
    throw notFound('This event inventory does not exist.', 'EI_NOT_FOUND');
  return { eiId: f.filterValue, verticalId: f.verticalId };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** POST /api/user/stats/brand-movements/by-lead-tags: the assigned pairings by current lead tag, in the spec's tag order (untagged last). */
export async function leadTagReport(r: ReportRequest): Promise<LeadTagReport> {
  const rows = await leadTagCounts(r.db, await scope(r));
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
    rows: sorted.map((t) => ({
      tag: t.tag,
      label: t.tag === null ? 'Not tagged' : codeLabel(t.tag),
      brands: t.brands,
    })),
    total: rows.reduce((n, t) => n + t.brands, 0),
  };
}

/** POST /api/user/stats/brand-movements/by-stages: per stage, the pairings in it now and those that ever reached it. */
export async function stageMovementReport(r: ReportRequest): Promise<StageMovementReport> {
  const s = await scope(r);
  const [current, reached] = await Promise.all([stageCounts(r.db, s), reachedByStage(r.db, s)]);
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
export async function lostReasonReport(r: ReportRequest): Promise<LostReasonReport> {
  const rows = await lostReasonCounts(r.db, await scope(r));
  return { rows, total: rows.reduce((n, l) => n + l.brands, 0) };
}

/** POST /api/user/stats/dropoffs-by-stages: of the pairings that reached each open stage, those moved from it to NOT_INTERESTED. */
export async function dropoffReport(r: ReportRequest): Promise<DropoffReport> {
  const s = await scope(r);
  const open: Stage[] = ['ASSIGNED', 'IN_PROGRESS'];
  const [dropped, reached] = await Promise.all([dropoffCounts(r.db, s), reachedByStage(r.db, s)]);
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
export async function turnaroundReport(r: ReportRequest): Promise<TurnaroundReport> {
  const by = await stageTimes(r.db, await scope(r));
  return {
    rows: STAGES.map((stage) => {
      const t = by.get(stage);
      return {
        stage,
        label: STAGE_MAPPING[stage].label,
        moves: t?.moves ?? 0,
        averageDays: t?.averageDays == null ? null : round1(t.averageDays),
        medianDays: t?.medianDays == null ? null : round1(t.medianDays),
      };
    }),
  };
}

/** POST /api/user/stats/brand-data-completion: the assigned brands by profile completion (spec 001 §3), in COMPLETION_BUCKETS, with the average. */
export async function completionReport(r: ReportRequest): Promise<CompletionReport> {
  const percents = await completionPercents(r.db, await scope(r));
  const count = (keep: (percent: number) => boolean) =>
    percents.filter((p) => keep(p.percent)).reduce((n, p) => n + p.brands, 0);
  const total = count(() => true);
  return {
    rows: COMPLETION_BUCKETS.map((b) => ({
      bucket: b.label,
      brands: count((p) => p >= b.min && p <= b.max),
    })),
    averagePercent: total
      ? round1(percents.reduce((sum, p) => sum + p.percent * p.brands, 0) / total)
      : null,
    total,
  };
}
