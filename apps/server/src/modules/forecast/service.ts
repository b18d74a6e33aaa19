import {
  DEFAULT_STAGE_PROBABILITIES,
  FORECAST_STAGES,
  STAGE_MAPPING,
  type Forecast,
  type ForecastDashboard,
  type StageProbabilities,
  type StageProbabilityUpdate,
} from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { eventExists } from '../../db/eventExists.js';
import { assertAdmin, assertMayRead, hasRole, type Actor } from '../../auth/actor.js';
import { notFound } from '../../lib/errors.js';
import { assertEventInventoryExists } from '../inventories/index.js';
import { recordAudit } from '../audit/index.js';
import {
  clearProbability,
  eventInventoryScope,
  eventScope,
  forecastOf,
  ownersScope,
  storedProbabilities,
  upsertProbability,
  userNames,
} from './queries.js';

/**
 * Weighted forecast (issue 24 §3; the rules are in contracts forecast.ts): computed in SQL on every
 * request from the pairings as they are, like the reports. Reading a forecast of an event or event
 * inventory needs the PIPELINE read area (it shows deal values); only admins set probabilities.
 */

/** The database and the caller of a forecast request. */
type ForecastContext = { db: Db; actor: Actor };

/** GET /api/forecast/stage-probabilities: each open stage's probability, the admin's or the default. Everyone signed in. */
export async function stageProbabilities({ db }: { db: Db }): Promise<StageProbabilities> {
  const stored = await storedProbabilities(db);
  return {
    stages: FORECAST_STAGES.map((stage) => ({
      stage,
      label: STAGE_MAPPING[stage].label,
      probability: stored.get(stage) ?? DEFAULT_STAGE_PROBABILITIES[stage],
      isDefault: !stored.has(stage),
    })),
  };
}

/** PUT /api/forecast/stage-probabilities: sets one open stage's probability, or back to its default with null (403 unless admin); answers them all. */
export async function setStageProbability({
  db,
  actor,
  req,
}: ForecastContext & { req: StageProbabilityUpdate }): Promise<StageProbabilities> {
  assertAdmin(actor);
  const { stage, probability } = req;
  await db.transaction(async (tx) => {
    const before = (await storedProbabilities(tx)).get(stage) ?? null;
    if (probability === null) await clearProbability(tx, stage);
    else await upsertProbability(tx, { stage, probability, userId: actor.userId });
    await recordAudit(tx, actor.userId, {
      action: 'settings.update',
      entity: 'setting',
      entityId: `stage_probability.${stage}`,
      before: { probability: before },
      after: { probability },
    });
  });
  return stageProbabilities({ db });
}

/** GET /api/forecast/event-inventory: the event inventory's forecast (403 without PIPELINE, 404 unknown). */
export async function eventInventoryForecast({
  db,
  actor,
  eiId,
}: ForecastContext & { eiId: number }): Promise<Forecast> {
  assertMayRead(actor, 'PIPELINE');
  await assertEventInventoryExists(db, eiId);
  return forecastOf(db, eventInventoryScope(eiId));
}

/** GET /api/forecast/event: the event's forecast over all its event inventories (403 without PIPELINE, 404 unknown). */
export async function eventForecast({
  db,
  actor,
  eventId,
}: ForecastContext & { eventId: number }): Promise<Forecast> {
  assertMayRead(actor, 'PIPELINE');
  if (!(await eventExists(db, eventId))) throw notFound('Event not found', 'EVENT_NOT_FOUND');
  return forecastOf(db, eventScope(eventId));
}

/** GET /api/forecast/dashboard: a BO's own forecast; a TO's per team member and the team total. */
export async function dashboardForecast({
  db,
  actor,
}: ForecastContext): Promise<ForecastDashboard> {
  const own = hasRole(actor, 'BO') ? await forecastOf(db, ownersScope([actor.userId])) : null;
  if (!hasRole(actor, 'TO') || !actor.teamMemberIds.length) return { own, team: null };
  const members = await userNames(db, actor.teamMemberIds);
  const forecasts = await Promise.all(members.map((m) => forecastOf(db, ownersScope([m.userId]))));
  return {
    own,
    team: {
      members: members.map((m, i) => ({ ...m, forecast: forecasts[i] })),
      total: await forecastOf(db, ownersScope(actor.teamMemberIds)),
    },
  };
}
