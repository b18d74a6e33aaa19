import { CHAT_MESSAGES, type ChatMessage, type MessagesResult } from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';
import type { Actor } from '../../../auth/actor.js';
import { forbidden, notFound } from '../../../lib/errors.js';
import { offsetOf, pageInfo } from '../../../lib/paging.js';
import { mentionedUserIds } from '../../../lib/mentions.js';
import type { AddNotifications, Notifications } from '../../notifications/index.js';
import { nameOf, plain } from '../../notifications/index.js';
import { membership } from '../groups/membership.js';
import { memberIds } from '../groups/queries.js';
import {
  chatTitle,
  messageById,
  messageHead,
  messageInChat,
  messagesByMid,
  modifiedPage,
} from './queries.js';
import { markDeleted, readUpTo, updateContent } from './writeQueries.js';
import { storeNext } from './sending.js';
import { attachFiles } from '../files/messageFiles.js';

/** The database and the caller of a message request. */
type MessageContext = { db: Db; actor: Actor };

/**
 * Tells the chat's members mentioned with `@[Name](userId)` in `content` (CHAT_MENTION), inside the sending
 * transaction: only current members, never the sender. Mentions of anyone else are left as text.
 */
export async function notifyMentions({
  tx,
  notify,
  senderId,
  chatId,
  content,
  members,
}: {
  tx: Tx;
  notify: AddNotifications;
  senderId: number;
  chatId: number;
  content: string;
  members: number[];
}): Promise<void> {
  const inChat = new Set(members);
  const to = mentionedUserIds(content).filter((id) => id !== senderId && inChat.has(id));
  if (!to.length) return;
  const [by, title] = await Promise.all([nameOf(tx, senderId), chatTitle(tx, chatId)]);
  const where = title ? ` in **${plain(title)}**` : ' in a chat';
  await notify(
    to.map((userId) => ({
      userId,
      type: 'CHAT_MENTION' as const,
      actorUserId: senderId,
      content: `**${by}** mentioned you${where}`,
    })),
  );
}

/**
 * PUT /api/message: stores the message once per (chat, sender, localId) with the chat's
 * next mid (storeNext: the chat row is locked while it commits, so mids follow commit order without gaps). A
 * retry — even concurrent with the first — answers the stored message (`fresh` false). Only members send
 * (404, 403 outside an event's group); a reply must quote a message of the same chat; files must be the sender's own unused chat uploads
 * (`files/messageFiles.ts`). Members mentioned in the text get a CHAT_MENTION notification, written in the same
 * transaction (pushed after commit). Answers the message and the members to tell.
 */
export async function sendMessage({
  db,
  notes,
  actor,
  req,
}: MessageContext & {
  notes: Notifications;
  req: {
    chatId: number;
    content: string;
    localId: string;
    replyingTo?: number | null;
    files?: { fileId: number; thumbnailFileId?: number | null }[];
  };
}): Promise<{ message: ChatMessage; fresh: boolean; recipients: number[] }> {
  const store = async (tx: Tx) => {
    const { members, ...stored } = await storeNext(tx, {
      chatId: req.chatId,
      senderUserId: actor.userId,
      localId: req.localId,
      content: req.content,
      replyingTo: req.replyingTo,
    });
    return { ...stored, recipients: members };
  };
  const files = req.files ?? [];
  if (!req.replyingTo && !files.length && !mentionedUserIds(req.content).length)
    return db.transaction(store);
  return notes.run(db, async (tx, notify) => {
    const sent = await store(tx);
    if (!sent.fresh) return sent;
    if (req.replyingTo && !(await messageInChat(tx, req.replyingTo, req.chatId)))
      throw notFound(CHAT_MESSAGES.messageNotFound, 'MESSAGE_NOT_FOUND'); // rolls the message back
    await attachFiles({
      tx,
      senderUserId: actor.userId,
      chatId: req.chatId,
      messageId: sent.message.id,
      list: files,
    });
    await notifyMentions({
      tx,
      notify,
      senderId: actor.userId,
      chatId: req.chatId,
      content: req.content,
      members: sent.recipients,
    });
    return files.length ? { ...sent, message: await messageById(tx, sent.message.id) } : sent;
  });
}

/**
 * GET /api/message (spec 001 §7 messages by mid range): in mid order, at most `count` (100) — after
 * `afterMid` (catch-up: the oldest first), before `beforeMid` (scrolling up: the newest of them), between
 * both, or the latest page. Deleted messages keep their place with blank content.
 */
export async function listMessages({
  db,
  actor,
  q,
}: MessageContext & {
  q: { chatId: number; afterMid?: number; beforeMid?: number; count: number };
}): Promise<MessagesResult> {
  const me = await membership(db, actor.userId, q.chatId);
  const forward = q.afterMid !== undefined;
  const rows = await messagesByMid(db, {
    chatId: q.chatId,
    afterMid: q.afterMid,
    beforeMid: q.beforeMid,
    limit: q.count + 1,
    viewer: actor.userId,
  });
  const hasMore = rows.length > q.count;
  const page = rows.slice(0, q.count);
  return { messages: forward ? page : page.reverse(), latestMid: me.latestMid, hasMore };
}

/**
 * GET /api/message/modified (spec 001 §7): messages of the chat edited or deleted after `since`, the
 * oldest change first, 100 a page (a client syncing after a gap replays them over its copies).
 */
export async function modifiedMessages({
  db,
  actor,
  q,
}: MessageContext & { q: { chatId: number; since: string; pageNo: number; count: number } }) {
  await membership(db, actor.userId, q.chatId);
  const { messages, total } = await modifiedPage(db, {
    chatId: q.chatId,
    since: q.since,
    limit: q.count,
    offset: offsetOf(q.pageNo, q.count),
  });
  return { messages, ...pageInfo(q.pageNo, q.count, total) };
}

/** A message the caller may change: in a chat they are in (404 otherwise), theirs and not an announcement (403), not deleted (404). */
async function ownMessage(tx: Tx, userId: number, messageId: number, allowDeleted = false) {
  const m = await messageHead(tx, messageId);
  if (!m) throw notFound(CHAT_MESSAGES.messageNotFound, 'MESSAGE_NOT_FOUND');
  await membership(tx, userId, m.chatId);
  if (m.senderUserId !== userId || m.type !== 'TEXT')
    throw forbidden(CHAT_MESSAGES.authorOnly, 'AUTHOR_ONLY');
  if (m.deleted && !allowDeleted)
    throw notFound(CHAT_MESSAGES.messageNotFound, 'MESSAGE_NOT_FOUND');
  return { chatId: m.chatId, deleted: m.deleted };
}

/** PATCH /api/message: the sender edits the text (editVersion + 1; the modified feed sees it). Answers the message and the members to tell. */
export async function editMessage({
  db,
  actor,
  req,
}: MessageContext & { req: { messageId: number; content: string } }) {
  return db.transaction(async (tx) => {
    const { chatId } = await ownMessage(tx, actor.userId, req.messageId);
    await updateContent(tx, req.messageId, req.content);
    return {
      message: await messageById(tx, req.messageId),
      recipients: await memberIds(tx, chatId),
    };
  });
}

/**
 * POST /api/message/removal and the `delete-message` socket event: the sender deletes a message — it keeps its mid, its content is cleared, its
 * pin, stars and reactions go, and replies quoting it show the original as deleted. Deleting it again changes nothing. Answers the message
 * and the members to tell (`changed` false for a repeat).
 */
export async function deleteMessage({
  db,
  userId,
  req,
}: {
  db: Db;
  userId: number;
  req: { messageId: number };
}) {
  return db.transaction(async (tx) => {
    const { chatId, deleted } = await ownMessage(tx, userId, req.messageId, true);
    // the 001 §4 cascade: a deleted message is unpinned, unstarred and loses its reactions
    if (!deleted) await markDeleted(tx, req.messageId);
    return {
      message: await messageById(tx, req.messageId),
      changed: !deleted,
      recipients: await memberIds(tx, chatId),
    };
  });
}

/**
 * POST /api/message/read and the `read-reciept` socket event: the caller read the chat up to `mid` —
 * never backwards, never past the latest mid. Answers where they are and their unread count.
 */
export async function markChatRead({
  db,
  userId,
  req,
}: {
  db: Db;
  userId: number;
  req: { chatId: number; mid: number };
}) {
  const read = await readUpTo(db, { chatId: req.chatId, userId, mid: req.mid });
  if (!read) throw notFound(CHAT_MESSAGES.chatNotFound, 'CHAT_NOT_FOUND');
  return {
    chatId: req.chatId,
    lastRead: read.lastRead,
    unreadCount: Math.max(0, read.latestMid - read.lastRead),
  };
}
