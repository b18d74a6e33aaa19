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
import { pageInfo } from '../../lib/paging.js';
import { assertBrandExists } from '../brands/index.js';
import {
  activePocBrand,
  insertNote,
  lockNotes,
  noteAuthorPage,
  notePage,
  setOwnNotesDeleted,
  updateOwnNote,
  visibleNotes,
} from './queries.js';

/** The database and the caller of a notes request. */
type NotesContext = { db: Db; actor: Actor };

/**
 * 404 for an unknown brand, or with `pocId` for a POC that is removed or of another brand (spec 001 §7
 * 'POC notes': a POC's notes are read and written through its own brand only).
 */
async function assertNoteScope(db: Db, q: { brandId: number; pocId?: number }): Promise<void> {
  await assertBrandExists(db, q.brandId);
  if (q.pocId !== undefined && (await activePocBrand(db, q.pocId)) !== q.brandId)
    throw notFound(NOTE_MESSAGES.pocNotFound, 'POC_NOT_FOUND');
}

/**
 * One page of a brand's (or with `pocId` a POC's) notes as `actor` sees them (POST /api/brand/notes,
 * spec 001 §7): public notes and the actor's own private ones — another user's private note never
 * leaves the database, whatever the actor's roles. Newest first. 404 for an unknown brand or POC.
 */
export async function listNotes({
  db,
  actor,
  q,
}: NotesContext & { q: z.infer<typeof NoteListRequest> }): Promise<NoteListResult> {
  await assertNoteScope(db, q);
  const { notes, total } = await notePage(db, actor.userId, q);
  return { notes, ...pageInfo(q.pageNo, q.count, total) };
}

/** PUT /api/brand/notes: saves a note by the actor on a brand or its POC `pocId` (404 unknown brand or POC). */
export async function createNote({
  db,
  actor,
  req,
}: NotesContext & { req: z.infer<typeof NoteCreateRequest> }): Promise<NoteSaveResult> {
  await assertNoteScope(db, req);
  const id = await insertNote(db, {
    brandId: req.brandId,
    pocId: req.pocId,
    userId: actor.userId,
    title: req.title,
    description: req.description,
    isPrivate: req.isPrivate,
  });
  return { message: NOTE_MESSAGES.created, notes: await visibleNotes(db, actor.userId, [id]) };
}

/** Which notes a change may name: standing or removed (`deleted`, for Undo), and only POC notes (`pocOnly`). */
type LockScope = { deleted?: boolean; pocOnly?: boolean };

/**
 * Locks the notes `ids` for a change by `actor`: 404 when one does not exist (in `scope`) or is
 * another user's private note (its existence is not revealed), 403 when one is another user's public note.
 */
async function lockOwnNotes(
  tx: Tx,
  actor: Actor,
  ids: number[],
  scope: LockScope = {},
): Promise<void> {
  const unique = [...new Set(ids)];
  const notes = await lockNotes(tx, unique, scope.deleted ?? false);
  const visible = notes.filter(
    (n) => (!n.isPrivate || n.userId === actor.userId) && (!scope.pocOnly || n.pocId !== null),
  );
  if (visible.length < unique.length) throw notFound(NOTE_MESSAGES.notFound, 'NOTE_NOT_FOUND');
  if (visible.some((n) => n.userId !== actor.userId))
    throw forbidden(NOTE_MESSAGES.notAuthor, 'NOT_NOTE_AUTHOR');
}

/** PATCH /api/brand/notes {notes}: updates the actor's own notes, all or none, in one transaction. */
export async function updateNotes({
  db,
  actor,
  req,
}: NotesContext & { req: z.infer<typeof NoteUpdateRequest> }): Promise<NoteSaveResult> {
  const ids = req.notes.map((n) => n.id);
  await db.transaction(async (tx) => {
    await lockOwnNotes(tx, actor, ids);
    for (const n of req.notes) await updateOwnNote(tx, actor.userId, n);
  });
  return { message: NOTE_MESSAGES.updated, notes: await visibleNotes(db, actor.userId, ids) };
}

/**
 * POST /api/brand/notes/removal {noteIds} (and /brand/poc/notes/removal, `pocOnly`: POC notes only):
 * removes the actor's own notes, all or none, keeping them for Undo. Returns the count.
 */
export async function removeNotes({
  db,
  actor,
  req,
  pocOnly,
}: NotesContext & {
  req: z.infer<typeof NoteRemovalRequest>;
  pocOnly?: boolean;
}): Promise<number> {
  return db.transaction(async (tx) => {
    await lockOwnNotes(tx, actor, req.noteIds, { pocOnly });
    return setOwnNotesDeleted(tx, actor.userId, req.noteIds, true);
  });
}

/** POST /api/brand/notes/restore {noteIds}: the Undo of a removal — the actor's own removed notes, all or none. */
export async function restoreNotes({
  db,
  actor,
  req,
}: NotesContext & { req: z.infer<typeof NoteRemovalRequest> }): Promise<NoteSaveResult> {
  await db.transaction(async (tx) => {
    await lockOwnNotes(tx, actor, req.noteIds, { deleted: true });
    await setOwnNotesDeleted(tx, actor.userId, req.noteIds, false);
  });
  return {
    message: NOTE_MESSAGES.restored,
    notes: await visibleNotes(db, actor.userId, req.noteIds),
  };
}

/**
 * GET /api/brand/notes/users (and /brand/poc/notes/users with `pocId`): the authors of the brand's
 * (or POC's) notes visible to the actor (50 a page), by name, with how many such notes each wrote.
 * `searchFor` matches the name.
 */
export async function noteUsers({
  db,
  actor,
  q,
}: NotesContext & { q: z.infer<typeof NoteUsersQuery> }): Promise<NoteUsersResult> {
  await assertNoteScope(db, q);
  const { users, total } = await noteAuthorPage(db, actor.userId, q);
  return { users, ...pageInfo(q.pageNo, q.count, total) };
}
