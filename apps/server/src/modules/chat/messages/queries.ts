import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnnouncementData, ChatMessage } from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { messages } from '../../../db/schema/index.js';
import { iso } from '../../../lib/paging.js';
import { jsonValue, oneOf, userSummaryJson } from '../../../lib/sql.js';
import { mentionedUserIds } from '../../../lib/mentions.js';
import { messageFilesJson, toMessageFiles } from '../files/fileQueries.js';

/** A message row as messageSelect reads it. */
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
export const messageSelect = (viewer?: number, source = sql`messages`) => sql`select m.id, m.mid,
    m.chat_id, m.local_id, m.content, m.type, m.sender_user_id, ${userSummaryJson()} as sender,
    m.created_at, m.replying_to,
    (select json_build_object('id', q.id, 'mid', q.mid, 'from', q.sender_user_id,
        'content', case when q.deleted_at is null then q.content else '' end,
        'isDeleted', q.deleted_at is not null)
      from messages q
      where q.id = m.replying_to) as quoted,
    m.edit_version, m.edited_at, m.deleted_at, m.additional_data, m.updated_at, m.forwarded_from,
    (select json_agg(json_build_object('emoji', r.emoji, 'userIds', r.ids) order by r.first, r.emoji)
      from (
        select emoji, array_agg(user_id order by created_at, user_id) as ids,
          min(created_at) as first
        from message_reactions
        where message_id = m.id
        group by emoji) r) as reactions,
    p.pinned_by_user_id as pinned_by, p.pinned_at, ${messageFilesJson} as resources
    ${viewer === undefined ? sql`` : sql`, exists (select 1 from message_stars s where s.user_id = ${viewer} and s.message_id = m.id) as starred`}
  from ${source} m
  join users u on u.id = m.sender_user_id
  left join message_pins p on p.message_id = m.id`;

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
async function selectMessages(
  tx: Tx,
  where: SQL,
  q: { order?: SQL; limit?: number; offset?: number; viewer?: number } = {},
): Promise<ChatMessage[]> {
  const { order = sql`m.mid`, limit, offset = 0, viewer } = q;
  const { rows } = await tx.execute<MessageRow>(sql`${messageSelect(viewer)}
    where ${where}
    order by ${order} ${limit ? sql`limit ${limit} offset ${offset}` : sql``}`);
  return rows.map(toMessage);
}

/** Messages by id, in mid order. */
export const messagesByIds = (tx: Tx, ids: number[]) =>
  ids.length ? selectMessages(tx, sql`m.id ${oneOf(ids)}`) : Promise.resolve([]);

/** One message by id. */
export const messageById = async (tx: Tx, id: number) =>
  (await selectMessages(tx, sql`m.id = ${id}`))[0]!;

/**
 * At most `limit` messages of chat `chatId` after `afterMid` (the oldest first) or else the newest
 * before `beforeMid` (or the latest), each bound optional, as `viewer` sees them (their stars).
 */
export function messagesByMid(
  db: Db,
  q: { chatId: number; afterMid?: number; beforeMid?: number; limit: number; viewer: number },
): Promise<ChatMessage[]> {
  const after = q.afterMid !== undefined ? sql`and m.mid > ${q.afterMid}` : sql``;
  const before = q.beforeMid !== undefined ? sql`and m.mid < ${q.beforeMid}` : sql``;
  return selectMessages(db, sql`m.chat_id = ${q.chatId} ${after} ${before}`, {
    order: q.afterMid !== undefined ? sql`m.mid` : sql`m.mid desc`,
    limit: q.limit,
    viewer: q.viewer,
  });
}

/** A page: `limit` from `offset`. */
type Page = { limit: number; offset: number };

/** Page of chat `chatId`'s messages edited or deleted after `since`, the oldest change first, and how many there are. */
export async function modifiedPage(
  db: Db,
  q: Page & { chatId: number; since: string },
): Promise<{ messages: ChatMessage[]; total: number }> {
  const where = sql`m.chat_id = ${q.chatId}
    and (m.edited_at is not null or m.deleted_at is not null)
    and m.updated_at > ${q.since}::timestamptz`;
  const [messages, total] = await Promise.all([
    selectMessages(db, where, { order: sql`m.updated_at, m.id`, limit: q.limit, offset: q.offset }),
    db.execute<{ n: number }>(sql`select count(*)::int as n from messages m where ${where}`),
  ]);
  return { messages, total: total.rows[0]!.n };
}

/** Page of chat `chatId`'s pinned messages, the newest pin first, as `viewer` sees them, and how many there are. */
export async function pinnedPage(
  db: Db,
  q: Page & { chatId: number; viewer: number },
): Promise<{ messages: ChatMessage[]; total: number }> {
  const [messages, total] = await Promise.all([
    selectMessages(db, sql`p.chat_id = ${q.chatId}`, {
      order: sql`p.pinned_at desc, m.id desc`,
      limit: q.limit,
      offset: q.offset,
      viewer: q.viewer,
    }),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from message_pins where chat_id = ${q.chatId}`,
    ),
  ]);
  return { messages, total: total.rows[0]!.n };
}

/** Page of `viewer`'s starred messages in the chats they are still in, the newest star first, and how many there are. */
export async function starredPage(
  db: Db,
  q: Page & { viewer: number },
): Promise<{ messages: ChatMessage[]; total: number }> {
  const mine = sql`m.id in (
    select s.message_id
    from message_stars s
    join messages sm on sm.id = s.message_id
    join chat_members cm on cm.chat_id = sm.chat_id and cm.user_id = s.user_id and cm.left_at is null
    where s.user_id = ${q.viewer})`;
  const order = sql`(
      select s.starred_at from message_stars s where s.user_id = ${q.viewer} and s.message_id = m.id
    ) desc, m.id desc`;
  const [messages, total] = await Promise.all([
    selectMessages(db, mine, { order, limit: q.limit, offset: q.offset, viewer: q.viewer }),
    db.execute<{ n: number }>(sql`select count(*)::int as n from messages m where ${mine}`),
  ]);
  return { messages, total: total.rows[0]!.n };
}

/** What a rule needs of message `messageId`: its chat, mid, sender, type and whether it is deleted; undefined when unknown. */
export async function messageHead(tx: Tx, messageId: number) {
  const { rows } = await tx.execute<{
    chat_id: number;
    mid: number;
    sender_user_id: number;
    type: string;
    deleted: boolean;
  }>(sql`select chat_id, mid, sender_user_id, type, deleted_at is not null as deleted
    from messages
    where id = ${messageId}`);
  const r = rows[0];
  if (!r) return undefined;
  return {
    chatId: Number(r.chat_id),
    mid: Number(r.mid),
    senderUserId: Number(r.sender_user_id),
    type: r.type,
    deleted: r.deleted,
  };
}

/** The text of message `messageId`. */
export async function messageContent(tx: Tx, messageId: number): Promise<string> {
  const rows = await tx
    .select({ content: messages.content })
    .from(messages)
    .where(eq(messages.id, messageId));
  return rows[0]!.content;
}

/** Whether message `messageId` is in chat `chatId`. */
export async function messageInChat(tx: Tx, messageId: number, chatId: number): Promise<boolean> {
  const rows = await tx
    .select({ one: sql`1` })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.chatId, chatId)));
  return rows.length > 0;
}

/** A chat's name as a notification shows it: the group's or event's name, or none for a personal chat. */
export async function chatTitle(tx: Tx, chatId: number): Promise<string | null> {
  const { rows } = await tx.execute<{ title: string | null }>(sql`select
      case when c.purpose = 'PERSONAL_CHAT' then null else coalesce(c.name, e.name) end as title
    from chats c
    left join events e on e.id = c.event_id
    where c.id = ${chatId}`);
  return rows[0]?.title ?? null;
}

/** User `userId`'s full name ('' when unknown). */
export async function userName(db: Db, userId: number): Promise<string> {
  const { rows } = await db.execute<{ n: string }>(
    sql`select first_name || ' ' || last_name as n from users where id = ${userId}`,
  );
  return rows[0]?.n ?? '';
}
