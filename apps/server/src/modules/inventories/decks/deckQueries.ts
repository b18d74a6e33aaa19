import { sql } from 'drizzle-orm';
import { fileExtension, type Deck, type DeckViewStatusResult } from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { iso } from '../../../lib/paging.js';
import { idArray, oneOf } from '../../../lib/sql.js';

/** Decks of event inventories: versions, their files and who viewed which. */

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
const deckSelect = (viewerId: number) => sql`select d.id, d.ei_id, d.name, f.size, f.public_id,
    f.file_name, d.version, u.first_name || ' ' || u.last_name as uploader, d.uploaded_by,
    d.uploaded_on, d.first_uploaded_on, v.viewed_at,
    d.version = (select max(x.version) from decks x where x.ei_id = d.ei_id) as is_latest
  from decks d
    join files f on f.id = d.file_id
    join users u on u.id = d.uploaded_by
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

/** Every deck version of the event inventory, newest first, with `viewerId`'s view status. */
export async function decksOf(db: Db, viewerId: number, eiId: number): Promise<Deck[]> {
  const { rows } = await db.execute<DeckRow>(sql`${deckSelect(viewerId)}
    where d.ei_id = ${eiId}
    order by d.version desc`);
  return rows.map(toDeck);
}

/** One deck version with `viewerId`'s view status (the deck must exist). */
export async function deckById(db: Db, viewerId: number, deckId: number): Promise<Deck> {
  const { rows } = await db.execute<DeckRow>(sql`${deckSelect(viewerId)} where d.id = ${deckId}`);
  return toDeck(rows[0]);
}

/** A stored live file as a deck upload sees it: its uploader, purpose, name and whether a deck uses it; null when none. */
export async function deckFileRow(tx: Tx, fileId: number) {
  const { rows } = await tx.execute<{
    owner_user_id: number;
    purpose: string;
    file_name: string;
    used: boolean;
  }>(sql`select owner_user_id, purpose, file_name,
      exists (select 1 from decks d where d.file_id = f.id) as used
    from files f
    where id = ${fileId} and deleted_at is null`);
  const f = rows[0];
  return f
    ? {
        ownerUserId: Number(f.owner_user_id),
        purpose: f.purpose,
        fileName: f.file_name,
        used: f.used,
      }
    : null;
}

/** Renames deck `deckId` of the event inventory; false when there is no such deck. */
export async function renameDeck(db: Db, eiId: number, deckId: number, name: string) {
  const { rows } = await db.execute(sql`update decks set name = ${name}
    where id = ${deckId} and ei_id = ${eiId}
    returning id`);
  return rows.length > 0;
}

/** Locks the event inventory row (in the caller's transaction): one new deck version at a time per event inventory. */
export async function lockEventInventory(tx: Tx, eiId: number): Promise<void> {
  await tx.execute(sql`select 1 from event_inventories where id = ${eiId} for update`);
}

/**
 * Inserts the next version of the event inventory's deck and its uploader's view of it, and marks the
 * event inventory deckUploaded (in the caller's transaction, after lockEventInventory). Answers the new id.
 */
export async function addDeckVersion(
  tx: Tx,
  d: { eiId: number; name: string; fileId: number; uploaderId: number },
): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(sql`insert into decks
      (ei_id, name, file_id, version, uploaded_by, first_uploaded_on)
    select ${d.eiId}, ${d.name}, ${d.fileId}, coalesce(max(version), 0) + 1, ${d.uploaderId},
      coalesce(min(first_uploaded_on), now())
    from decks
    where ei_id = ${d.eiId}
    returning id`);
  const id = Number(rows[0].id);
  await tx.execute(sql`insert into deck_views (deck_id, user_id) values (${id}, ${d.uploaderId})`);
  await tx.execute(sql`update event_inventories set deck_uploaded = true where id = ${d.eiId}`);
  return id;
}

/** `userId`'s view of each known deck of `deckIds` (unknown ids are left out), by id. */
export async function deckViews(
  db: Db,
  userId: number,
  deckIds: number[],
): Promise<DeckViewStatusResult['decks']> {
  const { rows } = await db.execute<{ id: number; viewed_at: unknown }>(sql`select d.id, v.viewed_at
    from decks d
      left join deck_views v on v.deck_id = d.id and v.user_id = ${userId}
    where d.id ${oneOf(deckIds)}
    order by d.id`);
  return rows.map((r) => ({
    deckId: Number(r.id),
    viewed: r.viewed_at !== null,
    viewedOn: iso(r.viewed_at),
  }));
}

/** How many of `deckIds` (distinct) are decks. */
export async function countDecks(db: Db, deckIds: number[]): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n
    from decks
    where id ${oneOf(deckIds)}`);
  return rows[0].n;
}

/** Marks the decks viewed by `userId` (a first view's time is kept). */
export async function insertDeckViews(db: Db, userId: number, deckIds: number[]) {
  await db.execute(sql`insert into deck_views (deck_id, user_id)
    select d, ${userId} from unnest(${idArray(deckIds)}) as d
    on conflict do nothing`);
}
