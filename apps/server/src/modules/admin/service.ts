import { sql } from 'drizzle-orm';
import {
  CHILD_MOVEMENT_STRATEGIES,
  REFERENCE_MESSAGES,
  referenceIdField,
  type ReferenceKind,
  type ReferenceListResult,
  type ReferenceRemovalResult,
  type ReferenceRow,
  type ReferenceSaveResult,
  type ReferenceSortField,
} from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { conflict, isForeignKeyViolation, isUniqueViolation, notFound } from '../../lib/errors.js';
import { offsetOf, pageInfo } from '../../lib/paging.js';
import { containsPattern } from '../../lib/sql.js';
import { KINDS, type KindDescriptor, type Values } from './kinds.js';
import { moveToParent, restoreLocation } from './location.js';
import { assertAdmin } from '../../auth/actor.js';

const descriptor = <K extends ReferenceKind>(kind: K) => KINDS[kind] as KindDescriptor<K>;

/** The list request after validation (contracts referenceListRequest). */
export type ReferenceListQuery<K extends ReferenceKind> = {
  pageNo: number;
  count: number;
  searchFor: string;
  sortBy?: { field: ReferenceSortField<K>; order: 'ASC' | 'DESC' };
};

/**
 * POST /api/admin/<kind>/list: a page of the kind with the counts of what uses each row, searched by name
 * (a state also by code), sorted by `sortBy` (default name A–Z; ties by name, then id). 403 for non-admins.
 */
export async function listReference<K extends ReferenceKind>(
  db: Db,
  actor: Actor,
  kind: K,
  q: ReferenceListQuery<K>,
): Promise<ReferenceListResult<K>> {
  assertAdmin(actor, REFERENCE_MESSAGES.forbidden);
  const d = descriptor(kind);
  const pattern = containsPattern(q.searchFor);
  const where = q.searchFor
    ? sql`(lower(t.name) like ${pattern}${d.searchAlso ? sql` or ${d.searchAlso(pattern)}` : sql``})`
    : sql`true`;
  const field: string = q.sortBy?.field ?? 'name';
  const key = field === 'name' ? sql`lower(t.name)` : sql.identifier(field);
  const order = sql.raw(q.sortBy?.order === 'DESC' ? 'desc' : 'asc');
  const [{ rows }, total] = await Promise.all([
    db.execute(
      sql`select ${d.select} from ${d.from} where ${where} order by ${key} ${order} nulls last, lower(t.name), t.id limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`,
    ),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(d.table)} t where ${where}`,
    ),
  ]);
  return { list: rows as ReferenceRow<K>[], ...pageInfo(q.pageNo, q.count, total.rows[0].n) };
}

/** One row as its list shows it, or null. */
async function rowOf<K extends ReferenceKind>(
  tx: Tx,
  kind: K,
  id: number,
): Promise<ReferenceRow<K> | null> {
  const d = descriptor(kind);
  const { rows } = await tx.execute(sql`select ${d.select} from ${d.from} where t.id = ${id}`);
  return (rows[0] as ReferenceRow<K> | undefined) ?? null;
}

/** The writable values of row `id` (404 when there is none), read under the table lock. */
async function valuesOf<K extends ReferenceKind>(tx: Tx, kind: K, id: number): Promise<Values<K>> {
  const d = descriptor(kind);
  const cols = Object.entries(d.columns).map(
    ([field, col]) => sql`${sql.identifier(col as string)} as ${sql.identifier(field)}`,
  );
  const { rows } = await tx.execute(
    sql`select ${sql.join(cols, sql`, `)} from ${sql.identifier(d.table)} where id = ${id}`,
  );
  if (!rows.length)
    throw notFound(REFERENCE_MESSAGES.notFound(kind), `${kind.toUpperCase()}_NOT_FOUND`);
  return rows[0] as Values<K>;
}

/** 409 ALREADY_EXISTS when another row of the kind has the same name (case-insensitive; a city within its state; a state also by code). */
async function assertNoClash<K extends ReferenceKind>(
  tx: Tx,
  kind: K,
  v: Values<K>,
  exceptId?: number,
): Promise<void> {
  const d = descriptor(kind);
  const { rows } = await tx.execute(
    sql`select 1 from ${sql.identifier(d.table)} t where ${d.clash(v)} ${exceptId ? sql`and t.id <> ${exceptId}` : sql``} limit 1`,
  );
  if (rows.length)
    throw conflict(
      REFERENCE_MESSAGES.exists(kind, (v as unknown as { name: string }).name),
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
      await tx.execute(
        sql`lock table ${sql.identifier(descriptor(kind).table)} in share row exclusive mode`,
      );
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
export async function createReference<K extends ReferenceKind>(
  db: Db,
  actor: Actor,
  kind: K,
  body: Partial<Values<K>>,
): Promise<ReferenceSaveResult<K>> {
  assertAdmin(actor, REFERENCE_MESSAGES.forbidden);
  const d = descriptor(kind);
  const v = { ...d.defaults, ...body } as Values<K>;
  const row = await writing(db, kind, async (tx) => {
    await d.check?.(tx, v);
    await assertNoClash(tx, kind, v);
    const fields = Object.keys(d.columns) as (keyof Values<K> & string)[];
    const cols = fields.map((f) => sql.identifier(d.columns[f] as string));
    const { rows } = await tx.execute<{ id: number }>(
      sql`insert into ${sql.identifier(d.table)} (${sql.join(cols, sql`, `)}) values (${sql.join(
        fields.map((f) => sql`${v[f]}`),
        sql`, `,
      )}) returning id`,
    );
    return (await rowOf(tx, kind, rows[0].id))!;
  });
  return { message: REFERENCE_MESSAGES.created(kind), row };
}

/**
 * PATCH /api/admin/<kind> {<kind>Id, …fields}: changes the given fields of a row and keeps derived data in step
 * (brand regions when a city or state moves; users' designation and brands' department names on a rename).
 * 403 non-admin; 404 unknown row or reference; 409 ALREADY_EXISTS; 400 a city inside itself.
 */
export async function updateReference<K extends ReferenceKind>(
  db: Db,
  actor: Actor,
  kind: K,
  body: Partial<Values<K>> & Record<string, unknown>,
): Promise<ReferenceSaveResult<K>> {
  assertAdmin(actor, REFERENCE_MESSAGES.forbidden);
  const d = descriptor(kind);
  const { [referenceIdField(kind)]: id, ...patch } = body;
  const rowId = id as number;
  const row = await writing(db, kind, async (tx) => {
    const before = await valuesOf(tx, kind, rowId);
    const after = { ...before, ...patch } as Values<K>;
    await d.check?.(tx, after, rowId);
    await assertNoClash(tx, kind, after, rowId);
    const sets = Object.keys(patch).map(
      (f) =>
        sql`${sql.identifier(d.columns[f as keyof Values<K>] as string)} = ${after[f as keyof Values<K>]}`,
    );
    await tx.execute(
      sql`update ${sql.identifier(d.table)} set ${sql.join(sets, sql`, `)} where id = ${rowId}`,
    );
    await d.afterUpdate?.(tx, rowId, before, after);
    return (await rowOf(tx, kind, rowId))!;
  });
  return { message: REFERENCE_MESSAGES.updated(kind), row };
}

/** How many of each use row `id` has, as phrases ('12 brands'), leaving out zeros. */
async function usesOf(tx: Tx, kind: ReferenceKind, id: number): Promise<string[]> {
  const uses = descriptor(kind).uses;
  const { rows } = await tx.execute<Record<string, number>>(
    sql`select ${sql.join(
      uses.map((u, i) => sql`(${u.count(id)})::int as ${sql.identifier(`u${i}`)}`),
      sql`, `,
    )}`,
  );
  return uses.flatMap((u, i) => {
    const n = Number(rows[0][`u${i}`]);
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
export async function removeReference(
  db: Db,
  actor: Actor,
  kind: ReferenceKind,
  body: Record<string, unknown> & {
    childMovementStrategy?: (typeof CHILD_MOVEMENT_STRATEGIES)[number];
  },
): Promise<ReferenceRemovalResult> {
  assertAdmin(actor, REFERENCE_MESSAGES.forbidden);
  const id = body[referenceIdField(kind)] as number;
  return writing(db, kind, async (tx) => {
    await valuesOf(tx, kind, id);
    const uses = await usesOf(tx, kind, id);
    let moved: Awaited<ReturnType<typeof moveToParent>> | undefined;
    if (uses.length && kind === 'location' && body.childMovementStrategy === 'MOVE_TO_PARENT')
      moved = await moveToParent(tx, actor.userId, id, uses);
    else if (uses.length) throw conflict(REFERENCE_MESSAGES.inUse(kind, uses), 'IN_USE');
    await tx.execute(sql`delete from ${sql.identifier(descriptor(kind).table)} where id = ${id}`);
    return { message: REFERENCE_MESSAGES.removed(kind), ...moved };
  });
}

/** POST /api/admin/location/restore {locationRemovalId}: undoes a city removal that moved things to its parent (location.ts). 403 non-admin. */
export async function restoreRemovedLocation(
  db: Db,
  actor: Actor,
  locationRemovalId: number,
): Promise<{ message: string }> {
  assertAdmin(actor, REFERENCE_MESSAGES.forbidden);
  await writing(db, 'location', (tx) => restoreLocation(tx, actor.userId, locationRemovalId));
  return { message: REFERENCE_MESSAGES.restored('location') };
}
