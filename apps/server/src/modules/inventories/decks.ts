import { sql } from 'drizzle-orm';
import {
  DECK_EXTENSIONS,
  FILE_MESSAGES,
  fileExtension,
  INVENTORY_ADMIN_MESSAGES as M,
  type Deck,
  type DeckListResult,
  type DeckSaveResult,
  type DeckViewStatusResult,
} from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.js';
import { iso } from '../../lib/paging.js';
import { idArray } from '../../lib/sql.js';
import { assertEventInventoryExists } from './service.js';
import { isProjectOwner } from './smes.js';
import { deckUploadedSql, type Notifications } from '../notifications/index.js';
import { isAdminActor } from '../../auth/actor.js';

/**
 * Decks of event inventories (spec 001 §3 Deck, §7 deck upload, deck view status and mark, §8 deck
 * messages): each upload is a new version kept beside the older ones; the view status is
 * per user and per version.
 */

/** SQL: stored file alias `f` is a deck or a live case study, so every signed-in user may download it (files/service.ts openFile). */
export const sharedInventoryFile = sql`(exists (select 1 from decks d where d.file_id = f.id)
  or exists (select 1 from case_studies c where c.file_id = f.id and c.removed_at is null))`;

type DeckRow = {
  id: number;
  ei_id: number;
  name: string;
  size: number;
  public_id: string;
  file_name: string;
  version: number;
  uploader: string;
  uploaded_by: number;
  uploaded_on: unknown;
  first_uploaded_on: unknown;
  viewed_at: unknown;
  is_latest: boolean;
};

/** Deck rows `d` with their file, uploader, the viewer's view and whether each is its event inventory's latest version. */
const deckSelect = (
  viewerId: number,
) => sql`select d.id, d.ei_id, d.name, f.size, f.public_id, f.file_name, d.version, u.first_name || ' ' || u.last_name as uploader, d.uploaded_by,
    d.uploaded_on, d.first_uploaded_on, v.viewed_at, d.version = (select max(x.version) from decks x where x.ei_id = d.ei_id) as is_latest
  from decks d join files f on f.id = d.file_id join users u on u.id = d.uploaded_by
  left join deck_views v on v.deck_id = d.id and v.user_id = ${viewerId}`;

const toDeck = (r: DeckRow): Deck => ({
  deckId: Number(r.id),
  eiId: Number(r.ei_id),
  deckName: r.name,
  deckSize: Number(r.size),
  deckUrl: `/api/files/${r.public_id}`,
  deckFileType: fileExtension(r.file_name),
  deckVersion: r.version,
  deckUploadedBy: r.uploader,
  deckUploaderUserId: Number(r.uploaded_by),
  deckUploadedOn: iso(r.uploaded_on)!,
  deckFirstUploadedOn: iso(r.first_uploaded_on)!,
  viewed: r.viewed_at !== null,
  viewedOn: iso(r.viewed_at),
  isLatest: !!r.is_latest,
});

/** GET /api/event/inventory/deck?eiId: every version, newest first, with the caller's view status. 404 unknown event inventory. */
export async function listDecks(db: Db, actor: Actor, eiId: number): Promise<DeckListResult> {
  await assertEventInventoryExists(db, eiId);
  const { rows } = await db.execute<DeckRow>(
    sql`${deckSelect(actor.userId)} where d.ei_id = ${eiId} order by d.version desc`,
  );
  return { decks: rows.map(toDeck) };
}

/** 403 unless the actor is an admin or a project owner of the event inventory (who may upload and rename its decks). */
async function assertMayEditDecks(db: Tx, actor: Actor, eiId: number): Promise<void> {
  if (!isAdminActor(actor) && !(await isProjectOwner(db, actor, eiId)))
    throw forbidden(M.deckNotAllowed, 'DECK_NOT_ALLOWED');
}

/**
 * The file of a new deck version: the caller's own live DECK upload of a pdf, ppt or pptx — 404 'No file
 * found', 403 someone else's upload, 400 another purpose or type, 409 already a deck.
 */
async function deckFile(tx: Tx, actor: Actor, fileId: number): Promise<{ fileName: string }> {
  const { rows } = await tx.execute<{
    owner_user_id: number;
    purpose: string;
    file_name: string;
    used: boolean;
  }>(sql`select owner_user_id, purpose, file_name,
      exists (select 1 from decks d where d.file_id = f.id) as used from files f where id = ${fileId} and deleted_at is null`);
  const f = rows[0];
  if (!f) throw notFound(FILE_MESSAGES.noFileFound, 'FILE_NOT_FOUND');
  if (Number(f.owner_user_id) !== actor.userId)
    throw forbidden(FILE_MESSAGES.notUploader, 'NOT_UPLOADER');
  if (
    f.purpose !== 'DECK' ||
    !(DECK_EXTENSIONS as readonly string[]).includes(fileExtension(f.file_name))
  )
    throw badRequest(M.deckType, 'NOT_A_DECK');
  if (f.used) throw conflict(M.deckFileUsed, 'DECK_FILE_USED');
  return { fileName: f.file_name };
}

/**
 * POST /api/event/inventory/deck (deck upload and inventory details): with `fileId`, version n+1 of the
 * event inventory's deck (named `deckName` or the file's name), marks the event inventory deckUploaded
 * and the upload as viewed by its uploader, and tells its other POs — 'Deck Uploaded Successfully'; with `deckId` and `deckName`,
 * renames that version — 'Deck Info Updated Successfully'. Admins and the event inventory's POs (403);
 * 404 unknown event inventory or deck.
 */
export async function saveDeck(
  db: Db,
  notes: Notifications,
  actor: Actor,
  req: { eiId: number; fileId?: number; deckId?: number; deckName?: string },
): Promise<DeckSaveResult> {
  await assertEventInventoryExists(db, req.eiId);
  await assertMayEditDecks(db, actor, req.eiId);
  if (req.deckId) {
    const { rows } = await db.execute(
      sql`update decks set name = ${req.deckName!} where id = ${req.deckId} and ei_id = ${req.eiId} returning id`,
    );
    if (!rows.length) throw notFound(M.deckNotFound, 'DECK_NOT_FOUND');
    return { deck: await oneDeck(db, actor, req.deckId), message: M.deckInfoUpdated };
  }
  let deckId: number;
  try {
    deckId = await notes.run(db, async (tx, notify) => {
      await tx.execute(sql`select 1 from event_inventories where id = ${req.eiId} for update`); // one new version at a time per event inventory
      const file = await deckFile(tx, actor, req.fileId!);
      const { rows } = await tx.execute<{
        id: number;
      }>(sql`insert into decks (ei_id, name, file_id, version, uploaded_by, first_uploaded_on)
        select ${req.eiId}, ${req.deckName ?? file.fileName}, ${req.fileId!}, coalesce(max(version), 0) + 1, ${actor.userId}, coalesce(min(first_uploaded_on), now())
        from decks where ei_id = ${req.eiId} returning id`);
      const id = Number(rows[0].id);
      await tx.execute(
        sql`insert into deck_views (deck_id, user_id) values (${id}, ${actor.userId})`,
      );
      await tx.execute(
        sql`update event_inventories set deck_uploaded = true where id = ${req.eiId}`,
      );
      await notify(deckUploadedSql(actor.userId, id));
      return id;
    });
  } catch (e) {
    if (isUniqueViolation(e, 'decks_file_uq')) throw conflict(M.deckFileUsed, 'DECK_FILE_USED');
    throw e;
  }
  return { deck: await oneDeck(db, actor, deckId), message: M.deckUploaded };
}

async function oneDeck(db: Db, actor: Actor, deckId: number): Promise<Deck> {
  const { rows } = await db.execute<DeckRow>(
    sql`${deckSelect(actor.userId)} where d.id = ${deckId}`,
  );
  return toDeck(rows[0]);
}

/** POST /api/event/inventory/deck/view-status {deckIds}: the caller's view of each known deck (unknown ids are left out; the client merges by id). */
export async function deckViewStatus(
  db: Db,
  actor: Actor,
  deckIds: number[],
): Promise<DeckViewStatusResult> {
  const { rows } = await db.execute<{
    id: number;
    viewed_at: unknown;
  }>(sql`select d.id, v.viewed_at from decks d
    left join deck_views v on v.deck_id = d.id and v.user_id = ${actor.userId} where d.id = any(${idArray(deckIds)}) order by d.id`);
  return {
    decks: rows.map((r) => ({
      deckId: Number(r.id),
      viewed: r.viewed_at !== null,
      viewedOn: iso(r.viewed_at),
    })),
  };
}

/** POST /api/event/inventory/deck/view {deckIds}: marks the decks viewed by the caller (first view time kept); 404 when one is unknown. */
export async function markDecksViewed(
  db: Db,
  actor: Actor,
  deckIds: number[],
): Promise<DeckViewStatusResult> {
  const ids = [...new Set(deckIds)];
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from decks where id = any(${idArray(ids)})`,
  );
  if (rows[0].n !== ids.length) throw notFound(M.deckNotFound, 'DECK_NOT_FOUND');
  await db.execute(
    sql`insert into deck_views (deck_id, user_id) select d, ${actor.userId} from unnest(${idArray(ids)}) as d on conflict do nothing`,
  );
  return deckViewStatus(db, actor, ids);
}
