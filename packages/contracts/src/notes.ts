import { z } from 'zod';
import { PAGE_SIZES } from './constants.js';
import { Id, MessageResult, PageInfo, pageFields, SearchFor } from './common.js';
import { defineRoute } from './routes.js';

/** Limits of a brand note: title and description length in characters. */
export const NOTE_LIMITS = { title: 200, description: 5000 } as const;

/** Page size of the note-users list (spec 001 §9 'Note users 50'). */
const NOTE_USERS_PAGE_SIZE = 50;

/**
 * The POC of the brand a note is about (spec 001 §7 'POC notes'): with it a request reads or writes
 * that POC's notes only; without it, the brand's own notes (those on no POC).
 */
const NotePocId = Id.optional();

/** User-facing messages of brand notes (spec 001 §8 and our server answers). */
export const NOTE_MESSAGES = {
  created: 'Note added successfully',
  updated: 'Note updated successfully',
  deleted: 'Note deleted successfully',
  createFailed: 'Unable to save the note. Please try again later.',
  updateFailed: 'Unable to update the note. Please try again later.',
  deleteFailed: 'Unable to delete the note. Please try again later.',
  restored: 'Note restored',
  restoreFailed: 'Unable to restore the note. Please try again later.',
  pocNotFound: 'Point of contact not found on this brand',
  notFound: 'Note not found',
  notAuthor: 'Only the author of a note can change or delete it',
} as const;

/** Leading whitespace stripped (spec 000 §5 'Notes and reason boxes'), trailing trimmed too. */
const noteText = (max: number, field: string) =>
  z
    .string()
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .min(1, `${field} is required`)
        .max(max, `${field} must be at most ${max} characters`),
    );

/** A note's title: 1–200 characters after trimming. */
const NoteTitle = noteText(NOTE_LIMITS.title, 'title');
/** A note's description: 1–5000 characters after trimming. */
const NoteDescription = noteText(NOTE_LIMITS.description, 'description');

/**
 * POST /api/brand/notes: one page (10, spec 001 §9) of a brand's notes visible to the caller — the
 * public ones and the caller's own private ones (spec 001 §6). `isPrivate` narrows to private
 * (true: the caller's own) or public (false) notes; `userId` narrows to one author. Newest first.
 * `pocId` lists that POC's notes instead (spec 001 §7 'POC notes').
 */
export const NoteListRequest = z.object({
  brandId: Id,
  pocId: NotePocId,
  ...pageFields(PAGE_SIZES.brandNotes),
  isPrivate: z.boolean().optional(),
  userId: Id.optional(),
});
export type NoteListRequest = z.input<typeof NoteListRequest>;

/** A brand note as listed; `canEdit` is true for its author only. Times are ISO UTC. */
export const BrandNote = z.object({
  id: z.number(),
  brandId: z.number(),
  /** The POC the note is about, or null for a note on the brand itself. */
  pocId: z.number().nullable(),
  title: z.string(),
  description: z.string(),
  isPrivate: z.boolean(),
  author: z.object({
    userId: z.number(),
    userName: z.string(),
    profileImage: z.string().nullable(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
  canEdit: z.boolean(),
});
export type BrandNote = z.infer<typeof BrandNote>;

export const NoteListResult = PageInfo.extend({ notes: z.array(BrandNote) });
export type NoteListResult = z.infer<typeof NoteListResult>;

/**
 * PUT /api/brand/notes: save a new note on a brand, or with `pocId` on that POC of the brand (spec 001
 * §7 'POC notes'); private notes are seen by their author only.
 */
export const NoteCreateRequest = z.object({
  brandId: Id,
  pocId: NotePocId,
  title: NoteTitle,
  description: NoteDescription,
  isPrivate: z.boolean().default(false),
});
export type NoteCreateRequest = z.input<typeof NoteCreateRequest>;

/** One note's changes; at least one field besides the id. */
const NoteUpdate = z
  .object({
    id: Id,
    title: NoteTitle.optional(),
    description: NoteDescription.optional(),
    isPrivate: z.boolean().optional(),
  })
  .refine(
    (n) => n.title !== undefined || n.description !== undefined || n.isPrivate !== undefined,
    { message: 'or another field must be given', path: ['title'] },
  );

/**
 * PATCH /api/brand/notes {notes}: update notes (spec 001 §7 'PATCH update {notes array}'); only
 * their author may. All or nothing: one refused note changes none.
 */
export const NoteUpdateRequest = z.object({ notes: z.array(NoteUpdate).min(1).max(50) });
export type NoteUpdateRequest = z.input<typeof NoteUpdateRequest>;

/**
 * POST /api/brand/notes/removal and /brand/poc/notes/removal {noteIds} (spec 001 §7): delete notes,
 * and POST /api/brand/notes/restore {noteIds}: their Undo. Only their author may. All or nothing.
 */
export const NoteRemovalRequest = z.object({ noteIds: z.array(Id).min(1).max(100) });
export type NoteRemovalRequest = z.input<typeof NoteRemovalRequest>;

/** Answer of create/update: the note(s) as the caller now sees them, and the toast text. */
export const NoteSaveResult = z.object({ message: z.string(), notes: z.array(BrandNote) });
export type NoteSaveResult = z.infer<typeof NoteSaveResult>;

/**
 * GET /api/brand/notes/users?brandId&pocId&searchFor&pageNo&count (50): authors of the brand's (or with
 * `pocId` that POC's, spec 001 §7) notes the caller can see.
 */
export const NoteUsersQuery = z.object({
  brandId: Id,
  pocId: NotePocId,
  searchFor: SearchFor,
  ...pageFields(NOTE_USERS_PAGE_SIZE),
});
export type NoteUsersQuery = z.input<typeof NoteUsersQuery>;

/** GET /api/brand/poc/notes/users {brandId, pocId, searchFor, pageNo, count 50} (spec 001 §7 'POC notes'). */
const PocNoteUsersQuery = NoteUsersQuery.extend({ pocId: Id });

/** A note author with the number of their notes visible to the caller. */
const NoteUser = z.object({
  userId: z.number(),
  userName: z.string(),
  profileImage: z.string().nullable(),
  noteCount: z.number(),
});
export const NoteUsersResult = PageInfo.extend({ users: z.array(NoteUser) });
export type NoteUsersResult = z.infer<typeof NoteUsersResult>;

/**
 * The brand and POC notes endpoints (spec 001 §6, §7 Notes and 'POC notes'): list, create, update,
 * delete and its Undo, and note users.
 */
export const noteRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/brand/notes',
    body: NoteListRequest,
    response: NoteListResult,
    summary: 'One page of a brand’s notes',
    tags: ['notes'],
    cacheKey: ['notes', 'list'],
  }),
  create: defineRoute({
    method: 'PUT',
    path: '/brand/notes',
    body: NoteCreateRequest,
    response: NoteSaveResult,
    idempotent: true,
    summary: 'Save a new note on a brand',
    tags: ['notes'],
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/brand/notes',
    body: NoteUpdateRequest,
    response: NoteSaveResult,
    summary: 'Change notes',
    tags: ['notes'],
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/brand/notes/removal',
    body: NoteRemovalRequest,
    response: MessageResult,
    summary: 'Delete notes',
    tags: ['notes'],
  }),
  pocRemove: defineRoute({
    method: 'POST',
    path: '/brand/poc/notes/removal',
    body: NoteRemovalRequest,
    response: MessageResult,
    summary: 'Delete notes on points of contact',
    tags: ['notes'],
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/brand/notes/restore',
    body: NoteRemovalRequest,
    response: NoteSaveResult,
    summary: 'Restore deleted notes (Undo)',
    tags: ['notes'],
  }),
  users: defineRoute({
    method: 'GET',
    path: '/brand/notes/users',
    query: NoteUsersQuery,
    response: NoteUsersResult,
    summary: 'One page of the authors of notes the caller can see',
    tags: ['notes'],
  }),
  pocUsers: defineRoute({
    method: 'GET',
    path: '/brand/poc/notes/users',
    query: PocNoteUsersQuery,
    response: NoteUsersResult,
    summary: 'One page of the authors of a POC’s notes the caller can see',
    tags: ['notes'],
  }),
};
