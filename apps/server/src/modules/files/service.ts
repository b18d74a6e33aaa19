import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BrandFileAttachRequest,
  BrandFileListRequest,
  BrandFileRemovalRequest,
  DOC_EXTENSIONS,
  FILE_MESSAGES,
  isAcceptedFileType,
  MEDIA_EXTENSIONS,
  type BrandFile,
  type BrandFileListResult,
  type FileTab,
} from '@crm/contracts';
import type { Actor } from '../../auth/actor.js';
import { assertMayRead, hasRole, isAdminActor } from '../../auth/actor.js';
import { brandAccess, assertBrandExists } from '../brands/index.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.js';
import { iso, offsetOf, pageInfo } from '../../lib/paging.js';
import { and, containsPattern } from '../../lib/sql.js';
import type { FilesCtx } from './upload.js';
import { chatMemberMayRead } from './access.js';
import { sharedInventoryFile } from '../inventories/index.js';

const noFile = () => notFound(FILE_MESSAGES.noFileFound, 'FILE_NOT_FOUND');
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

type FileRow = {
  id: number;
  storage_key: string;
  file_name: string;
  content_type: string;
  size: number;
  purpose: string;
  owner_user_id: number;
  brand_id: number | null;
  created_at: unknown;
  deleted_at: unknown;
};

/**
 * A stored file for download (GET /api/files/{publicId}, the random id of its link): 404 'No file found' for an unknown or
 * deleted file, one the actor may not see, or missing bytes; 415 'File type not supported' when its
 * type is no longer acceptable. Brand files are seen by roles that may read BRAND_FILES, profile
 * photos, decks and live case studies by every user, chat files by the members of a chat they were sent in, feedback recordings by admins, other
 * files by their uploader only.
 */
export async function openFile(
  ctx: FilesCtx,
  actor: Actor,
  publicId: string,
): Promise<{ stream: Readable; fileName: string; contentType: string; size: number }> {
  const { rows } = await ctx.db.execute<FileRow & { in_chat: boolean; shared: boolean }>(
    sql`select f.*, ${chatMemberMayRead(actor.userId)} as in_chat, ${sharedInventoryFile} as shared from files f where f.public_id = ${publicId} and f.deleted_at is null`,
  );
  const f = rows[0];
  const own = f && Number(f.owner_user_id) === actor.userId;
  const feedbackForAdmin = f?.purpose === 'FEEDBACK_AUDIO' && isAdminActor(actor);
  if (
    !f ||
    !(
      own ||
      f.brand_id !== null ||
      f.purpose === 'PROFILE_PHOTO' ||
      f.in_chat ||
      f.shared ||
      feedbackForAdmin
    )
  )
    throw noFile();
  if (!own && f.brand_id !== null) assertMayRead(actor, 'BRAND_FILES');
  if (!isAcceptedFileType(f.file_name, f.content_type))
    throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', FILE_MESSAGES.typeNotSupported);
  const stream = await ctx.storage.get(f.storage_key);
  if (!stream) throw noFile();
  return { stream, fileName: f.file_name, contentType: f.content_type, size: Number(f.size) };
}

/** SQL: whether `actor` may delete file alias `f` (uploader, a brand owner of its brand, PO, ADMIN). */
function canDeleteSql(actor: Actor) {
  const privileged = actor.isAdmin || hasRole(actor, 'PO', 'ADMIN');
  return sql`(${privileged} or f.owner_user_id = ${actor.userId} or exists (select 1 from brand_owners bo where bo.brand_id = f.brand_id and bo.user_id = ${actor.userId}))`;
}

const brandFileColumns = (
  actor: Actor,
) => sql`f.id, f.public_id, f.file_name, f.size, f.content_type, f.created_at, f.owner_user_id,
  u.first_name || ' ' || u.last_name as user_name, ${canDeleteSql(actor)} as can_delete`;

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

/**
 * PUT /api/brand/files {brandId, fileId}: attaches a file the actor uploaded to a brand the actor may
 * edit (brandAccess canEdit, as its other edits; 403 otherwise) — 404 unknown brand or file, 403
 * someone else's upload, 409 attached to another brand. Attaching again is a no-op.
 */
export async function attachBrandFile(
  ctx: FilesCtx,
  actor: Actor,
  req: z.infer<typeof BrandFileAttachRequest>,
): Promise<BrandFile> {
  if (!(await brandAccess(ctx.db, actor, req.brandId)).canEdit)
    throw forbidden(FILE_MESSAGES.attachNotAllowed, 'BRAND_EDIT_NOT_ALLOWED');
  await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.execute<FileRow>(
      sql`select * from files where id = ${req.fileId} and deleted_at is null for update`,
    );
    const f = rows[0];
    if (!f) throw noFile();
    if (Number(f.owner_user_id) !== actor.userId)
      throw forbidden(FILE_MESSAGES.notUploader, 'NOT_UPLOADER');
    if (f.brand_id !== null && Number(f.brand_id) !== req.brandId)
      throw conflict(FILE_MESSAGES.alreadyAttached, 'FILE_ALREADY_ATTACHED');
    await tx.execute(sql`update files set brand_id = ${req.brandId} where id = ${req.fileId}`);
  });
  const { rows } = await ctx.db.execute<BrandFileRow>(
    sql`select ${brandFileColumns(actor)} from files f join users u on u.id = f.owner_user_id where f.id = ${req.fileId}`,
  );
  return toBrandFile(rows[0]);
}

/** POST /api/brand/files: one page of a brand's files (not deleted), newest first, by name and tab (spec 001 §9). */
export async function listBrandFiles(
  ctx: FilesCtx,
  actor: Actor,
  q: z.infer<typeof BrandFileListRequest>,
): Promise<BrandFileListResult> {
  assertMayRead(actor, 'BRAND_FILES');
  await assertBrandExists(ctx.db, q.brandId);
  const where = and([
    sql`f.brand_id = ${q.brandId}`,
    sql`f.deleted_at is null`,
    q.searchFor && sql`lower(f.file_name) like ${containsPattern(q.searchFor)}`,
    fileTabCondition(q.type),
  ]);
  const [{ rows }, total] = await Promise.all([
    ctx.db
      .execute<BrandFileRow>(sql`select ${brandFileColumns(actor)} from files f join users u on u.id = f.owner_user_id where ${where}
      order by f.created_at desc, f.id desc limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from files f where ${where}`),
  ]);
  return { files: rows.map(toBrandFile), ...pageInfo(q.pageNo, q.count, total.rows[0].n) };
}

/**
 * POST /api/brand/files/removal {fileId}: soft-deletes a file (deleted_at; the bytes stay) — by its
 * uploader, an owner of its brand, a PO or an ADMIN (403 otherwise; 404 unknown or already deleted).
 */
export async function removeBrandFile(
  ctx: FilesCtx,
  actor: Actor,
  req: z.infer<typeof BrandFileRemovalRequest>,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      brand_id: number | null;
      owner_user_id: number;
      can_delete: boolean;
    }>(
      sql`select f.brand_id, f.owner_user_id, ${canDeleteSql(actor)} as can_delete from files f where f.id = ${req.fileId} and f.deleted_at is null for update`,
    );
    const f = rows[0];
    if (!f || (f.brand_id === null && Number(f.owner_user_id) !== actor.userId)) throw noFile();
    if (!f.can_delete) throw forbidden(FILE_MESSAGES.deleteNotAllowed, 'FILE_DELETE_NOT_ALLOWED');
    // a deck version or a case study is the inventory's now: removed there (case studies), never from under it
    const { rows: used } = await tx.execute(
      sql`select 1 from decks where file_id = ${req.fileId} union all select 1 from case_studies where file_id = ${req.fileId}`,
    );
    if (used.length)
      throw conflict(
        'This file is a deck or a case study of an inventory and stays with it.',
        'FILE_IN_USE',
      );
    await tx.execute(sql`update files set deleted_at = now() where id = ${req.fileId}`);
  });
}
