import { and, desc, eq, isNotNull, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { BrandNote, NoteUsersResult } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { brandNotes, pocs, users } from '../../db/schema/index.js';
import { iso, offsetOf } from '../../lib/paging.js';
import { containsPattern, oneOf } from '../../lib/sql.js';

/** A page request: 1-based `pageNo`, `count` a page. */
type Page = { pageNo: number; count: number };

/** Standing notes visible to `userId`: public, or private and theirs (spec 001 §6). */
const visibleTo = (userId: number): SQL =>
  and(isNull(brandNotes.deletedAt), or(not(brandNotes.isPrivate), eq(brandNotes.userId, userId)))!;

/** The notes of brand `brandId` itself (no POC), or with `pocId` of that POC only (spec 001 §7). */
const noteScope = (q: { brandId: number; pocId?: number }): SQL =>
  and(
    eq(brandNotes.brandId, q.brandId),
    q.pocId === undefined ? isNull(brandNotes.pocId) : eq(brandNotes.pocId, q.pocId),
  )!;

/** An author's full name, "First Last". */
const userName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** Notes matching `where`, each with its author's name and picture. */
function selectNotes(db: Tx, where: SQL | undefined) {
  return db
    .select({
      id: brandNotes.id,
      brandId: brandNotes.brandId,
      pocId: brandNotes.pocId,
      title: brandNotes.title,
      description: brandNotes.description,
      isPrivate: brandNotes.isPrivate,
      userId: brandNotes.userId,
      createdAt: brandNotes.createdAt,
      updatedAt: brandNotes.updatedAt,
      userName,
      profileImage: users.profileImage,
    })
    .from(brandNotes)
    .innerJoin(users, eq(users.id, brandNotes.userId))
    .where(where)
    .$dynamic();
}

type NoteRow = Awaited<ReturnType<typeof selectNotes>>[number];

/** A note row as the API shape, as `callerId` sees it (`canEdit` for its author). */
const toNote = (r: NoteRow, callerId: number): BrandNote => ({
  id: r.id,
  brandId: r.brandId,
  pocId: r.pocId,
  title: r.title,
  description: r.description,
  isPrivate: r.isPrivate,
  author: { userId: r.userId, userName: r.userName, profileImage: r.profileImage },
  createdAt: iso(r.createdAt)!,
  updatedAt: iso(r.updatedAt)!,
  canEdit: r.userId === callerId,
});

/**
 * Page of brand `brandId`'s (or POC `pocId`'s) notes visible to `callerId`, newest first (ties by id),
 * optionally only the private (or public) ones or one author's; and how many match.
 */
export async function notePage(
  db: Db,
  callerId: number,
  q: Page & { brandId: number; pocId?: number; isPrivate?: boolean; userId?: number },
): Promise<{ notes: BrandNote[]; total: number }> {
  const where = and(
    noteScope(q),
    visibleTo(callerId),
    q.isPrivate !== undefined ? eq(brandNotes.isPrivate, q.isPrivate) : undefined,
    q.userId !== undefined ? eq(brandNotes.userId, q.userId) : undefined,
  );
  const [rows, count] = await Promise.all([
    selectNotes(db, where)
      .orderBy(desc(brandNotes.createdAt), desc(brandNotes.id))
      .limit(q.count)
      .offset(offsetOf(q.pageNo, q.count)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(brandNotes)
      .where(where),
  ]);
  return { notes: rows.map((r) => toNote(r, callerId)), total: count[0].n };
}

/** The notes `ids` visible to `callerId`, by id (unknown ids and others' private notes left out). */
export async function visibleNotes(db: Db, callerId: number, ids: number[]): Promise<BrandNote[]> {
  const rows = await selectNotes(
    db,
    and(sql`${brandNotes.id} ${oneOf(ids)}`, visibleTo(callerId)),
  ).orderBy(brandNotes.id);
  return rows.map((r) => toNote(r, callerId));
}

/** Inserts a note by `userId` on brand `brandId` (on its POC `pocId` when given); returns its id. */
export async function insertNote(
  db: Db,
  note: {
    brandId: number;
    pocId?: number;
    userId: number;
    title: string;
    description: string;
    isPrivate: boolean;
  },
): Promise<number> {
  const rows = await db.insert(brandNotes).values(note).returning({ id: brandNotes.id });
  return rows[0].id;
}

/**
 * Locks the notes among `ids` (FOR UPDATE) that stand, or with `deleted` that were removed; each with
 * its author, privacy and POC.
 */
export function lockNotes(
  tx: Tx,
  ids: number[],
  deleted: boolean,
): Promise<{ id: number; userId: number; isPrivate: boolean; pocId: number | null }[]> {
  return tx
    .select({
      id: brandNotes.id,
      userId: brandNotes.userId,
      isPrivate: brandNotes.isPrivate,
      pocId: brandNotes.pocId,
    })
    .from(brandNotes)
    .where(
      and(
        sql`${brandNotes.id} ${oneOf(ids)}`,
        deleted ? isNotNull(brandNotes.deletedAt) : isNull(brandNotes.deletedAt),
      ),
    )
    .for('update');
}

/** Sets the given fields of note `id` when `userId` wrote it, stamping updated_at. */
export async function updateOwnNote(
  tx: Tx,
  userId: number,
  n: { id: number; title?: string; description?: string; isPrivate?: boolean },
): Promise<void> {
  await tx
    .update(brandNotes)
    .set({
      title: n.title,
      description: n.description,
      isPrivate: n.isPrivate,
      updatedAt: sql`now()`,
    })
    .where(and(eq(brandNotes.id, n.id), eq(brandNotes.userId, userId)));
}

/**
 * Removes (`removed` true: stamps deleted_at) or restores (false: clears it, the Undo) the notes `ids`
 * that `userId` wrote; returns how many changed.
 */
export async function setOwnNotesDeleted(
  tx: Tx,
  userId: number,
  ids: number[],
  removed: boolean,
): Promise<number> {
  const rows = await tx
    .update(brandNotes)
    .set({ deletedAt: removed ? sql`now()` : null })
    .where(
      and(
        sql`${brandNotes.id} ${oneOf(ids)}`,
        eq(brandNotes.userId, userId),
        removed ? isNull(brandNotes.deletedAt) : isNotNull(brandNotes.deletedAt),
      ),
    )
    .returning({ id: brandNotes.id });
  return rows.length;
}

/** The brand of the standing (not removed) POC `pocId`, or undefined. */
export async function activePocBrand(db: Db, pocId: number): Promise<number | undefined> {
  const rows = await db
    .select({ brandId: pocs.brandId })
    .from(pocs)
    .where(and(eq(pocs.id, pocId), isNull(pocs.removedAt)));
  return rows[0]?.brandId;
}

/**
 * Page of the authors of brand `brandId`'s (or POC `pocId`'s) notes visible to `callerId` whose name contains `searchFor`
 * ('' for all), by name (case-insensitive, ties by id), each with how many such notes they wrote; and
 * how many authors match.
 */
export async function noteAuthorPage(
  db: Db,
  callerId: number,
  q: Page & { brandId: number; pocId?: number; searchFor: string },
): Promise<{ users: NoteUsersResult['users']; total: number }> {
  const where = and(
    noteScope(q),
    visibleTo(callerId),
    q.searchFor ? sql`lower(${userName}) like ${containsPattern(q.searchFor)}` : undefined,
  );
  const [rows, count] = await Promise.all([
    db
      .select({
        userId: users.id,
        userName,
        profileImage: users.profileImage,
        noteCount: sql<number>`count(*)::int`,
      })
      .from(brandNotes)
      .innerJoin(users, eq(users.id, brandNotes.userId))
      .where(where)
      .groupBy(users.id)
      .orderBy(sql`lower(${userName})`, users.id)
      .limit(q.count)
      .offset(offsetOf(q.pageNo, q.count)),
    db
      .select({ n: sql<number>`count(distinct ${brandNotes.userId})::int` })
      .from(brandNotes)
      .innerJoin(users, eq(users.id, brandNotes.userId))
      .where(where),
  ]);
  return { users: rows, total: count[0].n };
}
