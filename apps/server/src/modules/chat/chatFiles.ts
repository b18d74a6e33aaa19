import { sql, type SQL } from 'drizzle-orm';
import {
  CHAT_MESSAGES,
  FILE_MESSAGES,
  fileExtension,
  fileKindOf,
  type ChatFilesResult,
  type FileTab,
  type MessageFile,
  type UserSummary,
} from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { iso, offsetOf, pageInfo } from '../../lib/paging.js';
import { containsPattern, idArray, jsonValue, userSummaryJson } from '../../lib/sql.js';
import { fileTabCondition } from '../files/service.js';
import { membership } from './common.js';
import { assertUser } from '../people/service.js';

/**
 * Files in chat messages (spec 001 §3 attachment, §5 chat file rules): the sender's
 * own CHAT_FILE uploads (signed-link upload, files module) are attached to the message in the sending
 * transaction; a forward copies them; the chat's members may download them (files/service.ts openFile)
 * and list them in the chat's files tab.
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

/** SQL: whether `userId` may download file `f` as a member of a chat where a live message carries it (or its thumbnail). */
export const chatMemberMayRead = (
  userId: number,
) => sql`exists (select 1 from message_files mf join messages msg on msg.id = mf.message_id and msg.deleted_at is null
    join chat_members cm on cm.chat_id = mf.chat_id and cm.user_id = ${userId} and cm.left_at is null
  where mf.file_id = f.id or mf.thumbnail_file_id = f.id)`;

/** GET /api/message/files: the chat's files in live messages, newest first, by tab, 100 a page (members only). */
export async function listChatFiles(
  db: Db,
  actor: Actor,
  q: { chatId: number; type: FileTab; pageNo: number; count: number },
): Promise<ChatFilesResult> {
  await membership(db, actor.userId, q.chatId);
  const tab = fileTabCondition(q.type);
  return filesPage(
    db,
    sql`mf.chat_id = ${q.chatId} ${tab ? sql`and ${tab}` : sql``}`,
    sql`m.mid desc, mf.position`,
    q,
  );
}

/**
 * GET /api/user/files?targetUserId (spec 001 §7 user files, the profile's Files tab): the
 * files `targetUserId` sent in live messages of chats the caller is a member of, newest first, by tab
 * and file name; never a file from a chat the caller cannot see. 404 'User not found' for an unknown user.
 */
export async function userSharedFiles(
  db: Db,
  actor: Actor,
  q: { targetUserId: number; type: FileTab; searchFor: string; pageNo: number; count: number },
): Promise<ChatFilesResult> {
  await assertUser(db, q.targetUserId);
  const tab = fileTabCondition(q.type);
  const where = sql`m.sender_user_id = ${q.targetUserId} and exists (select 1 from chat_members cm where cm.chat_id = mf.chat_id and cm.user_id = ${actor.userId} and cm.left_at is null)
    ${tab ? sql`and ${tab}` : sql``} ${q.searchFor ? sql`and lower(f.file_name) like ${containsPattern(q.searchFor)}` : sql``}`;
  return filesPage(db, where, sql`m.created_at desc, m.id desc, mf.position`, q);
}

/** A page of message files (aliases mf, m, f) in live messages matching `where`, in `order`, with their message, sender and time. */
async function filesPage(
  db: Db,
  where: SQL,
  order: SQL,
  q: { pageNo: number; count: number },
): Promise<ChatFilesResult> {
  const { rows } = await db.execute<{
    file: unknown;
    message_id: number;
    mid: number;
    sender: unknown;
    created_at: unknown;
    total: number;
  }>(sql`select
      json_build_array(json_build_object('fileId', f.id, 'fileName', f.file_name, 'size', f.size, 'contentType', f.content_type, 'publicId', f.public_id, 'thumbnail', t.public_id)) as file,
      m.id as message_id, m.mid, ${userSummaryJson()} as sender, m.created_at, count(*) over ()::int as total
    from message_files mf join messages m on m.id = mf.message_id join files f on f.id = mf.file_id left join files t on t.id = mf.thumbnail_file_id
      join users u on u.id = m.sender_user_id
    where m.deleted_at is null and f.deleted_at is null and ${where} order by ${order} limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`);
  const files = rows.map((r) => ({
    ...toMessageFiles(r.file)[0]!,
    messageId: Number(r.message_id),
    mid: Number(r.mid),
    from: jsonValue<UserSummary>(r.sender),
    sentOn: iso(r.created_at)!,
  }));
  return { files, ...pageInfo(q.pageNo, q.count, rows[0]?.total ?? 0) };
}
