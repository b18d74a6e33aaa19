import {
  DECK_EXTENSIONS,
  FILE_MESSAGES,
  fileExtension,
  INVENTORY_ADMIN_MESSAGES as M,
  type DeckListResult,
  type DeckSaveResult,
  type DeckViewStatusResult,
} from '@crm/contracts';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../auth/actor.js';
import { isAdminActor } from '../../../auth/actor.js';
import {
  badRequest,
  conflict,
  forbidden,
  isUniqueViolation,
  notFound,
} from '../../../lib/errors.js';
import { deckUploadedSql, type Notifications } from '../../notifications/index.js';
import {
  addDeckVersion,
  countDecks,
  deckById,
  deckFileRow,
  decksOf,
  deckViews,
  insertDeckViews,
  lockEventInventory,
  renameDeck,
} from './deckQueries.js';
import { assertEventInventoryExists, type InventoriesContext } from '../service.js';
import { isProjectOwner } from '../smes/smes.js';

/**
 * Decks of event inventories (spec 001 §3 Deck, §7 deck upload, deck view status and mark, §8 deck
 * messages): each upload is a new version kept beside the older ones; the view status is
 * per user and per version.
 */

/** GET /api/event/inventory/deck?eiId: every version, newest first, with the caller's view status. 404 unknown event inventory. */
export async function listDecks({
  db,
  actor,
  eiId,
}: InventoriesContext & { eiId: number }): Promise<DeckListResult> {
  await assertEventInventoryExists(db, eiId);
  return { decks: await decksOf(db, actor.userId, eiId) };
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
  const f = await deckFileRow(tx, fileId);
  if (!f) throw notFound(FILE_MESSAGES.noFileFound, 'FILE_NOT_FOUND');
  if (f.ownerUserId !== actor.userId) throw forbidden(FILE_MESSAGES.notUploader, 'NOT_UPLOADER');
  if (
    f.purpose !== 'DECK' ||
    !(DECK_EXTENSIONS as readonly string[]).includes(fileExtension(f.fileName))
  )
    throw badRequest(M.deckType, 'NOT_A_DECK');
  if (f.used) throw conflict(M.deckFileUsed, 'DECK_FILE_USED');
  return { fileName: f.fileName };
}

type DeckSave = { eiId: number; fileId?: number; deckId?: number; deckName?: string };

/**
 * POST /api/event/inventory/deck (deck upload and inventory details): with `fileId`, version n+1 of the
 * event inventory's deck (named `deckName` or the file's name), marks the event inventory deckUploaded
 * and the upload as viewed by its uploader, and tells its other POs — 'Deck Uploaded Successfully'; with `deckId` and `deckName`,
 * renames that version — 'Deck Info Updated Successfully'. Admins and the event inventory's POs (403);
 * 404 unknown event inventory or deck.
 */
export async function saveDeck({
  db,
  notes,
  actor,
  req,
}: InventoriesContext & { notes: Notifications; req: DeckSave }): Promise<DeckSaveResult> {
  await assertEventInventoryExists(db, req.eiId);
  await assertMayEditDecks(db, actor, req.eiId);
  if (req.deckId) {
    if (!(await renameDeck(db, req.eiId, req.deckId, req.deckName!)))
      throw notFound(M.deckNotFound, 'DECK_NOT_FOUND');
    return { deck: await deckById(db, actor.userId, req.deckId), message: M.deckInfoUpdated };
  }
  let deckId: number;
  try {
    deckId = await notes.run(db, async (tx, notify) => {
      await lockEventInventory(tx, req.eiId);
      const file = await deckFile(tx, actor, req.fileId!);
      const id = await addDeckVersion(tx, {
        eiId: req.eiId,
        name: req.deckName ?? file.fileName,
        fileId: req.fileId!,
        uploaderId: actor.userId,
      });
      await notify(deckUploadedSql(actor.userId, id));
      return id;
    });
  } catch (e) {
    if (isUniqueViolation(e, 'decks_file_uq')) throw conflict(M.deckFileUsed, 'DECK_FILE_USED');
    throw e;
  }
  return { deck: await deckById(db, actor.userId, deckId), message: M.deckUploaded };
}

/** POST /api/event/inventory/deck/view-status {deckIds}: the caller's view of each known deck (unknown ids are left out; the client merges by id). */
export async function deckViewStatus({
  db,
  actor,
  deckIds,
}: InventoriesContext & { deckIds: number[] }): Promise<DeckViewStatusResult> {
  return { decks: await deckViews(db, actor.userId, deckIds) };
}

/** POST /api/event/inventory/deck/view {deckIds}: marks the decks viewed by the caller (first view time kept); 404 when one is unknown. */
export async function markDecksViewed({
  db,
  actor,
  deckIds,
}: InventoriesContext & { deckIds: number[] }): Promise<DeckViewStatusResult> {
  const ids = [...new Set(deckIds)];
  if ((await countDecks(db, ids)) !== ids.length) throw notFound(M.deckNotFound, 'DECK_NOT_FOUND');
  await insertDeckViews(db, actor.userId, ids);
  return deckViewStatus({ db, actor, deckIds: ids });
}
