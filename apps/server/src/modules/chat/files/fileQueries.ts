import { sql, type SQL } from 'drizzle-orm';
import {
  fileExtension,
  type ChatFilesResult,
  type FileTab,
  type MessageFile,
  type UserSummary,
} from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { iso, offsetOf } from '../../../lib/paging.js';
import { containsPattern, jsonValue, oneOf, userSummaryJson } from '../../../lib/sql.js';
import { fileTabCondition } from '../../files/index.js';

/** SQL: a message's files as JSON (in the order sent), for messageSelect; `m` is the message. */
export const messageFilesJson = sql`(
  select json_agg(json_build_object('fileId', f.id, 'fileName', f.file_name, 'size', f.size,
    'contentType', f.content_type, 'publicId', f.public_id, 'thumbnail', t.public_id)
    order by mf.position)
  from message_files mf
  join files f on f.id = mf.file_id
  left join files t on t.id = mf.thumbnail_file_id
  where mf.message_id = m.id)`;

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

/** A live file a new message would carry: its owner, purpose, brand, name and whether a message already uses it. */
export type AttachableFile = {
  id: number;
  ownerUserId: number;
  purpose: string;
  brandId: number | null;
  fileName: string;
  used: boolean;
};

/** The live files among `ids`, locked for update, with whether a message already carries each. */
export async function lockFilesToAttach(tx: Tx, ids: number[]): Promise<AttachableFile[]> {
  const { rows } = await tx.execute<{
    id: number;
    owner_user_id: number;
    purpose: string;
    brand_id: number | null;
    file_name: string;
    used: boolean;
  }>(sql`select f.id, f.owner_user_id, f.purpose, f.brand_id, f.file_name,
      exists (
        select 1 from message_files mf where mf.file_id = f.id or mf.thumbnail_file_id = f.id
      ) as used
    from files f
    where f.id ${oneOf(ids)} and f.deleted_at is null
    for update`);
  return rows.map((r) => ({
    id: Number(r.id),
    ownerUserId: Number(r.owner_user_id),
    purpose: r.purpose,
    brandId: r.brand_id === null ? null : Number(r.brand_id),
    fileName: r.file_name,
    used: !!r.used,
  }));
}

/** Attaches `list` (in that order) to message `messageId` of chat `chatId`, in one statement. */
export async function insertMessageFiles(
  tx: Tx,
  to: { messageId: number; chatId: number },
  list: { fileId: number; thumbnailFileId?: number | null }[],
): Promise<void> {
  const rows = list.map((f, pos) => ({
    file_id: f.fileId,
    thumb: f.thumbnailFileId ?? null,
    pos,
  }));
  await tx.execute(sql`insert into message_files (message_id, file_id, thumbnail_file_id, chat_id,
      position)
    select ${to.messageId}, x.file_id, x.thumb, ${to.chatId}, x.pos
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(file_id bigint, thumb bigint, pos int)`);
}

/** A forward's copy carries the original's files. */
export async function copyFiles(
  tx: Tx,
  copy: { fromMessageId: number; toMessageId: number; chatId: number },
): Promise<void> {
  await tx.execute(sql`insert into message_files (message_id, file_id, thumbnail_file_id, chat_id,
      position)
    select ${copy.toMessageId}, file_id, thumbnail_file_id, ${copy.chatId}, position
    from message_files
    where message_id = ${copy.fromMessageId}`);
}

/** A page of message files (aliases mf, m, f) in live messages matching `where`, in `order`, with their message, sender and time; `total` counts them all. */
async function filesPage(
  db: Db,
  where: SQL,
  order: SQL,
  q: { pageNo: number; count: number },
): Promise<{ files: ChatFilesResult['files']; total: number }> {
  const { rows } = await db.execute<{
    file: unknown;
    message_id: number;
    mid: number;
    sender: unknown;
    created_at: unknown;
    total: number;
  }>(sql`select
      json_build_array(json_build_object('fileId', f.id, 'fileName', f.file_name, 'size', f.size,
        'contentType', f.content_type, 'publicId', f.public_id, 'thumbnail', t.public_id)) as file,
      m.id as message_id, m.mid, ${userSummaryJson()} as sender, m.created_at,
      count(*) over ()::int as total
    from message_files mf
    join messages m on m.id = mf.message_id
    join files f on f.id = mf.file_id
    left join files t on t.id = mf.thumbnail_file_id
    join users u on u.id = m.sender_user_id
    where m.deleted_at is null and f.deleted_at is null and ${where}
    order by ${order}
    limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`);
  const files = rows.map((r) => ({
    ...toMessageFiles(r.file)[0]!,
    messageId: Number(r.message_id),
    mid: Number(r.mid),
    from: jsonValue<UserSummary>(r.sender),
    sentOn: iso(r.created_at)!,
  }));
  return { files, total: rows[0]?.total ?? 0 };
}

/** Page `pageNo` of chat `chatId`'s files in live messages, newest first, in `type`'s tab. */
export function chatFilesPage(
  db: Db,
  q: { chatId: number; type: FileTab; pageNo: number; count: number },
) {
  const tab = fileTabCondition(q.type);
  return filesPage(
    db,
    sql`mf.chat_id = ${q.chatId} ${tab ? sql`and ${tab}` : sql``}`,
    sql`m.mid desc, mf.position`,
    q,
  );
}

/**
 * Page `pageNo` of the files `targetUserId` sent in live messages of chats `viewerId` is a member of,
 * newest first, in `type`'s tab, with `searchFor` in the file name.
 */
export function userFilesPage(
  db: Db,
  q: {
    targetUserId: number;
    viewerId: number;
    type: FileTab;
    searchFor: string;
    pageNo: number;
    count: number;
  },
) {
  const tab = fileTabCondition(q.type);
  const where = sql`m.sender_user_id = ${q.targetUserId}
    and exists (
      select 1 from chat_members cm
      where cm.chat_id = mf.chat_id and cm.user_id = ${q.viewerId} and cm.left_at is null)
    ${tab ? sql`and ${tab}` : sql``}
    ${q.searchFor ? sql`and lower(f.file_name) like ${containsPattern(q.searchFor)}` : sql``}`;
  return filesPage(db, where, sql`m.created_at desc, m.id desc, mf.position`, q);
}
