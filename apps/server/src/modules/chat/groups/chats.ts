import { sql, type SQL } from 'drizzle-orm';
import {
  CHAT_MESSAGES,
  type ChatInfo,
  type ChatListResult,
  type ChatMember,
  type ChatMessage,
  type ChatSummary,
  type UserSummary,
} from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';
import type { Actor } from '../../../auth/actor.js';
import { AppError, badRequest, fieldError, forbidden, notFound } from '../../../lib/errors.js';
import { iso, offsetOf, pageInfo } from '../../../lib/paging.js';
import { idArray, jsonValue, todayIst, userSummaryJson } from '../../../lib/sql.js';
import { memberIds, membership } from './membership.js';
import { messagesByIds } from '../messages/messageRows.js';
import { announce } from '../messages/sending.js';
import { syncDirtyEventGroups, syncEventGroups } from './eventGroups.js';

type SummaryRow = {
  id: number;
  purpose: ChatSummary['purpose'];
  name: string | null;
  description: string | null;
  picture: string | null;
  owner_user_id: number | null;
  event_id: number | null;
  latest_mid: number;
  created_at: unknown;
  role: ChatSummary['role'];
  last_read_mid: number;
  pinned_at: unknown;
  muted: boolean;
  archived: boolean | null;
  event_name: string | null;
  other_user: unknown;
  latest_id: number | null;
  draft: string | null;
};

/** The caller's (`me`) memberships `m` of chats `c`, with what a summary shows. */
const summarySelect = (
  me: number,
) => sql`select c.id, c.purpose, c.name, c.description, c.picture, c.owner_user_id, c.event_id, c.latest_mid, c.created_at,
    m.role, m.last_read_mid, m.pinned_at, m.muted, e.end_date < ${todayIst} as archived, e.name as event_name,
    case when c.purpose = 'PERSONAL_CHAT' then (select ${userSummaryJson()} from chat_members om join users u on u.id = om.user_id where om.chat_id = c.id and om.user_id <> m.user_id limit 1) end as other_user,
    (select lm.id from messages lm where lm.chat_id = c.id and lm.mid = c.latest_mid) as latest_id,
    (select d.content from chat_drafts d where d.chat_id = c.id and d.user_id = m.user_id) as draft
  from chat_members m join chats c on c.id = m.chat_id left join events e on e.id = c.event_id
  where m.user_id = ${me} and m.left_at is null`;

/** Summaries of the caller's chats matching `where` (over `c`, `m`, `e`), with their latest messages. */
async function summaries(
  tx: Tx,
  me: number,
  where: SQL,
  tail: SQL = sql``,
): Promise<ChatSummary[]> {
  const { rows } = await tx.execute<SummaryRow>(sql`${summarySelect(me)} and ${where} ${tail}`);
  const latest = new Map(
    (
      await messagesByIds(
        tx,
        rows.flatMap((r) => (r.latest_id ? [Number(r.latest_id)] : [])),
      )
    ).map((msg): [number, ChatMessage] => [msg.chatId, msg]),
  );
  return rows.map((r) => {
    const other = r.other_user ? jsonValue<UserSummary>(r.other_user) : null;
    const latestMid = Number(r.latest_mid);
    const lastRead = Math.min(Number(r.last_read_mid), latestMid);
    return {
      id: Number(r.id),
      purpose: r.purpose,
      name:
        r.purpose === 'PERSONAL_CHAT' ? (other?.userName ?? '') : (r.name ?? r.event_name ?? ''),
      description: r.description,
      groupPicture: r.purpose === 'PERSONAL_CHAT' ? (other?.profileImage ?? null) : r.picture,
      owner: r.owner_user_id === null ? null : Number(r.owner_user_id),
      eventId: r.event_id === null ? null : Number(r.event_id),
      otherUser: other,
      role: r.role,
      latestMid,
      lastRead,
      unreadCount: latestMid - lastRead,
      isPinned: !!r.pinned_at,
      pinnedOn: iso(r.pinned_at),
      isMuted: r.muted,
      archived: !!r.archived,
      latestMessage: latest.get(Number(r.id)) ?? null,
      createdAt: iso(r.created_at)!,
      draftMessage: r.draft,
    };
  });
}

/** One chat as the caller sees it (404 unless a current member). */
async function chatSummary(tx: Tx, me: number, chatId: number): Promise<ChatSummary> {
  const [chat] = await summaries(tx, me, sql`c.id = ${chatId}`);
  if (!chat) throw notFound(CHAT_MESSAGES.chatNotFound, 'CHAT_NOT_FOUND');
  return chat;
}

/**
 * POST /api/group (spec 001 §7 chat list): the caller's chats of a tab — CHATS (personal chats and
 * groups; a personal chat shows for the other user once it has a message) or EVENTS (event groups,
 * current or archived) — pinned first, then by latest activity, 100 a page; with the number of the
 * caller's chats that have unread messages (the header badge).
 */
export async function listChats(
  db: Db,
  actor: Actor,
  q: { chatType: 'CHATS' | 'EVENTS'; archivedEvents: boolean; pageNo: number; count: number },
): Promise<ChatListResult> {
  const me = actor.userId;
  // event groups whose pairings changed get today's members first (eventGroups.ts): the EVENTS tab and the unread count see them
  await syncDirtyEventGroups(db);
  const where =
    q.chatType === 'CHATS'
      ? sql`(c.purpose = 'REG_GROUP' or (c.purpose = 'PERSONAL_CHAT' and (c.latest_mid > 0 or c.owner_user_id = ${me})))`
      : sql`c.purpose = 'EVENT_GROUP' and coalesce(e.end_date < ${todayIst}, false) = ${q.archivedEvents}`;
  const [chats, counts] = await Promise.all([
    summaries(
      db,
      me,
      where,
      sql`order by m.pinned_at desc nulls last, coalesce(c.last_message_at, c.created_at) desc, c.id desc limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`,
    ),
    db.execute<{
      total: number;
      unread: number;
    }>(sql`select count(*) filter (where ${where})::int as total, count(*) filter (where c.latest_mid > m.last_read_mid)::int as unread
      from chat_members m join chats c on c.id = m.chat_id left join events e on e.id = c.event_id where m.user_id = ${me} and m.left_at is null`),
  ]);
  return {
    chats,
    unreadChats: counts.rows[0].unread,
    ...pageInfo(q.pageNo, q.count, counts.rows[0].total),
  };
}

/** GET /api/group/info?chatId: the chat and its current members (404 to non-members). */
export async function chatInfo(db: Db, actor: Actor, chatId: number): Promise<ChatInfo> {
  await membership(db, actor.userId, chatId);
  const chat = await chatSummary(db, actor.userId, chatId);
  const { rows } = await db.execute<{
    u: unknown;
    role: ChatMember['role'];
    joined_at: unknown;
    status: string;
    last_read_mid: number;
  }>(sql`select ${userSummaryJson()} as u, m.role, m.joined_at, u.status, m.last_read_mid
    from chat_members m join users u on u.id = m.user_id where m.chat_id = ${chatId} and m.left_at is null order by m.role = 'OWNER' desc, u.first_name, u.last_name, u.id`);
  const members = rows.map((r) => ({
    ...jsonValue<UserSummary>(r.u),
    role: r.role,
    joinedAt: iso(r.joined_at)!,
    isDeactivated: r.status !== 'ACTIVE',
    lastRead: Number(r.last_read_mid),
  }));
  return { ...chat, members };
}

/**
 * POST /api/group/event: the group of an event (EVENT_GROUP, named after the event), created on first
 * need with the users assigned to the event as members (eventGroups.ts). 404 for an unknown event; 403
 * 'Chat is available only to users assigned to this event' to anyone else.
 */
export async function openEventChat(db: Db, actor: Actor, eventId: number): Promise<ChatSummary> {
  const { rows } = await db.execute(sql`select 1 from events where id = ${eventId}`);
  if (!rows.length) throw notFound('Event not found', 'EVENT_NOT_FOUND');
  const chatId = await db.transaction(async (tx) =>
    (await syncEventGroups(tx, [eventId])).get(eventId)!,
  );
  await membership(db, actor.userId, chatId);
  return chatSummary(db, actor.userId, chatId);
}

/** Refuses users that do not exist or are not active (400 naming the field). */
async function assertActiveUsers(tx: Tx, field: string, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const { rows } = await tx.execute<{ id: number }>(
    sql`select id from users where id = any(${idArray(ids)}) and status = 'ACTIVE'`,
  );
  const found = new Set(rows.map((r) => Number(r.id)));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined)
    throw fieldError(field, `lists user ${missing}, who is not an active user`);
}

/**
 * POST /api/user/group (spec 000 §2.6): the personal chat with `userId` — the existing one, or a new one.
 * Refused with the spec's texts: the caller themself, an unknown (or deactivated) user, a user who never
 * logged in (no recorded activity). One chat per pair even when both open it at once (unique pair key).
 */
export async function openPersonalChat(db: Db, actor: Actor, userId: number): Promise<ChatSummary> {
  const me = actor.userId;
  if (userId === me) throw badRequest(CHAT_MESSAGES.selfChat, 'SELF_CHAT');
  const key = `${Math.min(me, userId)}:${Math.max(me, userId)}`;
  const found = await db.execute<{ id: number }>(
    sql`select id from chats where personal_key = ${key}`,
  );
  if (found.rows.length) return chatSummary(db, me, Number(found.rows[0].id));
  const { rows: users } = await db.execute<{ status: string; last_active_on: unknown }>(
    sql`select status, last_active_on from users where id = ${userId}`,
  );
  if (!users.length || users[0].status !== 'ACTIVE')
    throw notFound(CHAT_MESSAGES.userNotFound, 'USER_NOT_FOUND');
  if (!users[0].last_active_on) throw badRequest(CHAT_MESSAGES.neverLoggedIn, 'USER_NOT_LOGGED_IN');
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      id: number;
    }>(sql`insert into chats (purpose, owner_user_id, personal_key) values ('PERSONAL_CHAT', ${me}, ${key})
      on conflict (personal_key) where personal_key is not null do nothing returning id`);
    // opened by both at once: the other insert waited for this one's writer, so a new statement sees its row
    const id = rows.length
      ? Number(rows[0].id)
      : Number(
          (await tx.execute<{ id: number }>(sql`select id from chats where personal_key = ${key}`))
            .rows[0].id,
        );
    if (rows.length)
      await tx.execute(
        sql`insert into chat_members (chat_id, user_id, role) values (${id}, ${me}, 'MEMBER'), (${id}, ${userId}, 'MEMBER')`,
      );
    return chatSummary(tx, me, id);
  });
}

/**
 * POST /api/user/group/support: the caller's personal chat with the support user (What's New 'message us',
 * spec 000 §2.10): `supportUserId` when configured (SUPPORT_USER_ID), else the first active admin —
 * one who has logged in if any. 404 'User not found' when there is none; the support user asking
 * gets 'You cannot chat with yourself'.
 */
export async function openSupportChat(
  db: Db,
  actor: Actor,
  supportUserId: number | undefined,
): Promise<ChatSummary> {
  if (supportUserId) return openPersonalChat(db, actor, supportUserId);
  const { rows } = await db.execute<{ id: number }>(
    sql`select id from users where is_admin and status = 'ACTIVE' order by last_active_on is null, id limit 1`,
  );
  if (!rows.length) throw notFound(CHAT_MESSAGES.userNotFound, 'USER_NOT_FOUND');
  return openPersonalChat(db, actor, Number(rows[0].id));
}

/**
 * PUT /api/group: a group (REG_GROUP) owned by the caller with the listed active users, opened by the
 * 'Group Created' announcement. Answers the id, the spec's toast text, the announcement and who gets it.
 */
export async function createGroup(
  db: Db,
  actor: Actor,
  req: { name: string; description: string; members: number[]; picture?: string | null },
) {
  const others = [...new Set(req.members)].filter((id) => id !== actor.userId);
  return db.transaction(async (tx) => {
    await assertActiveUsers(tx, 'members', others);
    const { rows } = await tx.execute<{
      id: number;
    }>(sql`insert into chats (purpose, name, description, picture, owner_user_id)
      values ('REG_GROUP', ${req.name}, ${req.description || null}, ${req.picture ?? null}, ${actor.userId}) returning id`);
    const id = Number(rows[0].id);
    await tx.execute(sql`insert into chat_members (chat_id, user_id, role) select ${id}, x, case when x = ${actor.userId} then 'OWNER' else 'MEMBER' end
      from unnest(${idArray([actor.userId, ...others])}) as x`);
    const message = await announce(tx, id, actor.userId, 'GROUP_CREATED', others);
    return {
      id,
      message: CHAT_MESSAGES.groupCreated,
      announcement: message,
      recipients: [actor.userId, ...others],
    };
  });
}

/** A group the caller may change: a REG_GROUP (400 otherwise) that they own (403). Locks the chat row. */
async function ownedGroup(tx: Tx, actor: Actor, chatId: number, allowSelfLeave = false) {
  const me = await membership(tx, actor.userId, chatId, true);
  if (me.purpose !== 'REG_GROUP') throw badRequest(CHAT_MESSAGES.notAGroup, 'NOT_A_GROUP');
  if (me.role !== 'OWNER' && !allowSelfLeave)
    throw forbidden(CHAT_MESSAGES.ownerOnly, 'OWNER_ONLY');
  return me;
}

/** PATCH /api/group: the owner edits the name, description or picture. */
export async function updateGroup(
  db: Db,
  actor: Actor,
  req: { chatId: number; name?: string; description?: string; picture?: string | null },
) {
  return db.transaction(async (tx) => {
    await ownedGroup(tx, actor, req.chatId);
    await tx.execute(sql`update chats set name = coalesce(${req.name ?? null}, name),
      description = ${req.description === undefined ? sql`description` : sql`${req.description || null}`},
      picture = ${req.picture === undefined ? sql`picture` : sql`${req.picture}`} where id = ${req.chatId}`);
    return { message: CHAT_MESSAGES.groupUpdated };
  });
}

/**
 * POST /api/group/user: the owner adds active users (a former member comes back; unread starts after
 * what was there). An ADDED_TO_GROUP announcement names who joined. Answers the announcement (none when
 * everyone was already in) and the members to tell.
 */
export async function addMembers(db: Db, actor: Actor, req: { chatId: number; userIds: number[] }) {
  return db.transaction(async (tx) => {
    const me = await ownedGroup(tx, actor, req.chatId);
    const ids = [...new Set(req.userIds)];
    await assertActiveUsers(tx, 'userIds', ids);
    const { rows } = await tx.execute<{
      user_id: number;
    }>(sql`insert into chat_members (chat_id, user_id, role, last_read_mid)
      select ${req.chatId}, x, 'MEMBER', ${me.latestMid} from unnest(${idArray(ids)}) as x
      on conflict (chat_id, user_id) do update set left_at = null, joined_at = now(), role = 'MEMBER', last_read_mid = excluded.last_read_mid where chat_members.left_at is not null
      returning user_id`);
    const added = rows.map((r) => Number(r.user_id)).sort((a, b) => a - b);
    const announcement = added.length
      ? await announce(tx, req.chatId, actor.userId, 'ADDED_TO_GROUP', added)
      : null;
    return {
      message: CHAT_MESSAGES.groupUpdated,
      announcement,
      recipients: await memberIds(tx, req.chatId),
    };
  });
}

/**
 * PATCH /api/group/user: the owner removes members (never themselves), or a member leaves (their own id
 * alone). A REMOVED_FROM_GROUP announcement goes to those who stay and those who left.
 */
export async function removeMembers(
  db: Db,
  actor: Actor,
  req: { chatId: number; userIds: number[] },
) {
  return db.transaction(async (tx) => {
    const ids = [...new Set(req.userIds)];
    const leaving = ids.length === 1 && ids[0] === actor.userId;
    const me = await ownedGroup(tx, actor, req.chatId, leaving);
    if (ids.includes(me.ownerUserId ?? 0) || (me.role === 'OWNER' && ids.includes(actor.userId)))
      throw new AppError(400, 'OWNER_STAYS', CHAT_MESSAGES.ownerStays);
    const { rows } = await tx.execute<{ user_id: number }>(
      sql`update chat_members set left_at = now() where chat_id = ${req.chatId} and user_id = any(${idArray(ids)}) and left_at is null returning user_id`,
    );
    const removed = rows.map((r) => Number(r.user_id)).sort((a, b) => a - b);
    const announcement = removed.length
      ? await announce(tx, req.chatId, actor.userId, 'REMOVED_FROM_GROUP', removed)
      : null;
    return {
      message: CHAT_MESSAGES.groupUpdated,
      announcement,
      recipients: [...(await memberIds(tx, req.chatId)), ...removed],
    };
  });
}

/** POST /api/group/notification and /api/group/pin: the caller's own mute and pin of a chat (404 to non-members). */
export async function setChatFlag(
  db: Db,
  actor: Actor,
  req: { chatId: number; mute?: boolean; pin?: boolean },
) {
  const set =
    req.mute !== undefined
      ? sql`muted = ${req.mute}`
      : sql`pinned_at = ${req.pin ? sql`coalesce(pinned_at, now())` : sql`null`}`;
  const { rows } = await db.execute(
    sql`update chat_members set ${set} where chat_id = ${req.chatId} and user_id = ${actor.userId} and left_at is null returning 1`,
  );
  if (!rows.length) throw notFound(CHAT_MESSAGES.chatNotFound, 'CHAT_NOT_FOUND');
  if (req.mute !== undefined)
    return {
      message: req.mute ? CHAT_MESSAGES.notificationsDisabled : CHAT_MESSAGES.notificationsEnabled,
    };
  return { message: req.pin ? CHAT_MESSAGES.chatPinned : CHAT_MESSAGES.chatUnpinned };
}
