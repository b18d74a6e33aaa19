import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { BrandStatusActionRequest, StageUpdateRequest, type AssignTab } from '@crm/contracts';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { interactions, pairings, pocs, stageHistory } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import type { TabSource } from './queries.js';
import { isClosedManually } from '../closedDeals/index.js';

type Action = z.infer<typeof BrandStatusActionRequest>['action'];

/** The deal fields of a pairing a stage update may set (each left as it is when undefined). */
export type StageFields = Partial<Omit<z.infer<typeof StageUpdateRequest>, 'eiId' | 'brandId'>>;

/**
 * The SQL that applies `action` to source pairings `src(brand_id, from_stage)` of one event inventory;
 * returns one history row per changed pairing. A discard keeps the pairing's deal data (stage, tag,
 * values, dates) and remembers where it came from (discarded_from): RESTORE takes it back there — to
 * ASSIGNED with its deal data, or to UNASSIGNED — and ASSIGN from the discarded tab re-assigns it with
 * its deal data. 400 INVALID_ACTION for an action the tab does not offer.
 */
function actionSql(q: { eiId: number; userId: number; action: Action; tab: AssignTab; src: SQL }) {
  const { eiId, userId, action, tab, src } = q;
  const history = (changed: string, act: string) => sql`
    insert into stage_history (ei_id, brand_id, user_id, action, from_stage, to_stage)
    select ${eiId}, brand_id, ${userId}, ${act}, from_stage, to_stage
    from ${sql.raw(changed)}
    returning brand_id, to_stage`;
  const ownerOf = sql`(
    select bo.user_id from brand_owners bo
    where bo.brand_id = src.brand_id
    order by (bo.user_id = ${userId}) desc, bo.user_id
    limit 1)`;
  if (tab === 'UNASSIGNED' && (action === 'ASSIGN' || action === 'DISCARD')) {
    const status = action === 'ASSIGN' ? 'ASSIGNED' : 'DISCARDED';
    return sql`with src as (${src}), changed as (
        insert into pairings (ei_id, brand_id, status, discarded_from, stage, brand_owner_user_id, assigned_by_user_id)
        select ${eiId}, src.brand_id, ${status}, ${action === 'DISCARD' ? 'UNASSIGNED' : null}, 'ASSIGNED', ${ownerOf}, ${userId}
        from src
        on conflict (ei_id, brand_id) do nothing
        returning brand_id, 'UNASSIGNED'::text as from_stage, ${status}::text as to_stage)
      ${history('changed', action)}`;
  }
  if (tab === 'DISCARDED' && action === 'ASSIGN') {
    return sql`with src as (${src}), changed as (
        update pairings a set status = 'ASSIGNED', discarded_from = null, updated_at = now(),
          assigned_by_user_id = case when a.discarded_from = 'ASSIGNED' then a.assigned_by_user_id else ${userId} end,
          assigned_at = case when a.discarded_from = 'ASSIGNED' then a.assigned_at else now() end
        from src
        where a.ei_id = ${eiId} and a.brand_id = src.brand_id and a.status = 'DISCARDED'
        returning a.brand_id, 'DISCARDED'::text as from_stage, a.stage as to_stage)
      ${history('changed', 'ASSIGN')}`;
  }
  if (tab === 'ASSIGNED' && action === 'DISCARD') {
    return sql`with src as (${src}), changed as (
        update pairings a set status = 'DISCARDED', discarded_from = 'ASSIGNED', updated_at = now()
        from src
        where a.ei_id = ${eiId} and a.brand_id = src.brand_id and a.status = 'ASSIGNED'
        returning a.brand_id, src.from_stage, 'DISCARDED'::text as to_stage)
      ${history('changed', 'DISCARD')}`;
  }
  if (tab === 'DISCARDED' && action === 'RESTORE') {
    return sql`with src as (${src}), reassigned as (
        update pairings a set status = 'ASSIGNED', discarded_from = null, updated_at = now()
        from src
        where a.ei_id = ${eiId} and a.brand_id = src.brand_id and a.status = 'DISCARDED'
          and a.discarded_from = 'ASSIGNED'
        returning a.brand_id, 'DISCARDED'::text as from_stage, a.stage as to_stage),
      unassigned as (
        delete from pairings a using src
        where a.ei_id = ${eiId} and a.brand_id = src.brand_id and a.status = 'DISCARDED'
          and a.discarded_from is distinct from 'ASSIGNED'
        returning a.brand_id, 'DISCARDED'::text as from_stage, 'UNASSIGNED'::text as to_stage),
      changed as (select * from reassigned union all select * from unassigned)
      ${history('changed', 'RESTORE')}`;
  }
  throw badRequest(`Cannot ${action} brands from the ${tab} tab`, 'INVALID_ACTION');
}

/**
 * Applies `action` by `userId` to every pairing of tab `tab` of event inventory `eiId` in `source`
 * (tabSource), with one history row each, in one statement; answers each changed brand and where it went.
 */
export async function movePairings(
  tx: Tx,
  q: { eiId: number; userId: number; action: Action; tab: AssignTab; source: TabSource },
): Promise<{ brandId: number; toStage: string }[]> {
  const fromStage = q.tab === 'UNASSIGNED' ? sql`'UNASSIGNED'::text` : sql`a.stage`;
  const src = sql`select b.id as brand_id, ${fromStage} as from_stage
    from ${q.source.from}
    where ${q.source.where}`;
  const { rows } = await tx.execute<{ brand_id: number; to_stage: string }>(
    actionSql({ ...q, src }),
  );
  return rows.map((r) => ({ brandId: Number(r.brand_id), toStage: r.to_stage }));
}

/**
 * Locks pairing (`eiId`, `brandId`) for an update; its stage, status, lost reason and whether it has a
 * live manual closure (closedDeals' isClosedManually), or undefined.
 */
export async function lockPairing(
  tx: Tx,
  q: { eiId: number; brandId: number },
): Promise<
  { stage: string; status: string; lostReason: string | null; closedManually: boolean } | undefined
> {
  const rows = await tx
    .select({
      stage: pairings.stage,
      status: pairings.status,
      lostReason: pairings.lostReason,
      closedManually: sql<boolean>`${isClosedManually(sql`pairings`)}`,
    })
    .from(pairings)
    .where(and(eq(pairings.eiId, q.eiId), eq(pairings.brandId, q.brandId)))
    .for('update');
  return rows[0];
}

/**
 * Sets pairing (`eiId`, `brandId`)'s stage and lost reason and the given deal `fields`, stamping
 * updated_at (and last_contact_at when `contact`).
 */
export async function setPairingFields(
  tx: Tx,
  q: {
    eiId: number;
    brandId: number;
    stage: string;
    lostReason: string | null;
    fields: StageFields;
    contact: boolean;
  },
): Promise<void> {
  const f = q.fields;
  await tx
    .update(pairings)
    .set({
      stage: q.stage,
      lostReason: q.lostReason,
      updatedAt: sql`now()`,
      tag: f.tag,
      proposedValue: f.proposedValue,
      negotiatedValue: f.negotiatedValue,
      closedValue: f.closedValue,
      followUpDate: f.followUpDate,
      expectedClosure: f.expectedClosure,
      lastContactAt: q.contact ? sql`now()` : undefined,
    })
    .where(and(eq(pairings.eiId, q.eiId), eq(pairings.brandId, q.brandId)));
}

/** Writes the history row of a stage change of pairing (`eiId`, `brandId`) by `userId`. */
export async function insertStageChange(
  tx: Tx,
  h: { eiId: number; brandId: number; userId: number; fromStage: string; toStage: string },
): Promise<void> {
  await tx.insert(stageHistory).values({ ...h, action: 'STAGE' });
}

/** Whether POC `pocId` is a live POC of brand `brandId`. */
export async function isPocOf(db: Tx, q: { pocId: number; brandId: number }): Promise<boolean> {
  const rows = await db
    .select({ id: pocs.id })
    .from(pocs)
    .where(and(eq(pocs.id, q.pocId), eq(pocs.brandId, q.brandId), isNull(pocs.removedAt)));
  return rows.length > 0;
}

/** Writes an interaction (call notes) by `userId` on brand `brandId`, with POC `pocId` or none. */
export async function insertInteraction(
  tx: Tx,
  x: { brandId: number; pocId: number | null; userId: number; type: string; note: string },
): Promise<void> {
  await tx.insert(interactions).values(x);
}
