import { sql, type SQL } from 'drizzle-orm';
import {
  CHAT_EVENTS,
  CHAT_MESSAGES,
  type AnnouncementData,
  type ChatMessage,
  type ChatPurpose,
} from '@crm/contracts';
import type { Tx } from '../../db/client.js';
import { forbidden, isUniqueViolation, notFound } from '../../lib/errors.js';
import { iso } from '../../lib/paging.js';
import { executePrepared, idArray, jsonValue, userSummaryJson } from '../../lib/sql.js';
import { mentionedUserIds } from '../../lib/mentions.js';
import type { Realtime } from '../../realtime/server.js';
import { syncDirtyEventGroups } from './eventGroups.js';
import { messageFilesJson, toMessageFiles } from './chatFiles.js';

/** The caller's membership of a chat, with the chat's kind and counter. */
export type Membership = {
  chatId: number;
  role: 'OWNER' | 'MEMBER';
  purpose: ChatPurpose;
  ownerUserId: number | null;
  latestMid: number;
  lastReadMid: number;
};

/**
 * The caller's current membership of `chatId`; 404 when the chat does not exist or the caller is not
 * (or no longer) a member — others cannot tell a chat they are not in from one that does not exist.
 * An event's group first syncs its members if its assignments changed (eventGroups.ts), and answers
 * 403 'Chat is available only to users assigned to this event' to users not assigned (spec 001 §5).
 * `lock` takes the chat row FOR UPDATE (member changes serialize with senders).
 */
export async function membership(
  tx: Tx,
  userId: number,
  chatId: number,
  lock = false,
): Promise<Membership> {
  type Row = {
    role: Membership['role'] | null;
    purpose: ChatPurpose;
    event_id: number | null;
    owner_user_id: number | null;
    latest_mid: number;
    last_read_mid: number | null;
  };
  // one round trip for the usual case; an event group whose assignments changed is synced first, then read again
  // (the sync takes its locks before the chat row's, as every sync does: no deadlock with a locking caller)
  const read = async (forUpdate: boolean) =>
    (
      await executePrepared<Row>(
        tx,
        forUpdate ? 'chat_membership_lock' : 'chat_membership',
        sql`select m.role, c.purpose, c.event_id, c.owner_user_id, c.latest_mid, m.last_read_mid
    from chats c left join chat_members m on m.chat_id = c.id and m.user_id = ${userId} and m.left_at is null where c.id = ${chatId} ${forUpdate ? sql`for update of c` : sql``}`,
      )
    ).rows[0];
  let r = await read(false);
  if (!r) throw notFound(CHAT_MESSAGES.chatNotFound, 'CHAT_NOT_FOUND');
  const event = r.purpose === 'EVENT_GROUP' && r.event_id !== null;
  const synced = event && (await syncDirtyEventGroups(tx, [Number(r.event_id)]));
  if (synced || lock) r = (await read(lock))!;
  if (!r.role)
    throw event
      ? forbidden(CHAT_MESSAGES.eventOnly, 'EVENT_ONLY')
      : notFound(CHAT_MESSAGES.chatNotFound, 'CHAT_NOT_FOUND');
  return {
    chatId,
    role: r.role,
    purpose: r.purpose,
    ownerUserId: r.owner_user_id === null ? null : Number(r.owner_user_id),
    latestMid: Number(r.latest_mid),
    lastReadMid: Number(r.last_read_mid),
  };
}

/** The current members' user ids of a chat. */
export async function memberIds(tx: Tx, chatId: number): Promise<number[]> {
  const { rows } = await tx.execute<{ user_id: number }>(
    sql`select user_id from chat_members where chat_id = ${chatId} and left_at is null`,
  );
  return rows.map((r) => Number(r.user_id));
}

type MessageRow = {
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
const messageSelect = (
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
const toMessage = (r: MessageRow): ChatMessage => ({
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

/**
 * Takes the chat's next mid (the chat row stays locked until commit, so concurrent senders queue here and
 * mids have no gaps) and moves its last activity; the sender has read up to their own message.
 */
const takeMid = (
  chatId: number,
  senderUserId: number,
  unless = sql`false`,
) => sql`c as (update chats set latest_mid = latest_mid + 1, last_message_at = now()
      where id = ${chatId} and not (${unless}) returning latest_mid),
    r as (update chat_members m set last_read_mid = greatest(m.last_read_mid, c.latest_mid) from c where m.chat_id = ${chatId} and m.user_id = ${senderUserId})`;

/** The chat's next mid, taken as takeMid says (for announcements, which have no localId). */
async function nextMid(tx: Tx, chatId: number, senderUserId: number): Promise<number> {
  const { rows } = await tx.execute<{ mid: number }>(
    sql`with ${takeMid(chatId, senderUserId)} select latest_mid as mid from c`,
  );
  return Number(rows[0].mid);
}

/**
 * Runs a send (one statement or a transaction around storeNext); once more when a concurrent send of the same
 * (chat, sender, localId) committed first — the unique index refused this one, and its statement (its mid
 * with it) rolled back — so the second run finds the winner's message.
 */
export async function sendOnce<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e, 'messages_local_uq')) return run();
    throw e;
  }
}

type StoreInput = {
  chatId: number;
  senderUserId: number;
  localId: string;
  content: string;
  replyingTo?: number | null;
  forwardedFrom?: number | null;
};
type Stored = { message: ChatMessage; fresh: boolean; members: number[] };

/**
 * Stores a text message once per (chat, sender, localId) as the chat's next mid, in one atomic statement
 * (one round trip, no transaction needed): when the sender is a current member (of an
 * event group whose membership is up to date) and did not already store `localId` in this chat, takes the
 * next mid (takeMid) and inserts the message. Otherwise `membership` decides — 404/403 for outsiders, or it
 * syncs the event group — and the statement runs once more. Answers the message (`fresh` false: the one
 * stored before) and the chat's current members. When a concurrent send of the same localId commits first,
 * the unique index (chat, sender, localId) fails this statement: run it through sendOnce.
 */
export async function storeNext(tx: Tx, m: StoreInput): Promise<Stored> {
  const stored = await storeIfMember(tx, m);
  if (stored) return stored;
  await membership(tx, m.senderUserId, m.chatId);
  const again = await storeIfMember(tx, m);
  if (!again) throw notFound(CHAT_MESSAGES.chatNotFound, 'CHAT_NOT_FOUND');
  return again;
}

/** storeNext's statement: null when the sender is not a current member, or the chat is an event group with a membership sync pending. */
async function storeIfMember(tx: Tx, m: StoreInput): Promise<Stored | null> {
  const me = sql`select 1 from chats ch join chat_members cm on cm.chat_id = ch.id and cm.user_id = ${m.senderUserId} and cm.left_at is null
    where ch.id = ${m.chatId} and (ch.purpose <> 'EVENT_GROUP' or not exists (select 1 from chat_event_dirty d where d.event_id = ch.event_id))`;
  const prior = sql`select id from messages where chat_id = ${m.chatId} and sender_user_id = ${m.senderUserId} and local_id = ${m.localId} and exists (select 1 from me)`;
  const { rows } = await executePrepared<
    MessageRow & {
      is_member: boolean;
      prior_id: number | null;
      members: (number | string)[] | null;
    }
  >(
    tx,
    'chat_store_next',
    sql`with me as (${me}), prior as (${prior}),
    ${takeMid(m.chatId, m.senderUserId, sql`not exists (select 1 from me) or exists (select 1 from prior)`)},
    ins as (insert into messages (chat_id, mid, sender_user_id, local_id, content, type, replying_to, forwarded_from)
      select ${m.chatId}, c.latest_mid, ${m.senderUserId}, ${m.localId}, ${m.content}, 'TEXT', ${m.replyingTo ?? null}, ${m.forwardedFrom ?? null} from c returning *)
    select exists (select 1 from me) as is_member, (select id from prior) as prior_id,
      (select array_agg(user_id) from chat_members where chat_id = ${m.chatId} and left_at is null) as members, x.*
    from (select 1) one left join (${messageSelect(undefined, sql`ins`)}) x on true`,
  );
  const r = rows[0];
  if (!r.is_member) return null;
  const members = (r.members ?? []).map(Number);
  if (r.prior_id !== null)
    return { message: await messageById(tx, Number(r.prior_id)), fresh: false, members };
  return { message: toMessage(r), fresh: true, members };
}

/**
 * Writes a group announcement (spec 001 §3 additionalData, §4 'Group Created'): by the actor, about
 * `involved` users. The content is readable text (at most the message limit); clients render from `additionalData`.
 */
export async function announce(
  tx: Tx,
  chatId: number,
  actorUserId: number,
  actionName: AnnouncementData['actionName'],
  involved: number[],
): Promise<ChatMessage> {
  const { rows } = await tx.execute<{ id: number; name: string }>(
    sql`select id, first_name || ' ' || last_name as name from users where id = any(${idArray([actorUserId, ...involved])})`,
  );
  const name = new Map(rows.map((r) => [Number(r.id), r.name]));
  const by = name.get(actorUserId) ?? '';
  const data: AnnouncementData = {
    actionName,
    actionTakenByUserId: actorUserId,
    actionTakenByUserName: by,
    involvedUsers: involved.map((userId) => ({ userId, userName: name.get(userId) ?? '' })),
  };
  const names = data.involvedUsers.map((u) => u.userName).join(', ');
  const text =
    actionName === 'GROUP_CREATED'
      ? CHAT_MESSAGES.groupCreatedAnnouncement
      : actionName === 'ADDED_TO_GROUP'
        ? `${by} added ${names}`
        : `${by} removed ${names}`;
  const content = text.length > 2_000 ? `${text.slice(0, 1_997)}...` : text;
  const mid = await nextMid(tx, chatId, actorUserId);
  const { rows: ins } = await tx.execute<{
    id: number;
  }>(sql`insert into messages (chat_id, mid, sender_user_id, content, type, additional_data)
    values (${chatId}, ${mid}, ${actorUserId}, ${content}, 'ANNOUNCEMENT', ${JSON.stringify(data)}::jsonb) returning id`);
  return messageById(tx, Number(ins[0].id));
}

/** Sends `event` on `/chat` to the users' rooms (all their tabs, the sender's too) in one broadcast; a no-op without a realtime server. */
export function emitToUsers(
  realtime: Realtime | undefined,
  userIds: number[],
  event: string,
  payload: unknown,
): void {
  if (!realtime) return;
  realtime.toUsers('/chat', userIds, event, payload);
}

/** Fans a new or changed message out to the chat's members after commit. */
export const emitMessage = (
  realtime: Realtime | undefined,
  userIds: number[],
  message: ChatMessage,
) => emitToUsers(realtime, userIds, CHAT_EVENTS.message, message);
