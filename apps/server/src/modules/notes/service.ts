import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  NOTE_MESSAGES,
  NoteCreateRequest,
  NoteListRequest,
  NoteRemovalRequest,
  NoteUpdateRequest,
  NoteUsersQuery,
} from '@crm/contracts';
import type { NoteListResult, NoteSaveResult, NoteUsersResult } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { offsetOf, pageInfo } from '../../lib/paging.js';
import { and, containsPattern, idArray } from '../../lib/sql.js';
import { assertBrandExists } from '../brands/index.js';
import { noteColumns, toNote, visibleTo, type NoteRow } from './queries.js';

/**
 * One page of a brand's notes as `actor` sees them (POST /api/brand/notes, spec 001 §7): public notes
 * and the actor's own private ones — another user's private note never leaves the database, whatever
 * the actor's roles. Newest first. 404 for an unknown brand.
 */
export async function listNotes(
  db: Db,
  actor: Actor,
  q: z.infer<typeof NoteListRequest>,
): Promise<NoteListResult> {
  await assertBrandExists(db, q.brandId);
  const where = and([
    sql`n.brand_id = ${q.brandId}`,
    visibleTo(actor.userId),
    q.isPrivate !== undefined && sql`n.is_private = ${q.isPrivate}`,
    q.userId !== undefined && sql`n.user_id = ${q.userId}`,
  ]);
  const [{ rows }, total] = await Promise.all([
    db.execute<NoteRow>(sql`select ${noteColumns} from brand_notes n join users u on u.id = n.user_id where ${where}
      order by n.created_at desc, n.id desc limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from brand_notes n where ${where}`),
  ]);
  return {
    notes: rows.map((r) => toNote(r, actor.userId)),
    ...pageInfo(q.pageNo, q.count, total.rows[0].n),
  };
}

async function notesByIds(db: Db | Tx, actor: Actor, ids: number[]): Promise<NoteRow[]> {
  const { rows } = await db.execute<NoteRow>(
    sql`select ${noteColumns} from brand_notes n join users u on u.id = n.user_id where n.id = any(${idArray(ids)}) order by n.id`,
  );
  return rows.filter((r) => !r.is_private || Number(r.user_id) === actor.userId);
}

/** PUT /api/brand/notes: saves a note by the actor on a brand (404 unknown brand). */
export async function createNote(
  db: Db,
  actor: Actor,
  req: z.infer<typeof NoteCreateRequest>,
): Promise<NoteSaveResult> {
  await assertBrandExists(db, req.brandId);
  const { rows } = await db.execute<{
    id: number;
  }>(sql`insert into brand_notes (brand_id, user_id, title, description, is_private)
    values (${req.brandId}, ${actor.userId}, ${req.title}, ${req.description}, ${req.isPrivate}) returning id`);
  const notes = await notesByIds(db, actor, [Number(rows[0].id)]);
  return { message: NOTE_MESSAGES.created, notes: notes.map((r) => toNote(r, actor.userId)) };
}

/**
 * Locks the notes `ids` for a change by `actor`: 404 when one does not exist or is another user's
 * private note (its existence is not revealed), 403 when one is another user's public note.
 */
async function lockOwnNotes(tx: Tx, actor: Actor, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  const { rows } = await tx.execute<{ id: number; user_id: number; is_private: boolean }>(
    sql`select id, user_id, is_private from brand_notes where id = any(${idArray(unique)}) for update`,
  );
  const visible = rows.filter((r) => !r.is_private || Number(r.user_id) === actor.userId);
  if (visible.length < unique.length) throw notFound(NOTE_MESSAGES.notFound, 'NOTE_NOT_FOUND');
  if (visible.some((r) => Number(r.user_id) !== actor.userId))
    throw forbidden(NOTE_MESSAGES.notAuthor, 'NOT_NOTE_AUTHOR');
}

/** PATCH /api/brand/notes {notes}: updates the actor's own notes, all or none, in one transaction. */
export async function updateNotes(
  db: Db,
  actor: Actor,
  req: z.infer<typeof NoteUpdateRequest>,
): Promise<NoteSaveResult> {
  const ids = req.notes.map((n) => n.id);
  await db.transaction(async (tx) => {
    await lockOwnNotes(tx, actor, ids);
    for (const n of req.notes) {
      await tx.execute(sql`update brand_notes set
          title = coalesce(${n.title ?? null}::text, title),
          description = coalesce(${n.description ?? null}::text, description),
          is_private = coalesce(${n.isPrivate ?? null}::boolean, is_private),
          updated_at = now()
        where id = ${n.id} and user_id = ${actor.userId}`);
    }
  });
  const notes = await notesByIds(db, actor, ids);
  return { message: NOTE_MESSAGES.updated, notes: notes.map((r) => toNote(r, actor.userId)) };
}

/** POST /api/brand/notes/removal {noteIds}: deletes the actor's own notes, all or none. Returns the count. */
export async function removeNotes(
  db: Db,
  actor: Actor,
  req: z.infer<typeof NoteRemovalRequest>,
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockOwnNotes(tx, actor, req.noteIds);
    const { rows } = await tx.execute(
      sql`delete from brand_notes where id = any(${idArray(req.noteIds)}) and user_id = ${actor.userId} returning id`,
    );
    return rows.length;
  });
}

/**
 * GET /api/brand/notes/users: the authors of the brand's notes visible to the actor (50 a page), by
 * name, with how many such notes each wrote. `searchFor` matches the name.
 */
export async function noteUsers(
  db: Db,
  actor: Actor,
  q: z.infer<typeof NoteUsersQuery>,
): Promise<NoteUsersResult> {
  await assertBrandExists(db, q.brandId);
  const where = and([
    sql`n.brand_id = ${q.brandId}`,
    visibleTo(actor.userId),
    q.searchFor &&
      sql`lower(u.first_name || ' ' || u.last_name) like ${containsPattern(q.searchFor)}`,
  ]);
  const [{ rows }, total] = await Promise.all([
    db.execute<{
      id: number;
      user_name: string;
      profile_image: string | null;
      n: number;
    }>(sql`select u.id, u.first_name || ' ' || u.last_name as user_name, u.profile_image, count(*)::int as n
      from brand_notes n join users u on u.id = n.user_id where ${where}
      group by u.id order by lower(u.first_name || ' ' || u.last_name), u.id limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(
      sql`select count(distinct n.user_id)::int as n from brand_notes n join users u on u.id = n.user_id where ${where}`,
    ),
  ]);
  return {
    users: rows.map((r) => ({
      userId: Number(r.id),
      userName: r.user_name,
      profileImage: r.profile_image,
      noteCount: Number(r.n),
    })),
    ...pageInfo(q.pageNo, q.count, total.rows[0].n),
  };
}
