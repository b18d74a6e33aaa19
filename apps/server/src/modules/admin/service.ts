import {
  CHILD_MOVEMENT_STRATEGIES,
  REFERENCE_MESSAGES,
  referenceIdField,
  type ReferenceKind,
  type ReferenceListResult,
  type ReferenceRemovalResult,
  type ReferenceSaveResult,
  type ReferenceSortField,
} from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { conflict, isForeignKeyViolation, isUniqueViolation, notFound } from '../../lib/errors.js';
import { pageInfo } from '../../lib/paging.js';
import { KINDS, type KindDescriptor, type Values } from './kinds.js';
import { moveToParent, restoreLocation } from './location.js';
import {
  deleteReference,
  insertReference,
  lockReference,
  referenceClashes,
  referencePage,
  referenceRow,
  referenceValues,
  updateReferenceRow,
  useCounts,
} from './queries.js';
import { assertAdmin } from '../../auth/actor.js';
import { recordAudit } from '../audit/index.js';

const descriptor = <K extends ReferenceKind>(kind: K) => KINDS[kind] as KindDescriptor<K>;

/** The list request after validation (contracts referenceListRequest). */
export type ReferenceListQuery<K extends ReferenceKind> = {
  pageNo: number;
  count: number;
  searchFor: string;
  sortBy?: { field: ReferenceSortField<K>; order: 'ASC' | 'DESC' };
};

/** What every admin reference call gets: the database, the caller, the kind and the request. */
type KindCall<K extends ReferenceKind, R> = { db: Db; actor: Actor; kind: K; req: R };

/**
 * POST /api/admin/<kind>/list: a page of the kind with the counts of what uses each row, searched by name
 * (a state also by code), sorted by `sortBy` (default name A–Z; ties by name, then id). 403 for non-admins.
 */
export async function listReference<K extends ReferenceKind>({
  db,
  actor,
  kind,
  req: q,
}: KindCall<K, ReferenceListQuery<K>>): Promise<ReferenceListResult<K>> {
  assertAdmin(actor, REFERENCE_MESSAGES.forbidden);
  const { rows, total } = await referencePage(db, {
    kind,
    pageNo: q.pageNo,
    count: q.count,
    searchFor: q.searchFor,
    sortField: q.sortBy?.field ?? 'name',
    descending: q.sortBy?.order === 'DESC',
  });
  return { list: rows, ...pageInfo(q.pageNo, q.count, total) };
}

/** The writable values of row `id` (404 when there is none), read under the table lock. */
async function valuesOf<K extends ReferenceKind>(tx: Tx, kind: K, id: number): Promise<Values<K>> {
  const values = await referenceValues(tx, kind, id);
  if (!values) throw notFound(REFERENCE_MESSAGES.notFound(kind), `${kind.toUpperCase()}_NOT_FOUND`);
  return values;
}

/** 409 ALREADY_EXISTS when another row of the kind has the same name (case-insensitive; a city within its state; a state also by code). */
async function assertNoClash<K extends ReferenceKind>(
  tx: Tx,
  c: { kind: K; values: Values<K>; exceptId?: number },
): Promise<void> {
  if (await referenceClashes(tx, c))
    throw conflict(
      REFERENCE_MESSAGES.exists(c.kind, (c.values as unknown as { name: string }).name),
      'ALREADY_EXISTS',
    );
}

/**
 * Runs a write of `kind` in one transaction holding the kind's table lock (so two saves of one name cannot
 * both pass the clash check); a unique or foreign-key violation that slips past the checks is a 409.
 */
async function writing<K extends ReferenceKind, T>(
  db: Db,
  kind: K,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await lockReference(tx, kind);
      return work(tx);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(REFERENCE_MESSAGES.exists(kind), 'ALREADY_EXISTS');
    if (isForeignKeyViolation(e))
      throw conflict(REFERENCE_MESSAGES.inUse(kind, ['other records']), 'IN_USE');
    throw e;
  }
}

/** PUT /api/admin/<kind>: creates a row. 403 non-admin; 409 ALREADY_EXISTS; 404 for a referenced state, region, industry or parent that does not exist. */
export async function createReference<K extends ReferenceKind>({
  db,
  actor,
  kind,
  req,
}: KindCall<K, Partial<Values<K>>>): Promise<ReferenceSaveResult<K>> {
  assertAdmin(actor, REFERENCE_MESSAGES.forbidden);
  const d = descriptor(kind);
  const v = { ...d.defaults, ...req } as Values<K>;
  const row = await writing(db, kind, async (tx) => {
    await d.check?.(tx, v);
    await assertNoClash(tx, { kind, values: v });
    const id = await insertReference(tx, kind, v);
    await recordAudit(tx, actor.userId, {
      action: 'reference.create',
      entity: kind,
      entityId: id,
      after: v,
    });
    return (await referenceRow(tx, kind, id))!;
  });
  return { message: REFERENCE_MESSAGES.created(kind), row };
}

/**
 * PATCH /api/admin/<kind> {<kind>Id, …fields}: changes the given fields of a row and keeps derived data in step
 * (brand regions when a city or state moves; users' designation and brands' department names on a rename).
 * 403 non-admin; 404 unknown row or reference; 409 ALREADY_EXISTS; 400 a city inside itself.
 */
export async function updateReference<K extends ReferenceKind>({
  db,
  actor,
  kind,
  req,
}: KindCall<K, Partial<Values<K>> & Record<string, unknown>>): Promise<ReferenceSaveResult<K>> {
  assertAdmin(actor, REFERENCE_MESSAGES.forbidden);
  const d = descriptor(kind);
  const { [referenceIdField(kind)]: id, ...patch } = req;
  const rowId = id as number;
  const row = await writing(db, kind, async (tx) => {
    const before = await valuesOf(tx, kind, rowId);
    const after = { ...before, ...patch } as Values<K>;
    await d.check?.(tx, after, rowId);
    await assertNoClash(tx, { kind, values: after, exceptId: rowId });
    await updateReferenceRow(tx, { kind, id: rowId, fields: Object.keys(patch), values: after });
    await d.afterUpdate?.(tx, rowId, before, after);
    await recordAudit(tx, actor.userId, {
      action: 'reference.update',
      entity: kind,
      entityId: rowId,
      before,
      after,
    });
    return (await referenceRow(tx, kind, rowId))!;
  });
  return { message: REFERENCE_MESSAGES.updated(kind), row };
}

/** How many of each use row `id` has, as phrases ('12 brands'), leaving out zeros. */
async function usesOf(tx: Tx, kind: ReferenceKind, id: number): Promise<string[]> {
  const counts = await useCounts(tx, kind, id);
  return descriptor(kind).uses.flatMap((u, i) => {
    const n = counts[i];
    return n ? [`${n.toLocaleString('en-IN')} ${n === 1 ? u.noun[0] : u.noun[1]}`] : [];
  });
}

/**
 * POST /api/admin/<kind>/removal {<kind>Id}: removes a row nothing uses; 409 IN_USE naming the counts
 * ('Industry is used by 12 brands and 3 companies') otherwise. A location with childMovementStrategy
 * MOVE_TO_PARENT (the default, spec 001 §5) first moves what uses it to its parent location (location.ts)
 * and answers the removal's id for its Undo (`restoreRemovedLocation`).
 * 403 non-admin; 404 unknown row.
 */
export async function removeReference({
  db,
  actor,
  kind,
  req,
}: KindCall<
  ReferenceKind,
  Record<string, unknown> & {
    childMovementStrategy?: (typeof CHILD_MOVEMENT_STRATEGIES)[number];
  }
>): Promise<ReferenceRemovalResult> {
  assertAdmin(actor, REFERENCE_MESSAGES.forbidden);
  const id = req[referenceIdField(kind)] as number;
  return writing(db, kind, async (tx) => {
    const before = await valuesOf(tx, kind, id);
    const uses = await usesOf(tx, kind, id);
    let moved: Awaited<ReturnType<typeof moveToParent>> | undefined;
    if (uses.length && kind === 'location' && req.childMovementStrategy === 'MOVE_TO_PARENT')
      moved = await moveToParent(tx, actor.userId, id, uses);
    else if (uses.length) throw conflict(REFERENCE_MESSAGES.inUse(kind, uses), 'IN_USE');
    await deleteReference(tx, kind, id);
    await recordAudit(tx, actor.userId, {
      action: 'reference.remove',
      entity: kind,
      entityId: id,
      before,
      after: moved ? { movedToParent: true, locationRemovalId: moved.locationRemovalId } : null,
    });
    return { message: REFERENCE_MESSAGES.removed(kind), ...moved };
  });
}

/** POST /api/admin/location/restore {locationRemovalId}: undoes a city removal that moved things to its parent (location.ts). 403 non-admin. */
export async function restoreRemovedLocation({
  db,
  actor,
  req,
}: {
  db: Db;
  actor: Actor;
  req: { locationRemovalId: number };
}): Promise<{ message: string }> {
  assertAdmin(actor, REFERENCE_MESSAGES.forbidden);
  await writing(db, 'location', async (tx) => {
    await restoreLocation(tx, actor.userId, req.locationRemovalId);
    await recordAudit(tx, actor.userId, {
      action: 'reference.restore',
      entity: 'location',
      after: { locationRemovalId: req.locationRemovalId },
    });
  });
  return { message: REFERENCE_MESSAGES.restored('location') };
}
