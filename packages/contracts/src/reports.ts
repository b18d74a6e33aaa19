import { z } from 'zod';
import { Id, TimeZone } from './common.js';
import { STAGES } from './constants.js';
import { defineRoute } from './routes.js';

/**
 * The reports' filter (spec 001 §7 Reports, paths under /user/stats/...): `filterType` INVENTORY with the
 * event inventory's id as `filterValue` (required: without it the client skips the call, spec 001 §5), and
 * optionally a vertical — then only brands with an owner in that vertical count.
 */
export const ReportFilter = z.object({
  filterType: z.literal('INVENTORY'),
  filterValue: Id,
  verticalId: Id.nullable().optional(),
});
export type ReportFilter = z.infer<typeof ReportFilter>;

const Stage = z.enum(STAGES);

/** Brand movements by lead tags: the event inventory's assigned pairings by their current lead tag (null: not tagged yet). */
export const LeadTagReport = z.object({
  rows: z.array(z.object({ tag: z.string().nullable(), label: z.string(), brands: z.number() })),
  total: z.number(),
});
export type LeadTagReport = z.infer<typeof LeadTagReport>;

/**
 * Brand movements by stages: per stage, how many pairings are in it now and how many ever reached it
 * (from the stage history: assigned, or moved into the stage at least once).
 */
export const StageMovementReport = z.object({
  rows: z.array(
    z.object({ stage: Stage, label: z.string(), current: z.number(), reached: z.number() }),
  ),
});
export type StageMovementReport = z.infer<typeof StageMovementReport>;

/** Lost reasons: the pairings now NOT_INTERESTED by their lost reason, the most frequent first. */
export const LostReasonReport = z.object({
  rows: z.array(z.object({ reason: z.string(), brands: z.number() })),
  total: z.number(),
});
export type LostReasonReport = z.infer<typeof LostReasonReport>;

/**
 * Drop-offs by stage (from the stage history): of the pairings that reached each open stage, how many
 * were moved from it to NOT_INTERESTED, and that as a percentage (0–100, one decimal).
 */
export const DropoffReport = z.object({
  rows: z.array(
    z.object({
      stage: Stage,
      label: z.string(),
      reached: z.number(),
      droppedOff: z.number(),
      dropoffPercent: z.number(),
    }),
  ),
});
export type DropoffReport = z.infer<typeof DropoffReport>;

/**
 * Stage-wise turnaround time (from the stage history): per stage, how many times a pairing left it and the
 * time it had spent in it (from entering — the assignment for ASSIGNED — to the next stage change), in
 * days (one decimal): mean and median.
 */
export const TurnaroundReport = z.object({
  rows: z.array(
    z.object({
      stage: Stage,
      label: z.string(),
      moves: z.number(),
      averageDays: z.number().nullable(),
      medianDays: z.number().nullable(),
    }),
  ),
});
export type TurnaroundReport = z.infer<typeof TurnaroundReport>;

/** Completion buckets of the brand data completion report (percent, inclusive). */
export const COMPLETION_BUCKETS = [
  { label: '0–25%', min: 0, max: 25 },
  { label: '26–50%', min: 26, max: 50 },
  { label: '51–75%', min: 51, max: 75 },
  { label: '76–100%', min: 76, max: 100 },
] as const;

/**
 * Brand data completion (/reportsV2?showBrandDataCompletionReport=true): the assigned brands by their
 * profile completion (spec 001 §3 Brand completion), in COMPLETION_BUCKETS, with the average percentage.
 */
export const CompletionReport = z.object({
  rows: z.array(z.object({ bucket: z.string(), brands: z.number() })),
  averagePercent: z.number().nullable(),
  total: z.number(),
});
export type CompletionReport = z.infer<typeof CompletionReport>;

/** POST /api/user/stats/event-inventory/download {eiId, timeZone}: every report of the event inventory as one xlsx workbook, named with the time in `timeZone` (IANA; default IST). */
const ReportDownloadRequest = z.object({ eiId: Id, timeZone: TimeZone });

/** The reports' endpoints (spec 001 §7 Reports under /user/stats): one POST per report with the filter body, and the xlsx download. */
export const reportRoutes = {
  leadTags: defineRoute({
    method: 'POST',
    path: '/user/stats/brand-movements/by-lead-tags',
    body: ReportFilter,
    response: LeadTagReport,
    summary: 'Brand movements by lead tags of an event inventory',
    tags: ['reports'],
    cacheKey: (filter: z.input<typeof ReportFilter>) => [
      'reports',
      '/user/stats/brand-movements/by-lead-tags',
      filter,
    ],
  }),
  stages: defineRoute({
    method: 'POST',
    path: '/user/stats/brand-movements/by-stages',
    body: ReportFilter,
    response: StageMovementReport,
    summary: 'Brand movements by stages of an event inventory',
    tags: ['reports'],
    cacheKey: (filter: z.input<typeof ReportFilter>) => [
      'reports',
      '/user/stats/brand-movements/by-stages',
      filter,
    ],
  }),
  lostReasons: defineRoute({
    method: 'POST',
    path: '/user/stats/brand-lost-reason',
    body: ReportFilter,
    response: LostReasonReport,
    summary: 'Lost reasons of an event inventory’s brands',
    tags: ['reports'],
    cacheKey: (filter: z.input<typeof ReportFilter>) => [
      'reports',
      '/user/stats/brand-lost-reason',
      filter,
    ],
  }),
  dropoffs: defineRoute({
    method: 'POST',
    path: '/user/stats/dropoffs-by-stages',
    body: ReportFilter,
    response: DropoffReport,
    summary: 'Drop-offs by stage of an event inventory',
    tags: ['reports'],
    cacheKey: (filter: z.input<typeof ReportFilter>) => [
      'reports',
      '/user/stats/dropoffs-by-stages',
      filter,
    ],
  }),
  turnaround: defineRoute({
    method: 'POST',
    path: '/user/stats/stage-wise-turnaround-time',
    body: ReportFilter,
    response: TurnaroundReport,
    summary: 'Stage-wise turnaround time of an event inventory',
    tags: ['reports'],
    cacheKey: (filter: z.input<typeof ReportFilter>) => [
      'reports',
      '/user/stats/stage-wise-turnaround-time',
      filter,
    ],
  }),
  completion: defineRoute({
    method: 'POST',
    path: '/user/stats/brand-data-completion',
    body: ReportFilter,
    response: CompletionReport,
    summary: 'Brand data completion of an event inventory’s brands',
    tags: ['reports'],
    cacheKey: (filter: z.input<typeof ReportFilter>) => [
      'reports',
      '/user/stats/brand-data-completion',
      filter,
    ],
  }),
  download: defineRoute({
    method: 'POST',
    path: '/user/stats/event-inventory/download',
    body: ReportDownloadRequest,
    response: 'file',
    export: true,
    summary: 'Every report of an event inventory as one xlsx workbook',
    tags: ['reports'],
  }),
  /** POST /user/stats/event-inventory {eiId} (spec 001 §7 "event-inventory download"): the same workbook as `download`. */
  eventInventory: defineRoute({
    method: 'POST',
    path: '/user/stats/event-inventory',
    body: ReportDownloadRequest,
    response: 'file',
    export: true,
    summary: 'Every report of an event inventory as one xlsx workbook',
    tags: ['reports'],
  }),
};
