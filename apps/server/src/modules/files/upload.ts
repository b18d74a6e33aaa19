import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
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

/** What the files module works with: the database, the byte storage and the policy signer. */
export type FilesCtx = { db: Db; storage: FileStorage; signer: PolicySigner };

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
export function uploadLink(
  ctx: FilesCtx,
  actor: Actor,
  q: z.infer<typeof UploadLinkQuery>,
): UploadLink {
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
export async function receiveUpload(
  ctx: FilesCtx,
  actor: Actor,
  parts: AsyncIterable<UploadPart>,
): Promise<UploadResult> {
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
  if (!fields.key || !fields.policy || !fields.signature)
    throw drain(
      badRequest(
        `${FILE_MESSAGES.linkInvalid} (key, policy and signature must come before the file)`,
      ),
    );
  const policy = ctx.signer.verify(fields.policy, fields.signature);
  if (!policy || policy.key !== fields.key)
    throw drain(forbidden(FILE_MESSAGES.linkInvalid, 'INVALID_SIGNATURE'));
  if (policy.expiresAt < Date.now())
    throw drain(forbidden(FILE_MESSAGES.linkExpired, 'LINK_EXPIRED'));
  if (policy.userId !== actor.userId)
    throw drain(forbidden(FILE_MESSAGES.linkInvalid, 'NOT_UPLOADER'));
  if (fields['Content-Type'] && fields['Content-Type'].toLowerCase() !== policy.contentType)
    throw drain(unsupported(FILE_MESSAGES.typeNotSupported));
  const sentExt = fileExtension(part.filename ?? '');
  if (sentExt && sentExt !== fileExtension(policy.fileName))
    throw drain(unsupported(FILE_MESSAGES.typeNotSupported));
  assertFileType(policy.fileName, policy.contentType);
  const { rows: used } = await ctx.db.execute(
    sql`select 1 from files where storage_key = ${policy.key}`,
  );
  if (used.length) throw drain(conflict(FILE_MESSAGES.linkUsed, 'LINK_USED'));

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
    const { rows } = await ctx.db.execute<{
      id: number;
      public_id: string;
    }>(sql`insert into files (storage_key, file_name, content_type, size, purpose, owner_user_id)
      values (${policy.key}, ${policy.fileName}, ${policy.contentType}, ${size}, ${policy.purpose}, ${actor.userId}) returning id, public_id`);
    const fileId = Number(rows[0].id);
    return {
      fileId,
      url: `/api/files/${rows[0].public_id}`,
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
  const { rows } = await ctx.db.execute<{ storage_key: string }>(
    sql`delete from files where id = ${fileId} returning storage_key`,
  );
  if (rows[0]) await ctx.storage.remove(rows[0].storage_key);
}
