import { z } from 'zod';
import { intInput } from './common.js';
import { EventInfoQuery, EventInventoryQuery } from './events.js';
import { defineRoute } from './routes.js';

/**
 * Weighted forecast (issue 24 §3). Admins set a win probability (percent) per open stage; the forecast
 * of a set of pairings is its won value plus Σ proposed value × probability of its open pairings, set
 * against a sales target. Money in crore.
 *
 * - Open stages are ASSIGNED and IN_PROGRESS: only they have a probability. WON counts its closed value;
 *   NOT_INTERESTED counts nothing; a discarded pairing counts nothing.
 * - Won value is what the event inventory page's 'Won' and the home dashboard's won value show: the
 *   closed value of the ASSIGNED pairings at WON, and of those closed manually (a live closed_deals row
 *   for the pairing) the closure's value, each pairing once — as there, so the forecast card and the
 *   'Won' figure beside it agree. A manually closed pairing is won, not open.
 * - A pairing without a proposed value adds 0 to the weighted open value.
 * - Rounding: every sum is exact (SQL numeric) and each figure is rounded to 2 decimals (crore, half
 *   away from zero) once, at the end — never per pairing — so the forecast and the gap are computed
 *   from the unrounded won and weighted open values.
 */

/** The stages that carry a win probability: the open stages of the pipeline, in stage order. */
export const FORECAST_STAGES = ['ASSIGNED', 'IN_PROGRESS'] as const;
export type ForecastStage = (typeof FORECAST_STAGES)[number];

/**
 * The win probability (percent) of an open stage no admin has set: evenly spaced by stage order below
 * Won (100 %), over the two open stages — ASSIGNED 1/3, IN_PROGRESS 2/3, rounded to whole percents. The
 * spec gives no figure; even spacing is the one reading that only uses the stage order.
 */
export const DEFAULT_STAGE_PROBABILITIES: Record<ForecastStage, number> = {
  ASSIGNED: 33,
  IN_PROGRESS: 67,
};

/** Texts of the forecast screens. */
export const FORECAST_TEXTS = {
  title: 'Weighted forecast',
  target: 'Sales target',
  won: 'Won',
  weightedOpen: 'Weighted open',
  forecast: 'Forecast',
  gap: 'Gap to target',
  noTarget: 'No sales target set',
  empty: 'No pairings to forecast yet.',
  probabilitiesTitle: 'Win probability by stage',
  probabilitiesHelp:
    'The weighted forecast counts each open pairing’s proposed value at its stage’s probability. Won deals count in full.',
  saved: 'Win probability saved.',
  restored: 'Win probability set back.',
  defaultValue: 'default',
  teamTotal: 'Team total',
  ownTitle: 'Your weighted forecast',
  teamTitle: 'Your team’s weighted forecast',
  member: 'Brand owner',
  aboveTarget: 'above target',
  confirmNote: 'Every weighted forecast changes at once. Undo or set it back here at any time.',
} as const;

/** A probability in whole percent, 0–100 (400 for 101, -1 or 1.5). */
const Percent = intInput.pipe(
  z.number().int('must be a whole percent').min(0, 'must be 0 to 100').max(100, 'must be 0 to 100'),
);

/** One open stage's win probability (percent); `isDefault` when no admin has set it. */
const StageProbability = z.object({
  stage: z.enum(FORECAST_STAGES),
  label: z.string(),
  probability: z.number().int(),
  isDefault: z.boolean(),
});
export type StageProbability = z.infer<typeof StageProbability>;

/** GET /api/forecast/stage-probabilities: every open stage's probability, in stage order. */
const StageProbabilities = z.object({ stages: z.array(StageProbability) });
export type StageProbabilities = z.infer<typeof StageProbabilities>;

/**
 * PUT /api/forecast/stage-probabilities: sets one open stage's probability (admins; 400 for another
 * stage); `probability: null` puts the stage back on its default (how an Undo restores a default).
 */
export const StageProbabilityUpdate = z.object({
  stage: z.enum(FORECAST_STAGES),
  probability: Percent.nullable(),
});
export type StageProbabilityUpdate = z.infer<typeof StageProbabilityUpdate>;

/**
 * A forecast in crore, each figure rounded to 2 decimals at the end: `won`, `weightedOpen`,
 * `forecast` = won + weightedOpen, the sales `target` (null when none is set, always null for a
 * person or a team, who have no target) and `gap` = target − forecast (positive: short of the target;
 * null without a target).
 */
export const Forecast = z.object({
  target: z.number().nullable(),
  won: z.number(),
  weightedOpen: z.number(),
  forecast: z.number(),
  gap: z.number().nullable(),
});
export type Forecast = z.infer<typeof Forecast>;

/**
 * GET /api/forecast/dashboard: the caller's forecasts for /home. `own`: a BO's pairings (those of the
 * brands they own); null for a caller without the BO role. `team`: for a TO, each team member's own
 * forecast (by name) and the team's total over the pairings of the brands any of them owns (a brand
 * two members own counts once); null for a caller without the TO role.
 */
const ForecastDashboard = z.object({
  own: Forecast.nullable(),
  team: z
    .object({
      members: z.array(z.object({ userId: z.number(), userName: z.string(), forecast: Forecast })),
      total: Forecast,
    })
    .nullable(),
});
export type ForecastDashboard = z.infer<typeof ForecastDashboard>;

/**
 * The forecast endpoints (issue 24 §3). Reads need the PIPELINE read area for an event or event inventory.
 * The forecasts' cache keys sit under the event inventory's, the events' and the dashboard's families,
 * so whatever refreshes those after a pairing change refreshes the forecasts too.
 */
export const forecastRoutes = {
  probabilities: defineRoute({
    method: 'GET',
    path: '/forecast/stage-probabilities',
    response: StageProbabilities,
    summary: 'The win probability of each open stage',
    tags: ['forecast'],
    cacheKey: ['forecast', 'probabilities'],
  }),
  setProbability: defineRoute({
    method: 'PUT',
    path: '/forecast/stage-probabilities',
    body: StageProbabilityUpdate,
    response: StageProbabilities,
    summary: 'Sets an open stage’s win probability (admins)',
    tags: ['forecast'],
  }),
  eventInventory: defineRoute({
    method: 'GET',
    path: '/forecast/event-inventory',
    query: EventInventoryQuery,
    response: Forecast,
    summary: 'The weighted forecast of an event inventory against its sales target',
    tags: ['forecast'],
    cacheKey: ({ eiId }: z.input<typeof EventInventoryQuery>) => [
      'eventInventory',
      eiId,
      'forecast',
    ],
  }),
  event: defineRoute({
    method: 'GET',
    path: '/forecast/event',
    query: EventInfoQuery,
    response: Forecast,
    summary: 'The weighted forecast of an event: the sum of its event inventories',
    tags: ['forecast'],
    cacheKey: ({ eventId }: z.input<typeof EventInfoQuery>) => ['events', 'forecast', eventId],
  }),
  dashboard: defineRoute({
    method: 'GET',
    path: '/forecast/dashboard',
    response: ForecastDashboard,
    summary: 'The caller’s forecasts: own (BO) and per team member with the total (TO)',
    tags: ['forecast'],
    cacheKey: ['dashboard', 'forecast'],
  }),
};
