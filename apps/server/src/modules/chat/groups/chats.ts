import {
  CHAT_MESSAGES,
  type ChatInfo,
  type ChatListResult,
  type ChatSummary,
} from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';
import type { Actor } from '../../../auth/actor.js';
import { AppError, badRequest, fieldError, forbidden, notFound } from '../../../lib/errors.js';
import { offsetOf, pageInfo } from '../../../lib/paging.js';
import { eventExists } from '../../../db/eventExists.js';
import { membership } from './membership.js';
import {
  activeUserIds,
  chatListPage,
  currentMembers,
  chatPartner,
  chatSummaryOf,
  firstActiveAdmin,
  memberIds,
  personalChatId,
} from './queries.js';
import {
  addChatMembers,
  createPersonalChat,
  insertGroup,
  leaveChat,
  setMemberFlag,
  updateGroupFields,
} from './writeQueries.js';
import { announce } from '../messages/sending.js';
import { syncDirtyEventGroups, syncEventGroups } from './eventGroups.js';

/** The database and the caller of a chat request. */
type ChatContext = { db: Db; actor: Actor };

/** One chat as the caller sees it (404 unless a current member). */
async function chatSummary(tx: Tx, me: number, chatId: number): Promise<ChatSummary> {
  const chat = await chatSummaryOf(tx, me, chatId);
  if (!chat) throw notFound(CHAT_MESSAGES.chatNotFound, 'CHAT_NOT_FOUND');
  return chat;
}

/**
 * POST /api/group (spec 001 §7 chat list): the caller's chats of a tab — CHATS (personal chats and
 * groups; a personal chat shows for the other user once it has a message) or EVENTS (event groups,
 * current or archived) — pinned first, then by latest activity, 100 a page; with the number of the
 * caller's chats that have unread messages (the header badge).
 */
export async function listChats({
  db,
  actor,
  q,
}: ChatContext & {
  q: { chatType: 'CHATS' | 'EVENTS'; archivedEvents: boolean; pageNo: number; count: number };
}): Promise<ChatListResult> {
  // event groups whose pairings changed get today's members first (eventGroups.ts): the EVENTS tab and the unread count see them
  await syncDirtyEventGroups(db);
  const { chats, total, unread } = await chatListPage(db, {
    me: actor.userId,
    chatType: q.chatType,
    archivedEvents: q.archivedEvents,
    limit: q.count,
    offset: offsetOf(q.pageNo, q.count),
  });
  return { chats, unreadChats: unread, ...pageInfo(q.pageNo, q.count, total) };
}

/** GET /api/group/info?chatId: the chat and its current members (404 to non-members). */
export async function chatInfo({
  db,
  actor,
  chatId,
}: ChatContext & { chatId: number }): Promise<ChatInfo> {
  await membership(db, actor.userId, chatId);
  const chat = await chatSummary(db, actor.userId, chatId);
  return { ...chat, members: await currentMembers(db, chatId) };
}

/**
 * attach-to-group (spec 001 §7 Realtime, client → server): the client opens chat `chatId`. Answers the
 * chat as the list shows it (latestMid, lastRead, unreadCount, draft), from which the client reads what
 * it missed (GET /message/recent?afterMid); 404 CHAT_NOT_FOUND unless a current member, 403 for an event
 * group the caller is no longer assigned to.
 */
export async function attachToChat({
  db,
  userId,
  chatId,
}: {
  db: Db;
  userId: number;
  chatId: number;
}): Promise<ChatSummary> {
  await membership(db, userId, chatId);
  return chatSummary(db, userId, chatId);
}

/**
 * POST /api/group/event: the group of an event (EVENT_GROUP, named after the event), created on first
 * need with the users assigned to the event as members (eventGroups.ts). 404 for an unknown event; 403
 * 'Chat is available only to users assigned to this event' to anyone else.
 */
export async function openEventChat({
  db,
  actor,
  eventId,
}: ChatContext & { eventId: number }): Promise<ChatSummary> {
  if (!(await eventExists(db, eventId))) throw notFound('Event not found', 'EVENT_NOT_FOUND');
  const chatId = await db.transaction(async (tx) =>
    (await syncEventGroups(tx, [eventId])).get(eventId)!,
  );
  await membership(db, actor.userId, chatId);
  return chatSummary(db, actor.userId, chatId);
}

/** Refuses users that do not exist or are not active (400 naming the field). */
async function assertActiveUsers(tx: Tx, field: string, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const found = await activeUserIds(tx, ids);
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined)
    throw fieldError(field, `lists user ${missing}, who is not an active user`);
}

/**
 * POST /api/user/group (spec 000 §2.6): the personal chat with `userId` — the existing one, or a new one.
 * Refused with the spec's texts: the caller themself, an unknown (or deactivated) user, a user who never
 * logged in (no recorded activity). One chat per pair even when both open it at once (unique pair key).
 */
export async function openPersonalChat({
  db,
  actor,
  userId,
}: ChatContext & { userId: number }): Promise<ChatSummary> {
  const me = actor.userId;
  if (userId === me) throw badRequest(CHAT_MESSAGES.selfChat, 'SELF_CHAT');
  const key = `${Math.min(me, userId)}:${Math.max(me, userId)}`;
  const found = await personalChatId(db, key);
  if (found !== undefined) return chatSummary(db, me, found);
  const partner = await chatPartner(db, userId);
  if (!partner?.active) throw notFound(CHAT_MESSAGES.userNotFound, 'USER_NOT_FOUND');
  if (!partner.everActive) throw badRequest(CHAT_MESSAGES.neverLoggedIn, 'USER_NOT_LOGGED_IN');
  return db.transaction(async (tx) => {
    const id = await createPersonalChat(tx, { me, other: userId, key });
    return chatSummary(tx, me, id);
  });
}

/**
 * POST /api/user/group/support: the caller's personal chat with the support user (What's New 'message us',
 * spec 000 §2.10): `supportUserId` when configured (SUPPORT_USER_ID), else the first active admin —
 * one who has logged in if any. 404 'User not found' when there is none; the support user asking
 * gets 'You cannot chat with yourself'.
 */
export async function openSupportChat({
  db,
  actor,
  supportUserId,
}: ChatContext & { supportUserId: number | undefined }): Promise<ChatSummary> {
  if (supportUserId) return openPersonalChat({ db, actor, userId: supportUserId });
  const admin = await firstActiveAdmin(db);
  if (admin === undefined) throw notFound(CHAT_MESSAGES.userNotFound, 'USER_NOT_FOUND');
  return openPersonalChat({ db, actor, userId: admin });
}

/**
 * PUT /api/group: a group (REG_GROUP) owned by the caller with the listed active users, opened by the
 * 'Group Created' announcement. Answers the id, the spec's toast text, the announcement and who gets it.
 */
export async function createGroup({
  db,
  actor,
  req,
}: ChatContext & {
  req: { name: string; description: string; members: number[]; picture?: string | null };
}) {
  const others = [...new Set(req.members)].filter((id) => id !== actor.userId);
  return db.transaction(async (tx) => {
    await assertActiveUsers(tx, 'members', others);
    const id = await insertGroup(tx, {
      name: req.name,
      description: req.description || null,
      picture: req.picture ?? null,
      ownerId: actor.userId,
      others,
    });
    const message = await announce({
      tx,
      chatId: id,
      actorUserId: actor.userId,
      actionName: 'GROUP_CREATED',
      involved: others,
    });
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
export async function updateGroup({
  db,
  actor,
  req,
}: ChatContext & {
  req: { chatId: number; name?: string; description?: string; picture?: string | null };
}) {
  return db.transaction(async (tx) => {
    await ownedGroup(tx, actor, req.chatId);
    await updateGroupFields(tx, req);
    return { message: CHAT_MESSAGES.groupUpdated };
  });
}

/** Users to add to or remove from a group. */
type MembersChange = { chatId: number; userIds: number[] };

/**
 * POST /api/group/user: the owner adds active users (a former member comes back; unread starts after
 * what was there). An ADDED_TO_GROUP announcement names who joined. Answers the announcement (none when
 * everyone was already in) and the members to tell.
 */
export async function addMembers({ db, actor, req }: ChatContext & { req: MembersChange }) {
  return db.transaction(async (tx) => {
    const me = await ownedGroup(tx, actor, req.chatId);
    const ids = [...new Set(req.userIds)];
    await assertActiveUsers(tx, 'userIds', ids);
    const added = await addChatMembers(tx, { chatId: req.chatId, ids, latestMid: me.latestMid });
    const announcement = added.length
      ? await announce({
          tx,
          chatId: req.chatId,
          actorUserId: actor.userId,
          actionName: 'ADDED_TO_GROUP',
          involved: added,
        })
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
export async function removeMembers({ db, actor, req }: ChatContext & { req: MembersChange }) {
  return db.transaction(async (tx) => {
    const ids = [...new Set(req.userIds)];
    const leaving = ids.length === 1 && ids[0] === actor.userId;
    const me = await ownedGroup(tx, actor, req.chatId, leaving);
    if (ids.includes(me.ownerUserId ?? 0) || (me.role === 'OWNER' && ids.includes(actor.userId)))
      throw new AppError(400, 'OWNER_STAYS', CHAT_MESSAGES.ownerStays);
    const removed = await leaveChat(tx, req.chatId, ids);
    const announcement = removed.length
      ? await announce({
          tx,
          chatId: req.chatId,
          actorUserId: actor.userId,
          actionName: 'REMOVED_FROM_GROUP',
          involved: removed,
        })
      : null;
    return {
      message: CHAT_MESSAGES.groupUpdated,
      announcement,
      recipients: [...(await memberIds(tx, req.chatId)), ...removed],
    };
  });
}

/** POST /api/group/notification and /api/group/pin: the caller's own mute and pin of a chat (404 to non-members). */
export async function setChatFlag({
  db,
  actor,
  req,
}: ChatContext & { req: { chatId: number; mute?: boolean; pin?: boolean } }) {
  if (!(await setMemberFlag(db, { ...req, userId: actor.userId })))
    throw notFound(CHAT_MESSAGES.chatNotFound, 'CHAT_NOT_FOUND');
  if (req.mute !== undefined)
    return {
      message: req.mute ? CHAT_MESSAGES.notificationsDisabled : CHAT_MESSAGES.notificationsEnabled,
    };
  return { message: req.pin ? CHAT_MESSAGES.chatPinned : CHAT_MESSAGES.chatUnpinned };
}
