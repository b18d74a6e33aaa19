import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import {
  CONTENT_TYPES_BY_EXTENSION,
  fileRoutes,
  FILE_MESSAGES,
  fileExtension,
  isAcceptedFileType,
  MAX_FILE_SIZE_BYTES,
  UPLOAD_LINK_TTL_MS,
  type UploadLink,
  UploadLinkQuery,
  type UploadResult,
} from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import {
  AppError,
  badRequest,
  conflict,
  fieldError,
  forbidden,
  isUniqueViolation,
} from '../../lib/errors.js';
import {
  FileTooLargeError,
  KeyExistsError,
  UnsafeKeyError,
  type FileStorage,
} from '../../storage/index.js';
import type { PolicySigner } from './policy.js';
import { cleanFileName } from './names.js';
import { deleteFileRow, insertFile, storageKeyUsed } from './queries.js';

/** What the files module works with: the database, the byte storage and the policy signer. */
export type FilesCtx = { db: Db; storage: FileStorage; signer: PolicySigner };

/** What an upload request works with: the module's context and the caller. */
type UploadRequest = { ctx: FilesCtx; actor: Actor };

/** A multipart part as @fastify/multipart yields it (only what we read). */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: Readable & { truncated?: boolean } };

const tooLarge = () => new AppError(413, 'FILE_TOO_LARGE', FILE_MESSAGES.tooLarge);
const unsupported = (message: string = FILE_MESSAGES.formatNotSupported) =>
  new AppError(415, 'UNSUPPORTED_FILE_TYPE', message);

/**
 * The checks of spec 001 §9 on a file name and declared type: the extension must be in the spec's
 * list (415 'The file format is not supported…') and the type one accepted for that extension (415
 * 'File type not supported'). HTML, SVG and scripts are in no list, so they always fail.
 */
function assertFileType(fileName: string, contentType: string): void {
  if (!CONTENT_TYPES_BY_EXTENSION[fileExtension(fileName)]) throw unsupported();
  if (!isAcceptedFileType(fileName, contentType)) throw unsupported(FILE_MESSAGES.typeNotSupported);
}

/**
 * GET /api/files/upload-link: a signed policy for one upload by `actor` (spec 000 §7, 001 §7): a
 * server-generated key `<purpose>/<yyyy-mm>/<uuid>.<ext>`, the cleaned file name, the content type,
 * the size limit (the declared size, at most 100 MB) and an expiry 15 minutes out.
 */
export function uploadLink({
  ctx,
  actor,
  q,
}: UploadRequest & { q: z.infer<typeof UploadLinkQuery> }): UploadLink {
  const fileName = cleanFileName(q.fileName!);
  const contentType = q.contentType!.split(';')[0]!.trim().toLowerCase();
  if (!fileName) throw badRequest(FILE_MESSAGES.fileNameAndTypeRequired);
  assertFileType(fileName, contentType);
  if (q.size !== undefined && q.size > MAX_FILE_SIZE_BYTES) throw tooLarge();
  const now = new Date();
  const key = `${q.purpose.toLowerCase()}/${now.toISOString().slice(0, 7)}/${randomUUID()}.${fileExtension(fileName)}`;
  const expiresAt = now.getTime() + UPLOAD_LINK_TTL_MS;
  const maxSize = q.size ?? MAX_FILE_SIZE_BYTES;
  const { policy, signature } = ctx.signer.sign({
    key,
    fileName,
    contentType,
    purpose: q.purpose,
    maxSize,
    userId: actor.userId,
    expiresAt,
  });
  return {
    url: `/api${fileRoutes.upload.path}`,
    fileName,
    fields: { key, policy, signature, 'Content-Type': contentType },
    expiresAt: new Date(expiresAt).toISOString(),
    maxSize,
  };
}

/**
 * POST /api/files/upload (multipart: the link's fields, then `file`): checks the signature (403),
 * expiry (403), uploader (403), type (415) and size (413), stores the bytes and inserts the files
 * row. A link works once (409). Nothing is stored or inserted when a check fails.
 */
export async function receiveUpload({
  ctx,
  actor,
  parts,
}: UploadRequest & { parts: AsyncIterable<UploadPart> }): Promise<UploadResult> {
  const fields: Record<string, string> = {};
  let result: UploadResult | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (result || part.fieldname !== 'file') {
        part.file.resume();
        if (!result) throw fieldError('file', 'must be sent as the field "file"');
        continue;
      }
      result = await storeFile(ctx, actor, fields, part);
    }
  } catch (e) {
    if (result) await discard(ctx, result.fileId);
    const err = e as { code?: string; statusCode?: number };
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw e;
  }
  if (!result) throw fieldError('file', 'is required');
  return result;
}

/**
 * The upload policy the form `fields` carry, checked against the uploader and the file sent: 400 when
 * the link's fields do not come first, 403 for a bad signature, an expired link or another uploader,
 * 415 when the declared type or the file's extension differs from the link's.
 */
function checkedPolicy(
  ctx: FilesCtx,
  userId: number,
  fields: Record<string, string>,
  sentName: string | undefined,
): NonNullable<ReturnType<PolicySigner['verify']>> {
  if (!fields.key || !fields.policy || !fields.signature)
    throw badRequest(
      `${FILE_MESSAGES.linkInvalid} (key, policy and signature must come before the file)`,
    );
  const policy = ctx.signer.verify(fields.policy, fields.signature);
  if (!policy || policy.key !== fields.key)
    throw forbidden(FILE_MESSAGES.linkInvalid, 'INVALID_SIGNATURE');
  if (policy.expiresAt < Date.now()) throw forbidden(FILE_MESSAGES.linkExpired, 'LINK_EXPIRED');
  if (policy.userId !== userId) throw forbidden(FILE_MESSAGES.linkInvalid, 'NOT_UPLOADER');
  if (fields['Content-Type'] && fields['Content-Type'].toLowerCase() !== policy.contentType)
    throw unsupported(FILE_MESSAGES.typeNotSupported);
  const sentExt = fileExtension(sentName ?? '');
  if (sentExt && sentExt !== fileExtension(policy.fileName))
    throw unsupported(FILE_MESSAGES.typeNotSupported);
  return policy;
}

async function storeFile(
  ctx: FilesCtx,
  actor: Actor,
  fields: Record<string, string>,
  part: Extract<UploadPart, { type: 'file' }>,
): Promise<UploadResult> {
  const drain = (err: Error) => {
    part.file.resume();
    return err;
  };
  let policy: ReturnType<typeof checkedPolicy>;
  try {
    policy = checkedPolicy(ctx, actor.userId, fields, part.filename);
  } catch (e) {
    throw drain(e as Error);
  }
  assertFileType(policy.fileName, policy.contentType);
  if (await storageKeyUsed(ctx.db, policy.key))
    throw drain(conflict(FILE_MESSAGES.linkUsed, 'LINK_USED'));

  let size: number;
  try {
    size = await ctx.storage.put(policy.key, part.file, {
      contentType: policy.contentType,
      maxBytes: Math.min(policy.maxSize, MAX_FILE_SIZE_BYTES),
    });
  } catch (e) {
    if (e instanceof FileTooLargeError) throw tooLarge();
    if (e instanceof KeyExistsError) throw conflict(FILE_MESSAGES.linkUsed, 'LINK_USED');
    if (e instanceof UnsafeKeyError) throw badRequest(FILE_MESSAGES.linkInvalid, 'INVALID_KEY');
    throw e;
  }
  if (part.file.truncated) {
    await ctx.storage.remove(policy.key);
    throw tooLarge();
  }
  try {
    const row = await insertFile(ctx.db, {
      storageKey: policy.key,
      fileName: policy.fileName,
      contentType: policy.contentType,
      size,
      purpose: policy.purpose,
      ownerUserId: actor.userId,
    });
    return {
      fileId: row.id,
      url: `/api/files/${row.publicId}`,
      fileName: policy.fileName,
      size,
      contentType: policy.contentType,
    };
  } catch (e) {
    await ctx.storage.remove(policy.key);
    if (isUniqueViolation(e)) throw conflict(FILE_MESSAGES.linkUsed, 'LINK_USED');
    throw e;
  }
}

/** Undoes a stored upload (a later part of the same request failed): bytes and row. */
async function discard(ctx: FilesCtx, fileId: number): Promise<void> {
  const storageKey = await deleteFileRow(ctx.db, fileId);
  if (storageKey) await ctx.storage.remove(storageKey);
}
