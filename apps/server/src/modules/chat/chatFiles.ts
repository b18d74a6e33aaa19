import { sql, type SQL } from 'drizzle-orm';
import type { ChatFilesResult, FileTab, UserSummary } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { iso, offsetOf, pageInfo } from '../../lib/paging.js';
import { containsPattern, jsonValue, userSummaryJson } from '../../lib/sql.js';
import { fileTabCondition } from '../files/index.js';
import { assertUser } from '../people/index.js';
import { membership } from './groups/membership.js';
import { toMessageFiles } from './messages/messageFiles.js';

/** The files tabs of chats and users (spec 001 §5 chat files, §7 user files): files sent in live messages, read by chat members. */

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
