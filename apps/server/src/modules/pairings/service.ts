import { sql, type SQL } from 'drizzle-orm';
import type {
  AssignedBrandListResult,
  AssignTab,
  PairingBrandListResult,
  StageHistoryResult,
} from '@crm/contracts';
import {
  AssignedListRequest,
  BrandStatusActionRequest,
  brandActionMessage,
  CallNotesRequest,
  mayWorkPairing,
  MESSAGES,
  StageUpdateRequest,
  UnassignedListRequest,
} from '@crm/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { assertMayRead, pipelineScope } from '../../auth/actor.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import {
  type AddNotifications,
  type Notifications,
  brandsAssignedSql,
  stageChangedSql,
} from '../notifications/index.js';
import { releaseLockFor } from '../users/index.js';
import { assertMayWorkPairings, inScopeSql } from './pairingAccess.js';
import { iso, offsetOf, pageInfo } from '../../lib/paging.js';
import { assertEventInventoryExists, sharedWithSql } from '../inventories/index.js';
import { assertBrandExists, assertBrandsInScope } from '../brands/index.js';
import { assertReposVisible } from '../repository/index.js';
import {
  pairingColumns,
  type AssignedRow,
  pairingBrandColumns,
  type PairingRow,
  type Scope,
  tabOrder,
  tabSource,
  toAssignedBrand,
  toPairingBrand,
} from './queries.js';

/** The caller's pipeline scope, or 403 with the spec's assign-page warning (spec 000 §2.1, 001 §6). */
function requireScope(actor: Actor): Scope {
  const scope = pipelineScope(actor);
  if (!scope) throw forbidden(MESSAGES.assignAccessDenied, 'ASSIGN_ACCESS_DENIED');
  return scope;
}

/** UNASSIGNED or DISCARDED tab (POST /api/event/brand/v2), 20 a page. */
export async function listUnassigned(
  db: Db,
  actor: Actor,
  q: z.infer<typeof UnassignedListRequest>,
): Promise<PairingBrandListResult> {
  const scope = requireScope(actor);
  await assertEventInventoryExists(db, q.eiId);
  await assertReposVisible(db, actor, q.filters.repoIds ?? []);
  const { from, where, count } = tabSource(q.eiId, q.selectionType, scope, q.filters);
  const updated = q.selectionType === 'DISCARDED' ? sql`a.updated_at` : sql`b.updated_at`;
  const [{ rows }, total] = await Promise.all([
    db.execute<PairingRow>(
      sql`select ${pairingBrandColumns}, ${updated} as updated_at from ${from} where ${where} order by ${tabOrder(q.selectionType, q.sortBy)} limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`,
    ),
    db.execute<{ n: number }>(count),
  ]);
  return { brands: rows.map(toPairingBrand), ...pageInfo(q.pageNo, q.count, total.rows[0].n) };
}

/**
 * FROM, WHERE and count of the ASSIGNED pairings the actor reads: their pipeline scope's and those shared
 * with them (only those with `sharedWithMe`, open to every role); 403 with the spec's warning otherwise.
 */
function assignedSource(
  actor: Actor,
  q: Pick<z.infer<typeof AssignedListRequest>, 'eiId' | 'filters' | 'sharedWithMe'>,
) {
  const scope = q.sharedWithMe ? (pipelineScope(actor) ?? []) : requireScope(actor);
  return tabSource(q.eiId, 'ASSIGNED', scope, q.filters, undefined, {
    pairings: sharedWithSql(actor, sql`a.ei_id`, sql`a.brand_id`),
    only: q.sharedWithMe,
  });
}

/** ASSIGNED tab (POST /api/event/inventory/brand/stage/v2), 20 a page, with stages and values: the actor's pairings and those shared with them. */
export async function listAssigned(
  db: Db,
  actor: Actor,
  q: z.infer<typeof AssignedListRequest>,
): Promise<AssignedBrandListResult> {
  const { from, where, count } = assignedSource(actor, q);
  await assertEventInventoryExists(db, q.eiId);
  await assertReposVisible(db, actor, q.filters.repoIds ?? []);
  const [{ rows }, total] = await Promise.all([
    db.execute<AssignedRow>(
      sql`select ${pairingBrandColumns}, ${pairingColumns(actor)} from ${from} where ${where} order by ${tabOrder('ASSIGNED', q.sortBy)} limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`,
    ),
    db.execute<{ n: number }>(count),
  ]);
  return { brands: rows.map(toAssignedBrand), ...pageInfo(q.pageNo, q.count, total.rows[0].n) };
}

/**
 * Every ASSIGNED pairing matching a request, read in pages of `pageSize` (the CSV export). Checks
 * access and the event inventory and reads the first page first, so that errors come before any byte is streamed.
 */
export async function assignedRows(
  db: Db,
  actor: Actor,
  q: Omit<z.infer<typeof AssignedListRequest>, 'pageNo' | 'count'>,
  pageSize: number,
) {
  const { from, where } = assignedSource(actor, q);
  await assertEventInventoryExists(db, q.eiId);
  await assertReposVisible(db, actor, q.filters.repoIds ?? []);
  const page = async (n: number) =>
    (
      await db.execute<AssignedRow>(
        sql`select ${pairingBrandColumns}, ${pairingColumns(actor)} from ${from} where ${where} order by ${tabOrder('ASSIGNED', q.sortBy)} limit ${pageSize} offset ${offsetOf(n, pageSize)}`,
      )
    ).rows;
  const first = await page(1); // a failing query answers an error before any byte is streamed
  return (async function* () {
    let rows = first;
    for (let n = 1; ;) {
      for (const r of rows) yield toAssignedBrand(r);
      if (rows.length < pageSize) return;
      rows = await page(++n);
    }
  })();
}

/**
 * The SQL that applies `action` to source pairings `src(brand_id, from_stage)` of one event inventory;
 * returns one history row per changed pairing. A discard keeps the pairing's deal data (stage, tag,
 * values, dates) and remembers where it came from (discarded_from): RESTORE takes it back there — to
 * ASSIGNED with its deal data, or to UNASSIGNED — and ASSIGN from the discarded tab re-assigns it with
 * its deal data.
 */
function actionSql(
  eiId: number,
  userId: number,
  action: z.infer<typeof BrandStatusActionRequest>['action'],
  tab: AssignTab,
  src: SQL,
): SQL {
  const history = (
    changed: string,
    act: string,
  ) => sql`insert into stage_history (ei_id, brand_id, user_id, action, from_stage, to_stage)
    select ${eiId}, brand_id, ${userId}, ${act}, from_stage, to_stage from ${sql.raw(changed)} returning brand_id, to_stage`;
  const ownerOf = sql`(select bo.user_id from brand_owners bo where bo.brand_id = src.brand_id order by (bo.user_id = ${userId}) desc, bo.user_id limit 1)`;
  if (tab === 'UNASSIGNED' && (action === 'ASSIGN' || action === 'DISCARD')) {
    const status = action === 'ASSIGN' ? 'ASSIGNED' : 'DISCARDED';
    return sql`with src as (${src}), changed as (
        insert into pairings (ei_id, brand_id, status, discarded_from, stage, brand_owner_user_id, assigned_by_user_id)
        select ${eiId}, src.brand_id, ${status}, ${action === 'DISCARD' ? 'UNASSIGNED' : null}, 'ASSIGNED', ${ownerOf}, ${userId} from src
        on conflict (ei_id, brand_id) do nothing returning brand_id, 'UNASSIGNED'::text as from_stage, ${status}::text as to_stage)
      ${history('changed', action)}`;
  }
  if (tab === 'DISCARDED' && action === 'ASSIGN') {
    return sql`with src as (${src}), changed as (
        update pairings a set status = 'ASSIGNED', discarded_from = null, updated_at = now(),
          assigned_by_user_id = case when a.discarded_from = 'ASSIGNED' then a.assigned_by_user_id else ${userId} end,
          assigned_at = case when a.discarded_from = 'ASSIGNED' then a.assigned_at else now() end
        from src where a.ei_id = ${eiId} and a.brand_id = src.brand_id and a.status = 'DISCARDED' returning a.brand_id, 'DISCARDED'::text as from_stage, a.stage as to_stage)
      ${history('changed', 'ASSIGN')}`;
  }
  if (tab === 'ASSIGNED' && action === 'DISCARD') {
    return sql`with src as (${src}), changed as (
        update pairings a set status = 'DISCARDED', discarded_from = 'ASSIGNED', updated_at = now()
        from src where a.ei_id = ${eiId} and a.brand_id = src.brand_id and a.status = 'ASSIGNED' returning a.brand_id, src.from_stage, 'DISCARDED'::text as to_stage)
      ${history('changed', 'DISCARD')}`;
  }
  if (tab === 'DISCARDED' && action === 'RESTORE') {
    return sql`with src as (${src}), reassigned as (
        update pairings a set status = 'ASSIGNED', discarded_from = null, updated_at = now()
        from src where a.ei_id = ${eiId} and a.brand_id = src.brand_id and a.status = 'DISCARDED' and a.discarded_from = 'ASSIGNED'
        returning a.brand_id, 'DISCARDED'::text as from_stage, a.stage as to_stage),
      unassigned as (
        delete from pairings a using src where a.ei_id = ${eiId} and a.brand_id = src.brand_id and a.status = 'DISCARDED' and a.discarded_from is distinct from 'ASSIGNED'
        returning a.brand_id, 'DISCARDED'::text as from_stage, 'UNASSIGNED'::text as to_stage),
      changed as (select * from reassigned union all select * from unassigned)
      ${history('changed', 'RESTORE')}`;
  }
  throw badRequest(`Cannot ${action} brands from the ${tab} tab`, 'INVALID_ACTION');
}

/**
 * Assign, discard or restore brands on event inventories (POST /api/event/inventory/brand/assignment/v2
 * and the brand status action, spec 001 §7): the listed brands, or with selectAll every brand of the
 * `selectionType` tab matching the filters (repoIds: the brands of these repositories, which the caller
 * must see — the 'Brand-to-event assign' body), within the caller's scope. One transaction; one history
 * row per changed pairing. Answers how many pairings changed and the spec's toast text.
 */
export async function applyBrandAction(
  db: Db,
  notes: Notifications,
  actor: Actor,
  req: z.infer<typeof BrandStatusActionRequest>,
): Promise<{ affected: number; message: string }> {
  const scope = requireScope(actor);
  const eiIds = [...new Set(req.eiIds)];
  for (const eiId of eiIds) await assertEventInventoryExists(db, eiId);
  await assertReposVisible(db, actor, req.filters.repoIds ?? []);
  const brandIds = req.selectAll ? undefined : [...new Set(req.brandId)];
  if (brandIds) await assertBrandsInScope(db, scope, brandIds);
  const affected = await notes.run(db, (tx, add) =>
    applyBrandActionTx(tx, add, actor, scope, { ...req, eiIds, brandIds }),
  );
  return { affected, message: brandActionMessage(req.action) };
}

/**
 * The brand action inside a transaction (also the approval of a brand suggestion): applies it per event
 * inventory, writes history, and notifies the owners of brands assigned by someone else. Returns how many pairings changed.
 */
export async function applyBrandActionTx(
  tx: Tx,
  add: AddNotifications,
  actor: Actor,
  scope: Scope,
  req: Pick<z.infer<typeof BrandStatusActionRequest>, 'action' | 'selectionType' | 'filters'> & {
    eiIds: number[];
    brandIds?: number[];
  },
): Promise<number> {
  let affected = 0;
  for (const eiId of req.eiIds) {
    const { from, where } = tabSource(eiId, req.selectionType, scope, req.filters, req.brandIds);
    const fromStage = req.selectionType === 'UNASSIGNED' ? sql`'UNASSIGNED'::text` : sql`a.stage`;
    const src = sql`select b.id as brand_id, ${fromStage} as from_stage from ${from} where ${where}`;
    const { rows } = await tx.execute<{ brand_id: number; to_stage: string }>(
      actionSql(eiId, actor.userId, req.action, req.selectionType, src),
    );
    affected += rows.length;
    const assigned = rows
      .filter(
        (r) => req.action === 'ASSIGN' || (req.action === 'RESTORE' && r.to_stage !== 'UNASSIGNED'),
      )
      .map((r) => Number(r.brand_id));
    if (req.action === 'ASSIGN' && assigned.length)
      await add(brandsAssignedSql(actor.userId, eiId, assigned));
  }
  return affected;
}

type StageFieldsInput = Partial<Omit<z.infer<typeof StageUpdateRequest>, 'eiId' | 'brandId'>>;

/** Applies stage fields to one ASSIGNED pairing inside `tx`; writes a history row and notifies the brand's owners and collaborators when the stage changes. */
async function applyStage(
  tx: Tx,
  add: AddNotifications,
  actor: Actor,
  eiId: number,
  brandId: number,
  f: StageFieldsInput,
  opts: { contact: boolean },
): Promise<void> {
  const { rows } = await tx.execute<{ stage: string; status: string; lost_reason: string | null }>(
    sql`select stage, status, lost_reason from pairings where ei_id = ${eiId} and brand_id = ${brandId} for update`,
  );
  const cur = rows[0];
  if (!cur)
    throw notFound(
      `Brand ${brandId} is not assigned to event inventory ${eiId}`,
      'PAIRING_NOT_FOUND',
    );
  if (cur.status !== 'ASSIGNED')
    throw badRequest(
      `Brand ${brandId} is discarded on event inventory ${eiId}; restore or assign it first`,
      'PAIRING_NOT_ASSIGNED',
    );
  // Adding notes moves ASSIGNED to IN_PROGRESS (spec 001 §4).
  const stage = f.stage ?? (opts.contact && cur.stage === 'ASSIGNED' ? 'IN_PROGRESS' : cur.stage);
  const lostReason = stage === 'NOT_INTERESTED' ? (f.lostReason ?? cur.lost_reason) : null;
  if (stage === 'NOT_INTERESTED' && !lostReason)
    throw badRequest(MESSAGES.lostReasonRequired, 'LOST_REASON_REQUIRED');
  const sets: SQL[] = [
    sql`stage = ${stage}`,
    sql`lost_reason = ${lostReason}`,
    sql`updated_at = now()`,
  ];
  const fieldCols = {
    tag: 'tag',
    proposedValue: 'proposed_value',
    negotiatedValue: 'negotiated_value',
    closedValue: 'closed_value',
    followUpDate: 'follow_up_date',
    expectedClosure: 'expected_closure',
  } as const;
  for (const [key, col] of Object.entries(fieldCols)) {
    const v = f[key as keyof typeof fieldCols];
    if (v !== undefined) sets.push(sql`${sql.identifier(col)} = ${v}`);
  }
  if (opts.contact) sets.push(sql`last_contact_at = now()`);
  await tx.execute(
    sql`update pairings set ${sql.join(sets, sql`, `)} where ei_id = ${eiId} and brand_id = ${brandId}`,
  );
  if (stage !== cur.stage) {
    await tx.execute(
      sql`insert into stage_history (ei_id, brand_id, user_id, action, from_stage, to_stage) values (${eiId}, ${brandId}, ${actor.userId}, 'STAGE', ${cur.stage}, ${stage})`,
    );
    await add(
      stageChangedSql({ actorId: actor.userId, eiId, brandId, from: cur.stage, to: stage }),
    );
  }
}

/** Sets the stage of one pairing (POST /api/event/inventory/brand/stage/update) for whoever works it (mayWorkPairing): 'Stage updated successfully'. */
export async function updateStage(
  db: Db,
  notes: Notifications,
  actor: Actor,
  req: z.infer<typeof StageUpdateRequest>,
): Promise<string> {
  await assertEventInventoryExists(db, req.eiId);
  await assertBrandExists(db, req.brandId);
  await assertMayWorkPairings(db, actor, req.brandId, [req.eiId]);
  const { eiId, brandId, ...fields } = req;
  await notes.run(db, (tx, add) =>
    applyStage(tx, add, actor, eiId, brandId, fields, { contact: false }),
  );
  return MESSAGES.stageUpdated;
}

/**
 * Records call notes with a POC and updates the listed pairings of that brand, in one transaction
 * (PUT /api/brand/interactions, spec 001 §4): a pairing still ASSIGNED moves to IN_PROGRESS. Open to whoever
 * works every listed pairing (mayWorkPairing: an accepted collaborator lists theirs), and with none listed to the
 * brand's pipeline scope; ends the caller's call lock on this brand.
 */
export async function recordCallNotes(
  db: Db,
  notes: Notifications,
  actor: Actor,
  req: z.infer<typeof CallNotesRequest>,
): Promise<string> {
  await assertBrandExists(db, req.brandId);
  await assertMayWorkPairings(
    db,
    actor,
    req.brandId,
    req.updates.map((u) => u.eiId),
  );
  if (req.pocId) {
    const { rows } = await db.execute(
      sql`select 1 from pocs where id = ${req.pocId} and brand_id = ${req.brandId} and removed_at is null`,
    );
    if (!rows.length) throw notFound('POC not found for this brand', 'POC_NOT_FOUND');
  }
  await notes.run(db, async (tx, add) => {
    await tx.execute(
      sql`insert into interactions (brand_id, poc_id, user_id, type, note) values (${req.brandId}, ${req.pocId ?? null}, ${actor.userId}, ${req.type}, ${req.note})`,
    );
    for (const { eiId, ...fields } of req.updates)
      await applyStage(tx, add, actor, eiId, req.brandId, fields, { contact: true });
    await releaseLockFor(tx, actor.userId, req.brandId); // the call notes are in: the call lock ends (spec 000 §5)
  });
  return MESSAGES.callDetailsUpdated;
}

type HistoryRow = {
  id: number;
  ei_id: number;
  brand_id: number;
  brand_name: string;
  event_name: string;
  inventory_name: string;
  action: 'ASSIGN' | 'DISCARD' | 'RESTORE' | 'STAGE';
  from_stage: string | null;
  to_stage: string | null;
  user_id: number;
  user_name: string;
  created_at: unknown;
};

/** History of pairings matching `where` (alias h), newest first. */
async function history(
  db: Db,
  where: SQL,
  pageNo: number,
  count: number,
): Promise<StageHistoryResult> {
  const [{ rows }, total] = await Promise.all([
    db.execute<HistoryRow>(sql`select h.id, h.ei_id, h.brand_id, b.name as brand_name, e.name as event_name, inv.name as inventory_name, h.action, h.from_stage, h.to_stage,
        h.user_id, u.first_name || ' ' || u.last_name as user_name, h.created_at
      from stage_history h join brands b on b.id = h.brand_id join event_inventories ei on ei.id = h.ei_id join events e on e.id = ei.event_id
      join inventories inv on inv.id = ei.inventory_id join users u on u.id = h.user_id
      where ${where} order by h.created_at desc, h.id desc limit ${count} offset ${offsetOf(pageNo, count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from stage_history h where ${where}`),
  ]);
  return {
    history: rows.map((r) => ({
      id: r.id,
      eiId: r.ei_id,
      brandId: r.brand_id,
      brandName: r.brand_name,
      eventName: r.event_name,
      inventoryName: r.inventory_name,
      action: r.action,
      fromStage: r.from_stage,
      toStage: r.to_stage,
      changedBy: { userId: r.user_id, userName: r.user_name },
      changedOn: iso(r.created_at)!,
    })),
    ...pageInfo(pageNo, count, total.rows[0].n),
  };
}

/** Pairing history of one event inventory (15 a page). */
export async function eiHistory(
  db: Db,
  actor: Actor,
  q: { eiId: number; pageNo: number; count: number },
) {
  assertMayRead(actor, 'STAGE_HISTORY');
  await assertEventInventoryExists(db, q.eiId);
  return history(db, sql`h.ei_id = ${q.eiId}`, q.pageNo, q.count);
}

/** Pairing history of one brand (15 a page). */
export async function brandStageHistory(
  db: Db,
  actor: Actor,
  q: { brandId: number; pageNo: number; count: number },
) {
  assertMayRead(actor, 'STAGE_HISTORY');
  await assertBrandExists(db, q.brandId);
  return history(db, sql`h.brand_id = ${q.brandId}`, q.pageNo, q.count);
}

/** Every pairing of one brand (GET /api/brand/event/inventory/v2), with whether the caller works it (canUpdate: mayWorkPairing). */
export async function brandPairings(db: Db, actor: Actor, brandId: number) {
  assertMayRead(actor, 'PIPELINE');
  await assertBrandExists(db, brandId);
  const { rows } = await db.execute<
    AssignedRow & {
      event_name: string;
      inventory_name: string;
      event_id: number;
      in_scope: boolean;
    }
  >(sql`
    select ${pairingBrandColumns}, ${pairingColumns(actor)}, e.name as event_name, inv.name as inventory_name, e.id as event_id, ${inScopeSql(actor)} as in_scope
    from pairings a join brands b on b.id = a.brand_id join event_inventories ei on ei.id = a.ei_id join events e on e.id = ei.event_id join inventories inv on inv.id = ei.inventory_id
    where a.brand_id = ${brandId} and a.status = 'ASSIGNED' order by e.start_date desc, inv.name`);
  return {
    pairings: rows.map((r) => ({
      ...toAssignedBrand(r),
      eventName: r.event_name,
      inventoryName: r.inventory_name,
      eventId: r.event_id,
      canUpdate: mayWorkPairing({ inPipelineScope: r.in_scope, inviteStatus: r.my_invite_status }),
    })),
  };
}

/** Interactions (call notes) of one brand, newest first. */
export async function listInteractions(
  db: Db,
  actor: Actor,
  q: { brandId: number; pageNo: number; count: number },
) {
  assertMayRead(actor, 'CALL_NOTES');
  await assertBrandExists(db, q.brandId);
  const [{ rows }, total] = await Promise.all([
    db.execute<{
      id: number;
      brand_id: number;
      type: 'CALL';
      note: string;
      poc_id: number | null;
      poc_name: string | null;
      user_id: number;
      user_name: string;
      created_at: unknown;
    }>(sql`
      select x.id, x.brand_id, x.type, x.note, x.poc_id, p.name as poc_name, x.user_id, u.first_name || ' ' || u.last_name as user_name, x.created_at
      from interactions x join users u on u.id = x.user_id left join pocs p on p.id = x.poc_id where x.brand_id = ${q.brandId}
      order by x.created_at desc, x.id desc limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from interactions where brand_id = ${q.brandId}`,
    ),
  ]);
  return {
    interactions: rows.map((r) => ({
      id: r.id,
      brandId: r.brand_id,
      type: r.type,
      note: r.note,
      pocId: r.poc_id,
      pocName: r.poc_name,
      user: { userId: r.user_id, userName: r.user_name },
      createdAt: iso(r.created_at)!,
    })),
    ...pageInfo(q.pageNo, q.count, total.rows[0].n),
  };
}
