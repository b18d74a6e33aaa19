import type { AssignedBrandListResult, PairingBrandListResult } from '@crm/contracts';
import {
  AssignedListRequest,
  BrandStatusActionRequest,
  brandActionMessage,
  CallNotesRequest,
  CLOSED_DEAL_MESSAGES,
  mayWorkPairing,
  MESSAGES,
  StageUpdateRequest,
  STAGES,
  UnassignedListRequest,
} from '@crm/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { assertMayRead, pipelineScope } from '../../auth/actor.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import {
  type AddNotifications,
  type Notifications,
  brandsAssignedSql,
  stageChangedSql,
} from '../notifications/index.js';
import { releaseLockFor } from '../users/index.js';
import { assertMayWorkPairings } from './access/pairingAccess.js';
import { pageInfo } from '../../lib/paging.js';
import type { KeysetPage } from '../../lib/keyset.js';
import { assignedBrandsPage, pairingBrandsPage, tabRows } from './exportQueries.js';
import { assertEventInventoryExists } from '../inventories/index.js';
import { assertBrandExists, assertBrandsInScope } from '../brands/index.js';
import { assertReposVisible } from '../repository/index.js';
import {
  assignedBrandPage,
  brandPairingRows,
  pairingBrandPage,
  type Scope,
  tabSource,
  toAssignedBrand,
  toPairingBrand,
} from './queries.js';
import {
  insertInteraction,
  insertStageChange,
  isPocOf,
  lockPairing,
  movePairings,
  setPairingFields,
  type StageFields,
} from './moveQueries.js';
import type { PairingKey, PairingsMoved } from './board/live.js';

/** The database and the caller of a pairings request. */
export type PairingsContext = { db: Db; actor: Actor };

/** The caller's pipeline scope, or 403 with the spec's assign-page warning (spec 000 §2.1, 001 §6). */
export function requireScope(actor: Actor): Scope {
  const scope = pipelineScope(actor);
  if (!scope) throw forbidden(MESSAGES.assignAccessDenied, 'ASSIGN_ACCESS_DENIED');
  return scope;
}

/** UNASSIGNED or DISCARDED tab (POST /api/event/brand/v2), 20 a page. */
export async function listUnassigned({
  db,
  actor,
  q,
}: PairingsContext & {
  q: z.infer<typeof UnassignedListRequest>;
}): Promise<PairingBrandListResult> {
  const scope = requireScope(actor);
  await assertEventInventoryExists(db, q.eiId);
  await assertReposVisible(db, actor, q.filters.repoIds ?? []);
  const source = tabSource({ eiId: q.eiId, tab: q.selectionType, scope, filters: q.filters });
  const { brands, total } = await pairingBrandPage(db, { ...q, source, tab: q.selectionType });
  return { brands, ...pageInfo(q.pageNo, q.count, total) };
}

/**
 * The scope of the ASSIGNED pairings the actor reads (the Assigned tab, the pipeline board): their pipeline
 * scope, plus those shared with them; with `sharedWithMe` (open to every role) only the shared ones count.
 * 403 with the spec's warning for a role without a pipeline scope otherwise.
 */
export function assignedScope(actor: Actor, sharedWithMe: boolean): Scope {
  return sharedWithMe ? (pipelineScope(actor) ?? []) : requireScope(actor);
}

/** FROM, WHERE and count of the ASSIGNED pairings the actor reads (assignedScope). */
function assignedSource(
  actor: Actor,
  q: Pick<z.infer<typeof AssignedListRequest>, 'eiId' | 'filters' | 'sharedWithMe'>,
) {
  const scope = assignedScope(actor, q.sharedWithMe);
  return tabSource({
    eiId: q.eiId,
    tab: 'ASSIGNED',
    scope,
    filters: q.filters,
    shared: { actor, only: q.sharedWithMe },
  });
}

/** ASSIGNED tab (POST /api/event/inventory/brand/stage/v2), 20 a page, with stages and values: the actor's pairings and those shared with them. */
export async function listAssigned({
  db,
  actor,
  q,
}: PairingsContext & { q: z.infer<typeof AssignedListRequest> }): Promise<AssignedBrandListResult> {
  const source = assignedSource(actor, q);
  await assertEventInventoryExists(db, q.eiId);
  await assertReposVisible(db, actor, q.filters.repoIds ?? []);
  const { brands, total } = await assignedBrandPage(db, actor, { ...q, source });
  return { brands, ...pageInfo(q.pageNo, q.count, total) };
}

/**
 * Every ASSIGNED pairing matching a request, read `pageSize` at a time by keyset (the CSV export), after the
 * checks of the list.
 */
export async function assignedRows({
  db,
  actor,
  q,
  pageSize,
}: PairingsContext & {
  q: Omit<z.infer<typeof AssignedListRequest>, 'pageNo' | 'count'>;
  pageSize: number;
}) {
  const source = assignedSource(actor, q);
  await assertEventInventoryExists(db, q.eiId);
  await assertReposVisible(db, actor, q.filters.repoIds ?? []);
  return tabRows({
    tab: 'ASSIGNED',
    sortBy: q.sortBy,
    pageSize,
    read: (page: KeysetPage) => assignedBrandsPage(db, actor, { source, page }),
    map: toAssignedBrand,
  });
}

/**
 * Every UNASSIGNED or DISCARDED brand matching a request, read `pageSize` at a time by keyset (the CSV export),
 * under the list's rules: 403 without a pipeline scope, 404 for an unknown event inventory or repository.
 */
export async function unassignedRows({
  db,
  actor,
  q,
  pageSize,
}: PairingsContext & {
  q: Omit<z.infer<typeof UnassignedListRequest>, 'pageNo' | 'count'>;
  pageSize: number;
}) {
  const scope = requireScope(actor);
  await assertEventInventoryExists(db, q.eiId);
  await assertReposVisible(db, actor, q.filters.repoIds ?? []);
  const tab = q.selectionType;
  const source = tabSource({ eiId: q.eiId, tab, scope, filters: q.filters });
  return tabRows({
    tab,
    sortBy: q.sortBy,
    pageSize,
    read: (page: KeysetPage) => pairingBrandsPage(db, { source, tab, page }),
    map: toPairingBrand,
  });
}

/**
 * Assign, discard or restore brands on event inventories (POST /api/event/inventory/brand/assignment/v2
 * and the brand status action, spec 001 §7): the listed brands, or with selectAll every brand of the
 * `selectionType` tab matching the filters (repoIds: the brands of these repositories, which the caller
 * must see — the 'Brand-to-event assign' body), within the caller's scope. One transaction; one history
 * row per changed pairing; after the commit the boards hear of the pairings that came onto or left them (`moved`).
 * Answers how many pairings changed and the spec's toast text.
 */
export async function applyBrandAction({
  db,
  notes,
  moved,
  actor,
  req,
}: PairingsContext & {
  notes: Notifications;
  moved: PairingsMoved;
  req: z.infer<typeof BrandStatusActionRequest>;
}): Promise<{ affected: number; message: string }> {
  const scope = requireScope(actor);
  const eiIds = [...new Set(req.eiIds)];
  for (const eiId of eiIds) await assertEventInventoryExists(db, eiId);
  await assertReposVisible(db, actor, req.filters.repoIds ?? []);
  const brandIds = req.selectAll ? undefined : [...new Set(req.brandId)];
  if (brandIds) await assertBrandsInScope(db, scope, brandIds);
  const onBoard: PairingKey[] = [];
  const affected = await notes.run(db, (tx, add) =>
    applyBrandActionTx({ tx, add, actor, scope, req: { ...req, eiIds, brandIds }, onBoard }),
  );
  await moved(onBoard);
  return { affected, message: brandActionMessage(req.action) };
}

/**
 * The brand action inside a transaction (also the approval of a brand suggestion): applies it per event
 * inventory, writes history, and notifies the owners of brands assigned by someone else. Returns how many pairings changed;
 * adds to `onBoard` the pairings that came onto the pipeline board or left it.
 */
export async function applyBrandActionTx({
  tx,
  add,
  actor,
  scope,
  req,
  onBoard = [],
}: {
  tx: Tx;
  add: AddNotifications;
  actor: Actor;
  scope: Scope;
  req: Pick<z.infer<typeof BrandStatusActionRequest>, 'action' | 'selectionType' | 'filters'> & {
    eiIds: number[];
    brandIds?: number[];
  };
  onBoard?: PairingKey[];
}): Promise<number> {
  let affected = 0;
  for (const eiId of req.eiIds) {
    const tab = req.selectionType;
    const source = tabSource({ eiId, tab, scope, filters: req.filters, brandIds: req.brandIds });
    const moved = await movePairings(tx, {
      eiId,
      userId: actor.userId,
      action: req.action,
      tab,
      source,
    });
    affected += moved.length;
    for (const r of moved)
      if (tab === 'ASSIGNED' || (STAGES as readonly string[]).includes(r.toStage))
        onBoard.push({ eiId, brandId: r.brandId });
    const assigned = moved
      .filter(
        (r) => req.action === 'ASSIGN' || (req.action === 'RESTORE' && r.toStage !== 'UNASSIGNED'),
      )
      .map((r) => r.brandId);
    if (req.action === 'ASSIGN' && assigned.length)
      await add(brandsAssignedSql(actor.userId, eiId, assigned));
  }
  return affected;
}

/**
 * Applies stage fields to one ASSIGNED pairing inside `tx`; writes a history row and notifies the brand's
 * owners and collaborators when the stage changes. Answers the pairing. 409 PAIRING_CLOSED_MANUALLY for a
 * stage other than WON on a pairing with a live manual closure (it stands in Won until the closure goes).
 */
async function applyStage({
  tx,
  add,
  actor,
  eiId,
  brandId,
  fields: f,
  contact,
}: {
  tx: Tx;
  add: AddNotifications;
  actor: Actor;
  eiId: number;
  brandId: number;
  fields: StageFields;
  contact: boolean;
}): Promise<PairingKey> {
  const cur = await lockPairing(tx, { eiId, brandId });
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
  // A manual closure holds the pairing at Won (its counted stage) until it is removed.
  if (f.stage && f.stage !== 'WON' && cur.closedManually)
    throw conflict(CLOSED_DEAL_MESSAGES.closedManually, 'PAIRING_CLOSED_MANUALLY');
  // Adding notes moves ASSIGNED to IN_PROGRESS (spec 001 §4).
  const stage = f.stage ?? (contact && cur.stage === 'ASSIGNED' ? 'IN_PROGRESS' : cur.stage);
  const lostReason = stage === 'NOT_INTERESTED' ? (f.lostReason ?? cur.lostReason) : null;
  if (stage === 'NOT_INTERESTED' && !lostReason)
    throw badRequest(MESSAGES.lostReasonRequired, 'LOST_REASON_REQUIRED');
  await setPairingFields(tx, { eiId, brandId, stage, lostReason, fields: f, contact });
  if (stage !== cur.stage) {
    const change = { eiId, brandId, fromStage: cur.stage, toStage: stage };
    await insertStageChange(tx, { ...change, userId: actor.userId });
    await add(
      stageChangedSql({ actorId: actor.userId, eiId, brandId, from: cur.stage, to: stage }),
    );
  }
  return { eiId, brandId };
}

/**
 * Sets the stage of one pairing (POST /api/event/inventory/brand/stage/update) for whoever works it
 * (mayWorkPairing), then tells the boards (`moved`): 'Stage updated successfully'. A pairing closed
 * manually moves to no stage but WON (409 PAIRING_CLOSED_MANUALLY, CLOSED_DEAL_MESSAGES.closedManually).
 */
export async function updateStage({
  db,
  notes,
  moved,
  actor,
  req,
}: PairingsContext & {
  notes: Notifications;
  moved: PairingsMoved;
  req: z.infer<typeof StageUpdateRequest>;
}): Promise<string> {
  await assertEventInventoryExists(db, req.eiId);
  await assertBrandExists(db, req.brandId);
  await assertMayWorkPairings({ db, actor, brandId: req.brandId, eiIds: [req.eiId] });
  const { eiId, brandId, ...fields } = req;
  const pairing = await notes.run(db, (tx, add) =>
    applyStage({ tx, add, actor, eiId, brandId, fields, contact: false }),
  );
  await moved([pairing]);
  return MESSAGES.stageUpdated;
}

/**
 * Records call notes with a POC and updates the listed pairings of that brand, in one transaction
 * (PUT /api/brand/interactions, spec 001 §4): a pairing still ASSIGNED moves to IN_PROGRESS. Open to whoever
 * works every listed pairing (mayWorkPairing: an accepted collaborator lists theirs), and with none listed to the
 * brand's pipeline scope; ends the caller's call lock on this brand. The boards then hear of the listed pairings (`moved`).
 */
export async function recordCallNotes({
  db,
  notes,
  moved,
  actor,
  req,
}: PairingsContext & {
  notes: Notifications;
  moved: PairingsMoved;
  req: z.infer<typeof CallNotesRequest>;
}): Promise<string> {
  const { brandId } = req;
  await assertBrandExists(db, brandId);
  await assertMayWorkPairings({ db, actor, brandId, eiIds: req.updates.map((u) => u.eiId) });
  if (req.pocId && !(await isPocOf(db, { pocId: req.pocId, brandId })))
    throw notFound('POC not found for this brand', 'POC_NOT_FOUND');
  const updated = await notes.run(db, async (tx, add) => {
    await insertInteraction(tx, {
      brandId,
      pocId: req.pocId ?? null,
      userId: actor.userId,
      type: req.type,
      note: req.note,
    });
    const pairings: PairingKey[] = [];
    for (const { eiId, ...fields } of req.updates)
      pairings.push(await applyStage({ tx, add, actor, eiId, brandId, fields, contact: true }));
    await releaseLockFor(tx, actor.userId, brandId); // the call notes are in: the call lock ends (spec 000 §5)
    return pairings;
  });
  await moved(updated);
  return MESSAGES.callDetailsUpdated;
}

/** Every pairing of one brand (GET /api/brand/event/inventory/v2), with whether the caller works it (canUpdate: mayWorkPairing). */
export async function brandPairings({ db, actor, brandId }: PairingsContext & { brandId: number }) {
  assertMayRead(actor, 'PIPELINE');
  await assertBrandExists(db, brandId);
  const rows = await brandPairingRows(db, actor, brandId);
  return {
    pairings: rows.map(({ inPipelineScope, ...p }) => ({
      ...p,
      canUpdate: mayWorkPairing({ inPipelineScope, inviteStatus: p.myInviteStatus }),
    })),
  };
}
