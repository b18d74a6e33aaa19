import type { Readable } from 'node:stream';
import type { z } from 'zod';
import {
  BrandFileAttachRequest,
  BrandFileListRequest,
  BrandFileRemovalRequest,
  FILE_MESSAGES,
  isAcceptedFileType,
  type BrandFile,
  type BrandFileListResult,
} from '@crm/contracts';
import type { Actor } from '../../auth/actor.js';
import { assertMayRead, isAdminActor } from '../../auth/actor.js';
import { brandAccess, assertBrandExists } from '../brands/index.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.js';
import { pageInfo } from '../../lib/paging.js';
import type { FilesCtx } from './upload.js';
import { attachmentDisposition } from './names.js';
import {
  brandFileById,
  brandFilesPage,
  downloadFile,
  lockLiveFile,
  lockRemovableFile,
  setFileBrand,
  softDeleteFile,
  usedByInventory,
} from './queries.js';

/** What a files request works with: the module's context and the caller. */
type FilesRequest = { ctx: FilesCtx; actor: Actor };

const noFile = () => notFound(FILE_MESSAGES.noFileFound, 'FILE_NOT_FOUND');

/**
 * A stored file for download (GET /api/files/{publicId}, the random id of its link): 404 'No file found' for an unknown or
 * deleted file, one the actor may not see, or missing bytes; 415 'File type not supported' when its
 * type is no longer acceptable. Brand files are seen by roles that may read BRAND_FILES, profile
 * photos, event images, decks and live case studies by every user, chat files by the members of a chat they were sent in, feedback recordings by admins, other
 * files by their uploader only. Answers the bytes as a stream, or — when the storage signs download
 * URLs (S3_SIGNED_DOWNLOADS=on) — a short-lived URL naming the file, made only after these checks.
 */
export async function openFile({
  ctx,
  actor,
  publicId,
}: FilesRequest & { publicId: string }): Promise<
  { fileName: string; contentType: string; size: number } & ({ stream: Readable } | { url: string })
> {
  const f = await downloadFile(ctx.db, actor.userId, publicId);
  const own = f && f.ownerUserId === actor.userId;
  const feedbackForAdmin = f?.purpose === 'FEEDBACK_AUDIO' && isAdminActor(actor);
  if (
    !f ||
    !(
      own ||
      f.brandId !== null ||
      f.purpose === 'PROFILE_PHOTO' ||
      f.purpose === 'EVENT_IMAGE' ||
      f.inChat ||
      f.shared ||
      feedbackForAdmin
    )
  )
    throw noFile();
  if (!own && f.brandId !== null) assertMayRead(actor, 'BRAND_FILES');
  if (!isAcceptedFileType(f.fileName, f.contentType))
    throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', FILE_MESSAGES.typeNotSupported);
  const meta = { fileName: f.fileName, contentType: f.contentType, size: f.size };
  if (ctx.storage.downloadUrl) {
    const as = { contentType: f.contentType, disposition: attachmentDisposition(f.fileName) };
    return { ...meta, url: await ctx.storage.downloadUrl(f.storageKey, as) };
  }
  const stream = await ctx.storage.get(f.storageKey);
  if (!stream) throw noFile();
  return { ...meta, stream };
}

/**
 * PUT /api/brand/files {brandId, fileId}: attaches a file the actor uploaded to a brand the actor may
 * edit (brandAccess canEdit, as its other edits; 403 otherwise) — 404 unknown brand or file, 403
 * someone else's upload, 409 attached to another brand. Attaching again is a no-op.
 */
export async function attachBrandFile({
  ctx,
  actor,
  req,
}: FilesRequest & { req: z.infer<typeof BrandFileAttachRequest> }): Promise<BrandFile> {
  if (!(await brandAccess(ctx.db, actor, req.brandId)).canEdit)
    throw forbidden(FILE_MESSAGES.attachNotAllowed, 'BRAND_EDIT_NOT_ALLOWED');
  await ctx.db.transaction(async (tx) => {
    const f = await lockLiveFile(tx, req.fileId);
    if (!f) throw noFile();
    if (f.ownerUserId !== actor.userId) throw forbidden(FILE_MESSAGES.notUploader, 'NOT_UPLOADER');
    if (f.brandId !== null && f.brandId !== req.brandId)
      throw conflict(FILE_MESSAGES.alreadyAttached, 'FILE_ALREADY_ATTACHED');
    await setFileBrand(tx, req.fileId, req.brandId);
  });
  return brandFileById(ctx.db, actor, req.fileId);
}

/** POST /api/brand/files: one page of a brand's files (not deleted), newest first, by name and tab (spec 001 §9). */
export async function listBrandFiles({
  ctx,
  actor,
  q,
}: FilesRequest & { q: z.infer<typeof BrandFileListRequest> }): Promise<BrandFileListResult> {
  assertMayRead(actor, 'BRAND_FILES');
  await assertBrandExists(ctx.db, q.brandId);
  const { files, total } = await brandFilesPage(ctx.db, actor, q);
  return { files, ...pageInfo(q.pageNo, q.count, total) };
}

/**
 * POST /api/brand/files/removal {fileId}: soft-deletes a file (deleted_at; the bytes stay) — by its
 * uploader, an owner of its brand, a PO or an ADMIN (403 otherwise; 404 unknown or already deleted).
 */
export async function removeBrandFile({
  ctx,
  actor,
  req,
}: FilesRequest & { req: z.infer<typeof BrandFileRemovalRequest> }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const f = await lockRemovableFile(tx, actor, req.fileId);
    if (!f || (f.brandId === null && f.ownerUserId !== actor.userId)) throw noFile();
    if (!f.canDelete) throw forbidden(FILE_MESSAGES.deleteNotAllowed, 'FILE_DELETE_NOT_ALLOWED');
    // a deck version or a case study is the inventory's now: removed there (case studies), never from under it
    if (await usedByInventory(tx, req.fileId))
      throw conflict(
        'This file is a deck or a case study of an inventory and stays with it.',
        'FILE_IN_USE',
      );
    await softDeleteFile(tx, req.fileId);
  });
}
