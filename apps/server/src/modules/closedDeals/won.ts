import { sql, type SQL } from 'drizzle-orm';

/**
 * What counts as won (spec 001 §7 closed deals): a pairing is won when it reached WON in the pipeline or
 * a live manual closure (closed_deals, PUT /api/brand/closed-deals) is recorded for it — its brand on its
 * event inventory — whatever stage it stands at. Fragments over a pairing alias `a` (pairings columns
 * ei_id, brand_id, stage, closed_value), for every query that counts won deals or their value.
 */

/** The live manual closure of pairing `a`, as a FROM-less subquery over closed_deals `c`. */
const closureOf = (a: SQL, column: SQL) => sql`(select ${column} from closed_deals c
  where c.ei_id = ${a}.ei_id and c.brand_id = ${a}.brand_id and c.removed_at is null)`;

/** Whether pairing `a` has a live manual closure, whatever its stage (boolean SQL). */
export const isClosedManually = (a: SQL) => sql`exists ${closureOf(a, sql`1`)}`;

/** Whether pairing `a` is won: at WON, or closed manually (boolean SQL). */
export const isWon = (a: SQL) => sql`(${a}.stage = 'WON' or ${isClosedManually(a)})`;

/** Pairing `a`'s stage as the counts see it: WON when it is won (isWon), else its stage. */
export const countedStage = (a: SQL) => sql`(case when ${isWon(a)} then 'WON' else ${a}.stage end)`;

/**
 * Whether pairing `a`'s countedStage is one of `stages` (boolean SQL; same truth value as
 * `countedStage(a) = any(stages)`), written so that an index on (…, stage) serves it as an index condition: a
 * closed pairing counts as WON whatever its stage, so with WON listed it is `stage in stages or closed`, and
 * without it `stage in stages and not closed` (a manual closure is probed only for the rows the stage keeps).
 * `stages` are the Stage enum's values (contracts), checked by the route's schema.
 */
export const countedStageIn = (a: SQL, stages: readonly string[]) => {
  const inStages = sql`${a}.stage = any(${`{${stages.join(',')}}`}::text[])`;
  return stages.includes('WON')
    ? sql`(${inStages} or ${isClosedManually(a)})`
    : sql`(${inStages} and not ${isClosedManually(a)})`;
};

/**
 * Pairing `a`'s won value in crore (numeric): its closed value at WON, else its manual closure's closed
 * value; null when it is not won. A pairing won both ways counts once, at its pipeline value.
 */
export const wonValue = (a: SQL) =>
  sql`(case when ${a}.stage = 'WON' then ${a}.closed_value else ${closureOf(a, sql`c.closed_value`)} end)`;
