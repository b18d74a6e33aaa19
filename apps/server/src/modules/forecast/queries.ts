import { eq, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_STAGE_PROBABILITIES,
  FORECAST_STAGES,
  type Forecast,
  type ForecastStage,
} from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { stageProbabilities } from '../../db/schema/index.js';
import { oneOf } from '../../lib/sql.js';
import { countedStage, wonValue } from '../closedDeals/index.js';

/**
 * The pairings a forecast counts, as a condition over a pairing's event inventory and brand columns,
 * and its sales target in crore as an SQL expression (null: none).
 */
export type ForecastScope = { of: (eiId: SQL, brandId: SQL) => SQL; target: SQL };

/** The pairings of event inventory `eiId`, against its sales target. */
export const eventInventoryScope = (eiId: number): ForecastScope => ({
  of: (ei) => sql`${ei} = ${eiId}`,
  target: sql`(select ei.sales_target from event_inventories ei where ei.id = ${eiId})`,
});

/** The pairings of every event inventory of event `eventId`, against the sum of their sales targets (null when none has one). */
export const eventScope = (eventId: number): ForecastScope => ({
  of: (ei) => sql`${ei} in (select ei.id from event_inventories ei where ei.event_id = ${eventId})`,
  target: sql`(select sum(ei.sales_target) from event_inventories ei where ei.event_id = ${eventId})`,
});

/** The pairings of the brands any of `userIds` owns (each once), with no target. */
export const ownersScope = (userIds: number[]): ForecastScope => ({
  of: (_ei, brand) =>
    sql`exists (select 1 from brand_owners bo where bo.brand_id = ${brand} and bo.user_id ${oneOf(userIds)})`,
  target: sql`null::numeric`,
});

/** Each open stage's probability (percent) as SQL rows (stage, p): the admin's value, else the default. */
const probabilities = sql`select d.stage, coalesce(sp.probability, d.p)::numeric as p
  from (values ${sql.join(
    FORECAST_STAGES.map((s) => sql`(${s}, ${DEFAULT_STAGE_PROBABILITIES[s]}::int)`),
    sql`, `,
  )}) as d(stage, p)
  left join stage_probabilities sp on sp.stage = d.stage`;

type ForecastRow = {
  target: number | string | null;
  won: number | string;
  weighted: number | string;
  forecast: number | string;
  gap: number | string | null;
};

/**
 * The forecast of `scope` in one statement (issue 24 §3; rules in contracts forecast.ts) over its
 * ASSIGNED pairings: won = Σ won value (closedDeals' wonValue: closed value at WON, or the manual
 * closure's); weighted open = Σ proposed value × probability / 100 in an open stage, a manually closed
 * pairing being won, not open. Sums are exact numeric; each figure is rounded to 2 decimals once, at the end.
 */
export async function forecastOf(db: Db, scope: ForecastScope): Promise<Forecast> {
  const { rows } = await db.execute<ForecastRow>(sql`
    with prob as (${probabilities}),
    figures as (
      select coalesce(sum(${wonValue(sql`a`)}), 0) as won,
        coalesce(sum(a.proposed_value * pr.p / 100), 0) as weighted,
        ${scope.target}::numeric as target
      from pairings a left join prob pr on pr.stage = ${countedStage(sql`a`)}
      where a.status = 'ASSIGNED' and ${scope.of(sql`a.ei_id`, sql`a.brand_id`)})
    select round(target, 2)::text as target, round(won, 2)::text as won,
      round(weighted, 2)::text as weighted, round(won + weighted, 2)::text as forecast,
      round(target - won - weighted, 2)::text as gap
    from figures`);
  const r = rows[0];
  const num = (v: number | string | null) => (v === null ? null : Number(v));
  return {
    target: num(r.target),
    won: Number(r.won),
    weightedOpen: Number(r.weighted),
    forecast: Number(r.forecast),
    gap: num(r.gap),
  };
}

/** The probabilities admins have set (percent), by stage; a stage missing uses its default. */
export async function storedProbabilities(db: Tx): Promise<Map<string, number>> {
  const rows = await db
    .select({ stage: stageProbabilities.stage, probability: stageProbabilities.probability })
    .from(stageProbabilities);
  return new Map(rows.map((r) => [r.stage, r.probability]));
}

/** Forgets the stage's stored probability: it is back on its default. */
export async function clearProbability(db: Tx, stage: ForecastStage): Promise<void> {
  await db.delete(stageProbabilities).where(eq(stageProbabilities.stage, stage));
}

/** Sets `stage`'s probability (percent) by `userId`, now. */
export async function upsertProbability(
  db: Tx,
  p: { stage: ForecastStage; probability: number; userId: number },
): Promise<void> {
  await db
    .insert(stageProbabilities)
    .values({ stage: p.stage, probability: p.probability, updatedByUserId: p.userId })
    .onConflictDoUpdate({
      target: stageProbabilities.stage,
      set: { probability: p.probability, updatedByUserId: p.userId, updatedAt: sql`now()` },
    });
}

/** The names ("first last") of users `ids`, in name order. */
export async function userNames(
  db: Db,
  ids: number[],
): Promise<{ userId: number; userName: string }[]> {
  const { rows } = await db.execute<{ id: number | string; name: string }>(sql`
    select u.id, u.first_name || ' ' || u.last_name as name from users u
    where u.id ${oneOf(ids)} order by name, u.id`);
  return rows.map((r) => ({ userId: Number(r.id), userName: r.name }));
}
