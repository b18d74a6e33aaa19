import { sql } from 'drizzle-orm';
import {
  CHAT_MESSAGES,
  FILE_MESSAGES,
  fileExtension,
  fileKindOf,
  type MessageFile,
} from '@crm/contracts';
import type { Tx } from '../../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors.js';
import { idArray, jsonValue } from '../../../lib/sql.js';

/**
 * Files in chat messages (spec 001 §3 attachment, §5 chat file rules): the sender's own CHAT_FILE
 * uploads (signed-link upload, files module) are attached to the message in the sending transaction; a
 * forward copies them. Who may download them is the files module's read rule (files/access.ts).
 */

/** SQL: a message's files as JSON (in the order sent), for messageSelect; `m` is the message. */
export const messageFilesJson = sql`(select json_agg(json_build_object('fileId', f.id, 'fileName', f.file_name, 'size', f.size, 'contentType', f.content_type,
    'publicId', f.public_id, 'thumbnail', t.public_id) order by mf.position)
  from message_files mf join files f on f.id = mf.file_id left join files t on t.id = mf.thumbnail_file_id where mf.message_id = m.id)`;

type FileJson = {
  fileId: number | string;
  fileName: string;
  size: number | string;
  contentType: string;
  publicId: string;
  thumbnail: string | null;
};

/** The download path of a stored file. */
const fileUrl = (publicId: string) => `/api/files/${publicId}`;

/** Maps messageFilesJson to the contract's files. */
export function toMessageFiles(json: unknown): MessageFile[] {
  if (!json) return [];
  return jsonValue<FileJson[]>(json).map((f) => ({
    fileId: Number(f.fileId),
    fileName: f.fileName,
    size: Number(f.size),
    contentType: f.contentType,
    fileType: fileExtension(f.fileName),
    url: fileUrl(f.publicId),
    thumbnailUrl: f.thumbnail ? fileUrl(f.thumbnail) : null,
  }));
}

/**
 * Checks the files of a new message and attaches them (after its insert): every file and thumbnail must
 * be the sender's own live CHAT_FILE upload, not yet in any message nor a brand's (404 'No file found',
 * 403 'You can only use files you uploaded', 409 when already used); a thumbnail must be an image.
 */
export async function attachFiles(
  tx: Tx,
  senderUserId: number,
  chatId: number,
  messageId: number,
  list: { fileId: number; thumbnailFileId?: number | null }[],
): Promise<void> {
  if (!list.length) return;
  const ids = [
    ...new Set(
      list.flatMap((f) => (f.thumbnailFileId ? [f.fileId, f.thumbnailFileId] : [f.fileId])),
    ),
  ];
  if (ids.length !== list.length + list.filter((f) => f.thumbnailFileId).length)
    throw badRequest(CHAT_MESSAGES.fileTwice, 'FILE_TWICE');
  const { rows } = await tx.execute<{
    id: number;
    owner_user_id: number;
    purpose: string;
    brand_id: number | null;
    file_name: string;
    used: boolean;
  }>(sql`select f.id, f.owner_user_id, f.purpose, f.brand_id, f.file_name,
      exists (select 1 from message_files mf where mf.file_id = f.id or mf.thumbnail_file_id = f.id) as used
    from files f where f.id = any(${idArray(ids)}) and f.deleted_at is null for update`);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  for (const id of ids) {
    const f = byId.get(id);
    if (!f) throw notFound(FILE_MESSAGES.noFileFound, 'FILE_NOT_FOUND');
    if (Number(f.owner_user_id) !== senderUserId || f.purpose !== 'CHAT_FILE')
      throw forbidden(FILE_MESSAGES.notUploader, 'NOT_UPLOADER');
    if (f.used || f.brand_id !== null) throw conflict(CHAT_MESSAGES.fileInUse, 'FILE_IN_USE');
  }
  for (const f of list)
    if (f.thumbnailFileId && fileKindOf(byId.get(f.thumbnailFileId)!.file_name) !== 'image')
      throw badRequest(CHAT_MESSAGES.thumbnailNotImage, 'THUMBNAIL_NOT_IMAGE');
  await tx.execute(sql`insert into message_files (message_id, file_id, thumbnail_file_id, chat_id, position)
    select ${messageId}, x.file_id, x.thumb, ${chatId}, x.pos from json_to_recordset(${JSON.stringify(list.map((f, pos) => ({ file_id: f.fileId, thumb: f.thumbnailFileId ?? null, pos })))}::json)
    as x(file_id bigint, thumb bigint, pos int)`);
}

/** A forward's copy carries the original's files. */
export async function copyFiles(
  tx: Tx,
  fromMessageId: number,
  toMessageId: number,
  chatId: number,
): Promise<void> {
  await tx.execute(sql`insert into message_files (message_id, file_id, thumbnail_file_id, chat_id, position)
    select ${toMessageId}, file_id, thumbnail_file_id, ${chatId}, position from message_files where message_id = ${fromMessageId}`);
}
