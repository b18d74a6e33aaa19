import { sql, type SQL } from 'drizzle-orm';
import type { AnnouncementData, ChatMessage } from '@crm/contracts';
import type { Tx } from '../../../db/client.js';
import { iso } from '../../../lib/paging.js';
import { idArray, jsonValue, userSummaryJson } from '../../../lib/sql.js';
import { mentionedUserIds } from '../../../lib/mentions.js';
import { messageFilesJson, toMessageFiles } from './messageFiles.js';

export type MessageRow = {
  id: number;
  mid: number;
  chat_id: number;
  local_id: string | null;
  content: string;
  type: ChatMessage['type'];
  sender_user_id: number;
  sender: unknown;
  created_at: unknown;
  replying_to: number | null;
  quoted: unknown;
  edit_version: number;
  edited_at: unknown;
  deleted_at: unknown;
  additional_data: unknown;
  updated_at: unknown;
  forwarded_from: number | null;
  reactions: unknown;
  pinned_by: number | null;
  pinned_at: unknown;
  starred?: boolean | null;
  resources: unknown;
};

/**
 * Columns of a message `m` (rows of `source`, default the messages table) with its sender (users `u`), the
 * message it quotes, its reactions (per emoji, in order of the first reaction), its pin and its files; with
 * `viewer`, whether they starred it.
 */
export const messageSelect = (
  viewer?: number,
  source = sql`messages`,
) => sql`select m.id, m.mid, m.chat_id, m.local_id, m.content, m.type, m.sender_user_id, ${userSummaryJson()} as sender, m.created_at, m.replying_to,
    (select json_build_object('id', q.id, 'mid', q.mid, 'from', q.sender_user_id, 'content', case when q.deleted_at is null then q.content else '' end, 'isDeleted', q.deleted_at is not null)
      from messages q where q.id = m.replying_to) as quoted,
    m.edit_version, m.edited_at, m.deleted_at, m.additional_data, m.updated_at, m.forwarded_from,
    (select json_agg(json_build_object('emoji', r.emoji, 'userIds', r.ids) order by r.first, r.emoji)
      from (select emoji, array_agg(user_id order by created_at, user_id) as ids, min(created_at) as first from message_reactions where message_id = m.id group by emoji) r) as reactions,
    p.pinned_by_user_id as pinned_by, p.pinned_at, ${messageFilesJson} as resources
    ${viewer === undefined ? sql`` : sql`, exists (select 1 from message_stars s where s.user_id = ${viewer} and s.message_id = m.id) as starred`}
  from ${source} m join users u on u.id = m.sender_user_id left join message_pins p on p.message_id = m.id`;

/** Maps a row to the spec's message (spec 001 §3). */
export const toMessage = (r: MessageRow): ChatMessage => ({
  id: Number(r.id),
  mid: Number(r.mid),
  chatId: Number(r.chat_id),
  localId: r.local_id,
  content: r.deleted_at ? '' : r.content,
  type: r.type,
  from: Number(r.sender_user_id),
  fromUserData: jsonValue<ChatMessage['fromUserData']>(r.sender),
  sentOn: iso(r.created_at)!,
  replyingTo: r.replying_to === null ? null : Number(r.replying_to),
  replyingToMessage: r.quoted
    ? jsonValue<NonNullable<ChatMessage['replyingToMessage']>>(r.quoted)
    : null,
  isEdited: !!r.edited_at,
  editVersion: Number(r.edit_version),
  isDeleted: !!r.deleted_at,
  isAnnoucement: r.type === 'ANNOUNCEMENT',
  additionalData: r.additional_data ? jsonValue<AnnouncementData>(r.additional_data) : null,
  updatedAt: iso(r.updated_at)!,
  reactions: r.reactions
    ? jsonValue<{ emoji: string; userIds: (number | string)[] }[]>(r.reactions).map((x) => ({
        emoji: x.emoji,
        userIds: x.userIds.map(Number),
      }))
    : [],
  mentions: r.deleted_at ? [] : mentionedUserIds(r.content),
  isForwarded: r.forwarded_from !== null,
  isPinned: r.pinned_by !== null,
  pinnedBy: r.pinned_by === null ? null : Number(r.pinned_by),
  pinnedOn: iso(r.pinned_at),
  ...(r.starred === undefined ? {} : { isStarred: !!r.starred }),
  resources: r.deleted_at ? [] : toMessageFiles(r.resources),
});

/** Messages matching `where` (over `m`, pins `p`), ordered by `order`; with `viewer`, whether they starred each. */
export async function selectMessages(
  tx: Tx,
  where: SQL,
  order = sql`m.mid`,
  limit?: number,
  offset = 0,
  viewer?: number,
): Promise<ChatMessage[]> {
  const { rows } = await tx.execute<MessageRow>(
    sql`${messageSelect(viewer)} where ${where} order by ${order} ${limit ? sql`limit ${limit} offset ${offset}` : sql``}`,
  );
  return rows.map(toMessage);
}

/** Messages by id, in mid order. */
export const messagesByIds = (tx: Tx, ids: number[]) =>
  ids.length ? selectMessages(tx, sql`m.id = any(${idArray(ids)})`) : Promise.resolve([]);

/** One message by id. */
export const messageById = async (tx: Tx, id: number) =>
  (await selectMessages(tx, sql`m.id = ${id}`))[0];
