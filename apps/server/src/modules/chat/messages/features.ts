import {
  CHAT_MESSAGES,
  type ChatMessage,
  type DraftEvent,
  type MessageListResult,
  type MessagePinEvent,
  type MessageStarEvent,
  type ReactionEvent,
  type TypingEvent,
} from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';
import type { Actor } from '../../../auth/actor.js';
import { badRequest, notFound } from '../../../lib/errors.js';
import { offsetOf, pageInfo } from '../../../lib/paging.js';
import type { Notifications } from '../../notifications/index.js';
import { membership } from '../groups/membership.js';
import { memberIds } from '../groups/queries.js';
import {
  messageById,
  messageContent,
  messageHead,
  pinnedPage,
  starredPage,
  userName,
} from './queries.js';
import {
  deleteDraft,
  deletePin,
  deleteReaction,
  deleteStar,
  insertPin,
  insertReaction,
  insertStar,
  pinOf,
  upsertDraft,
} from './writeQueries.js';
import { storeNext } from './sending.js';
import { notifyMentions } from './messages.js';
import { copyFiles } from '../files/fileQueries.js';

/**
 * Message features of the chat (spec 001 §3 message interaction, pin and star, §4 chat
 * messages and states, §7 Realtime): reactions, pins (shared by the chat), stars (the caller's own),
 * forwarding, drafts (the caller's own, per chat) and typing. Each acts on a message of a chat the caller
 * is a member of (404 otherwise; 403 for an event group they are not assigned to), and answers what the
 * socket pushes after commit and to whom.
 */

/** The database and the user of a socket event. */
type SocketContext = { db: Db; userId: number };

/** A message in a chat the caller is in (404 for an unknown message or a chat they are not in). */
async function visibleMessage(tx: Tx, userId: number, messageId: number) {
  const m = await messageHead(tx, messageId);
  if (!m) throw notFound(CHAT_MESSAGES.messageNotFound, 'MESSAGE_NOT_FOUND');
  await membership(tx, userId, m.chatId);
  return { chatId: m.chatId, mid: m.mid, type: m.type, deleted: m.deleted };
}

/**
 * reaction-add / reaction-remove: the caller's emoji on a message (not on a deleted one or an
 * announcement: 400). Adding twice or removing what is not there changes nothing (`changed` false).
 */
export async function react({
  db,
  userId,
  req,
  add,
}: SocketContext & { req: { messageId: number; emoji: string }; add: boolean }) {
  return db.transaction(async (tx) => {
    const m = await visibleMessage(tx, userId, req.messageId);
    if (add && (m.deleted || m.type !== 'TEXT'))
      throw badRequest(CHAT_MESSAGES.cannotReact, 'CANNOT_REACT');
    const reaction = { messageId: req.messageId, userId, emoji: req.emoji };
    const changed = add ? await insertReaction(tx, reaction) : await deleteReaction(tx, reaction);
    const event: ReactionEvent = {
      chatId: m.chatId,
      messageId: req.messageId,
      mid: m.mid,
      userId,
      emoji: req.emoji,
    };
    return { event, changed, recipients: await memberIds(tx, m.chatId) };
  });
}

/** pin-message / unpin-message: any member pins a message of the chat for everyone (spec 001 §4: the pinner and time), or unpins it. */
export async function pin({
  db,
  userId,
  req,
  on,
}: SocketContext & { req: { messageId: number }; on: boolean }) {
  return db.transaction(async (tx) => {
    const m = await visibleMessage(tx, userId, req.messageId);
    if (on && m.deleted) throw notFound(CHAT_MESSAGES.messageNotFound, 'MESSAGE_NOT_FOUND');
    if (on) await insertPin(tx, { messageId: req.messageId, chatId: m.chatId, userId });
    else await deletePin(tx, req.messageId);
    const event: MessagePinEvent = {
      chatId: m.chatId,
      messageId: req.messageId,
      mid: m.mid,
      ...(await pinOf(tx, req.messageId)),
    };
    return {
      event,
      message: on ? CHAT_MESSAGES.messagePinned : CHAT_MESSAGES.messageUnpinned,
      recipients: await memberIds(tx, m.chatId),
    };
  });
}

/** star-message / unstar-message: the caller's own star on a message (not a deleted one). */
export async function star({
  db,
  userId,
  req,
  on,
}: SocketContext & { req: { messageId: number }; on: boolean }) {
  return db.transaction(async (tx) => {
    const m = await visibleMessage(tx, userId, req.messageId);
    if (on && m.deleted) throw notFound(CHAT_MESSAGES.messageNotFound, 'MESSAGE_NOT_FOUND');
    if (on) await insertStar(tx, { userId, messageId: req.messageId });
    else await deleteStar(tx, { userId, messageId: req.messageId });
    const event: MessageStarEvent = { chatId: m.chatId, messageId: req.messageId, isStarred: on };
    return { event, message: on ? CHAT_MESSAGES.messageStarred : CHAT_MESSAGES.messageUnstarred };
  });
}

/**
 * forward-message: copies a text message (not deleted, not an announcement: 400) into each listed chat —
 * the caller must be a member of the source chat and of every target (404 otherwise; nothing is sent then).
 * Each copy is a new message of the target (its next mid, marked forwarded, the sender the caller) stored
 * once per (target, caller, `localId`), so a retried forward makes no second copy. Mentions in the copy
 * notify the target's mentioned members. Answers the copies, each with the members to tell.
 */
export async function forward({
  db,
  notes,
  userId,
  req,
}: SocketContext & {
  notes: Notifications;
  req: { messageId: number; chatIds: number[]; localId: string };
}) {
  return notes.run(db, async (tx, notify) => {
    const m = await visibleMessage(tx, userId, req.messageId);
    if (m.deleted || m.type !== 'TEXT')
      throw badRequest(CHAT_MESSAGES.notForwardable, 'NOT_FORWARDABLE');
    const content = await messageContent(tx, req.messageId);
    const targets = [...new Set(req.chatIds)].sort((a, b) => a - b); // lock chat rows in one order: concurrent forwards never deadlock
    const out: { message: ChatMessage; recipients: number[] }[] = [];
    for (const chatId of targets) await membership(tx, userId, chatId);
    for (const chatId of targets) {
      const {
        message,
        fresh,
        members: recipients,
      } = await storeNext(tx, {
        chatId,
        senderUserId: userId,
        localId: req.localId,
        content,
        forwardedFrom: req.messageId,
      });
      if (fresh) {
        await copyFiles(tx, { fromMessageId: req.messageId, toMessageId: message.id, chatId });
        await notifyMentions({
          tx,
          notify,
          senderId: userId,
          chatId,
          content,
          members: recipients,
        });
      }
      out.push({ message: fresh ? await messageById(tx, message.id) : message, recipients });
    }
    return out;
  });
}

/** draft-message: stores (or, blank, clears) the caller's draft of a chat they are in; their other tabs get it. */
export async function saveDraft({
  db,
  userId,
  req,
}: SocketContext & { req: { chatId: number; content: string } }): Promise<DraftEvent> {
  return db.transaction(async (tx) => {
    await membership(tx, userId, req.chatId);
    if (!req.content.trim()) {
      await deleteDraft(tx, { chatId: req.chatId, userId });
      return { chatId: req.chatId, content: '', updatedAt: new Date().toISOString() };
    }
    const updatedAt = await upsertDraft(tx, { chatId: req.chatId, userId, content: req.content });
    return { chatId: req.chatId, content: req.content, updatedAt };
  });
}

/** typing: who is typing where, for the chat's other members (nothing stored; clients clear it after a time-out). */
export async function typing({ db, userId, req }: SocketContext & { req: { chatId: number } }) {
  await membership(db, userId, req.chatId);
  const event: TypingEvent = { chatId: req.chatId, userId, userName: await userName(db, userId) };
  return { event, recipients: (await memberIds(db, req.chatId)).filter((id) => id !== userId) };
}

/** GET /api/message/pinned?chatId&pageNo: the chat's pinned messages, the newest pin first, 100 a page. */
export async function pinnedMessages({
  db,
  actor,
  q,
}: {
  db: Db;
  actor: Actor;
  q: { chatId: number; pageNo: number; count: number };
}): Promise<MessageListResult> {
  await membership(db, actor.userId, q.chatId);
  const { messages, total } = await pinnedPage(db, {
    chatId: q.chatId,
    viewer: actor.userId,
    limit: q.count,
    offset: offsetOf(q.pageNo, q.count),
  });
  return { messages, ...pageInfo(q.pageNo, q.count, total) };
}

/** GET /api/message/starred?pageNo: the caller's starred messages in the chats they are still in, the newest star first, 100 a page. */
export async function starredMessages({
  db,
  actor,
  q,
}: {
  db: Db;
  actor: Actor;
  q: { pageNo: number; count: number };
}): Promise<MessageListResult> {
  const { messages, total } = await starredPage(db, {
    viewer: actor.userId,
    limit: q.count,
    offset: offsetOf(q.pageNo, q.count),
  });
  return { messages, ...pageInfo(q.pageNo, q.count, total) };
}
