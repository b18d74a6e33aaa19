import { and as allOf, eq, isNull, sql } from 'drizzle-orm';
import { DOC_EXTENSIONS, MEDIA_EXTENSIONS, type BrandFile, type FileTab } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import { hasRole, type Actor } from '../../auth/actor.js';
import { iso, offsetOf } from '../../lib/paging.js';
import { and, containsPattern } from '../../lib/sql.js';
import { sharedInventoryFile } from '../inventories/index.js';

const textArray = (list: string[]) => sql`${`{${list.join(',')}}`}::text[]`;
/** SQL: the lower-case extension of file alias `f`'s name. */
const extOf = sql`lower(substring(f.file_name from '\\.([A-Za-z0-9]{1,10})$'))`;

/** SQL: file alias `f` is in a files tab (spec 001 §9: media = audio, video, image; docs; all: no condition). */
export const fileTabCondition = (tab: FileTab) =>
  tab === 'media'
    ? sql`${extOf} = any(${textArray(MEDIA_EXTENSIONS)})`
    : tab === 'docs'
      ? sql`${extOf} = any(${textArray(DOC_EXTENSIONS)})`
      : undefined;

/**
 * SQL: whether `userId` may download file `f` as a member of a chat where a live message carries it
 * (or its thumbnail) — the read rule of spec 001 §5 chat files, resting on the chat module's tables.
 */
const chatMemberMayRead = (userId: number) => sql`exists (
    select 1
    from message_files mf
    join messages msg on msg.id = mf.message_id and msg.deleted_at is null
    join chat_members cm on cm.chat_id = mf.chat_id and cm.user_id = ${userId} and cm.left_at is null
    where mf.file_id = f.id or mf.thumbnail_file_id = f.id)`;

/** A live file as a download reads it, with whether `userId` sees it through a chat or a shared inventory. */
export type DownloadFile = {
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
  purpose: string;
  ownerUserId: number;
  brandId: number | null;
  inChat: boolean;
  shared: boolean;
};

/** The live file with download id `publicId`, as user `userId` may read it; undefined when unknown or deleted. */
export async function downloadFile(
  db: Db,
  userId: number,
  publicId: string,
): Promise<DownloadFile | undefined> {
  const { rows } = await db.execute<{
    storage_key: string;
    file_name: string;
    content_type: string;
    size: number;
    purpose: string;
    owner_user_id: number;
    brand_id: number | null;
    in_chat: boolean;
    shared: boolean;
  }>(sql`select f.*, ${chatMemberMayRead(userId)} as in_chat, ${sharedInventoryFile} as shared
    from files f
    where f.public_id = ${publicId} and f.deleted_at is null`);
  const r = rows[0];
  if (!r) return undefined;
  return {
    storageKey: r.storage_key,
    fileName: r.file_name,
    contentType: r.content_type,
    size: Number(r.size),
    purpose: r.purpose,
    ownerUserId: Number(r.owner_user_id),
    brandId: r.brand_id === null ? null : Number(r.brand_id),
    inChat: !!r.in_chat,
    shared: !!r.shared,
  };
}

/** SQL: whether `actor` may delete file alias `f` (uploader, a brand owner of its brand, PO, ADMIN). */
function canDeleteSql(actor: Actor) {
  const privileged = actor.isAdmin || hasRole(actor, 'PO', 'ADMIN');
  return sql`(${privileged} or f.owner_user_id = ${actor.userId}
    or exists (select 1 from brand_owners bo where bo.brand_id = f.brand_id and bo.user_id = ${actor.userId}))`;
}

const brandFileSelect = (actor: Actor) => sql`select f.id, f.public_id, f.file_name, f.size,
    f.content_type, f.created_at, f.owner_user_id, u.first_name || ' ' || u.last_name as user_name,
    ${canDeleteSql(actor)} as can_delete
  from files f
  join users u on u.id = f.owner_user_id`;

type BrandFileRow = {
  id: number;
  public_id: string;
  file_name: string;
  size: number;
  content_type: string;
  created_at: unknown;
  owner_user_id: number;
  user_name: string;
  can_delete: boolean;
};

const toBrandFile = (r: BrandFileRow): BrandFile => ({
  fileId: Number(r.id),
  fileName: r.file_name,
  size: Number(r.size),
  contentType: r.content_type,
  fileType: /\.([A-Za-z0-9]{1,10})$/.exec(r.file_name)?.[1]?.toLowerCase() ?? '',
  url: `/api/files/${r.public_id}`,
  uploadedBy: { userId: Number(r.owner_user_id), userName: r.user_name },
  uploadedOn: iso(r.created_at)!,
  canDelete: !!r.can_delete,
});

/** File `fileId` as a brand's file, as `actor` sees it (whether they may delete it). */
export async function brandFileById(db: Db, actor: Actor, fileId: number): Promise<BrandFile> {
  const { rows } = await db.execute<BrandFileRow>(sql`${brandFileSelect(actor)}
    where f.id = ${fileId}`);
  return toBrandFile(rows[0]!);
}

/**
 * Page `pageNo` (`count` a page) of brand `brandId`'s live files, newest first (ties by id), with
 * `searchFor` in the name and in `type`'s tab, as `actor` sees them; `total` counts them all.
 */
export async function brandFilesPage(
  db: Db,
  actor: Actor,
  q: { brandId: number; searchFor: string; type: FileTab; pageNo: number; count: number },
): Promise<{ files: BrandFile[]; total: number }> {
  const where = and([
    sql`f.brand_id = ${q.brandId}`,
    sql`f.deleted_at is null`,
    q.searchFor && sql`lower(f.file_name) like ${containsPattern(q.searchFor)}`,
    fileTabCondition(q.type),
  ]);
  const [{ rows }, total] = await Promise.all([
    db.execute<BrandFileRow>(sql`${brandFileSelect(actor)}
      where ${where}
      order by f.created_at desc, f.id desc
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from files f where ${where}`),
  ]);
  return { files: rows.map(toBrandFile), total: total.rows[0]!.n };
}

/** Live file `fileId`, locked for update; undefined when unknown or deleted. */
export async function lockLiveFile(tx: Tx, fileId: number) {
  const rows = await tx
    .select()
    .from(files)
    .where(allOf(eq(files.id, fileId), isNull(files.deletedAt)))
    .for('update');
  return rows[0];
}

/** Attaches file `fileId` to brand `brandId`. */
export async function setFileBrand(tx: Tx, fileId: number, brandId: number): Promise<void> {
  await tx.update(files).set({ brandId }).where(eq(files.id, fileId));
}

/** Live file `fileId`, locked for update, with whether `actor` may delete it; undefined when unknown or deleted. */
export async function lockRemovableFile(
  tx: Tx,
  actor: Actor,
  fileId: number,
): Promise<{ brandId: number | null; ownerUserId: number; canDelete: boolean } | undefined> {
  const { rows } = await tx.execute<{
    brand_id: number | null;
    owner_user_id: number;
    can_delete: boolean;
  }>(sql`select f.brand_id, f.owner_user_id, ${canDeleteSql(actor)} as can_delete
    from files f
    where f.id = ${fileId} and f.deleted_at is null
    for update`);
  const r = rows[0];
  if (!r) return undefined;
  return {
    brandId: r.brand_id === null ? null : Number(r.brand_id),
    ownerUserId: Number(r.owner_user_id),
    canDelete: !!r.can_delete,
  };
}

/** Whether file `fileId` is a deck version or a case study of an inventory. */
export async function usedByInventory(tx: Tx, fileId: number): Promise<boolean> {
  const { rows } = await tx.execute(sql`select 1 from decks where file_id = ${fileId}
    union all
    select 1 from case_studies where file_id = ${fileId}`);
  return rows.length > 0;
}

/** Soft-deletes file `fileId` (deleted_at now; the row and the bytes stay). */
export async function softDeleteFile(tx: Tx, fileId: number): Promise<void> {
  await tx
    .update(files)
    .set({ deletedAt: sql`now()` })
    .where(eq(files.id, fileId));
}

/** Whether a file row already has storage key `key` (an upload link works once). */
export async function storageKeyUsed(db: Db, key: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(files)
    .where(eq(files.storageKey, key));
  return rows.length > 0;
}

/** Inserts the row of a stored upload; answers its id and download id. */
export async function insertFile(
  db: Db,
  row: {
    storageKey: string;
    fileName: string;
    contentType: string;
    size: number;
    purpose: string;
    ownerUserId: number;
  },
): Promise<{ id: number; publicId: string }> {
  const rows = await db
    .insert(files)
    .values(row)
    .returning({ id: files.id, publicId: files.publicId });
  return rows[0]!;
}

/** Deletes file row `fileId`; answers its storage key (undefined when there was none). */
export async function deleteFileRow(db: Db, fileId: number): Promise<string | undefined> {
  const rows = await db
    .delete(files)
    .where(eq(files.id, fileId))
    .returning({ storageKey: files.storageKey });
  return rows[0]?.storageKey;
}

/** The live file with download id `publicId` (what an own-upload check reads), or undefined. */
export async function liveFileByPublicId(db: Tx, publicId: string) {
  const rows = await db
    .select({
      id: files.id,
      ownerUserId: files.ownerUserId,
      purpose: files.purpose,
      fileName: files.fileName,
    })
    .from(files)
    .where(allOf(eq(files.publicId, publicId), isNull(files.deletedAt)));
  return rows[0];
}
