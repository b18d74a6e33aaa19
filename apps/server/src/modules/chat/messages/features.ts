import { sql } from 'drizzle-orm';
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
import { iso, offsetOf, pageInfo } from '../../../lib/paging.js';
import type { Notifications } from '../../notifications/index.js';
import { memberIds, membership } from '../groups/membership.js';
import { messageById, selectMessages } from './messageRows.js';
import { sendOnce, storeNext } from './sending.js';
import { notifyMentions } from './messages.js';
import { copyFiles } from './messageFiles.js';

/**
 * Message features of the chat (spec 001 §3 message interaction, pin and star, §4 chat
 * messages and states, §7 Realtime): reactions, pins (shared by the chat), stars (the caller's own),
 * forwarding, drafts (the caller's own, per chat) and typing. Each acts on a message of a chat the caller
 * is a member of (404 otherwise; 403 for an event group they are not assigned to), and answers what the
 * socket pushes after commit and to whom.
 */

/** A message in a chat the caller is in (404 for an unknown message or a chat they are not in). */
async function visibleMessage(tx: Tx, userId: number, messageId: number) {
  const { rows } = await tx.execute<{
    chat_id: number;
    mid: number;
    type: string;
    deleted: boolean;
  }>(
    sql`select chat_id, mid, type, deleted_at is not null as deleted from messages where id = ${messageId}`,
  );
  if (!rows.length) throw notFound(CHAT_MESSAGES.messageNotFound, 'MESSAGE_NOT_FOUND');
  const chatId = Number(rows[0].chat_id);
  await membership(tx, userId, chatId);
  return { chatId, mid: Number(rows[0].mid), type: rows[0].type, deleted: rows[0].deleted };
}

/**
 * reaction-add / reaction-remove: the caller's emoji on a message (not on a deleted one or an
 * announcement: 400). Adding twice or removing what is not there changes nothing (`changed` false).
 */
export async function react(
  db: Db,
  userId: number,
  req: { messageId: number; emoji: string },
  add: boolean,
) {
  return db.transaction(async (tx) => {
    const m = await visibleMessage(tx, userId, req.messageId);
    if (add && (m.deleted || m.type !== 'TEXT'))
      throw badRequest(CHAT_MESSAGES.cannotReact, 'CANNOT_REACT');
    const { rows } = add
      ? await tx.execute(
          sql`insert into message_reactions (message_id, user_id, emoji) values (${req.messageId}, ${userId}, ${req.emoji}) on conflict do nothing returning 1`,
        )
      : await tx.execute(
          sql`delete from message_reactions where message_id = ${req.messageId} and user_id = ${userId} and emoji = ${req.emoji} returning 1`,
        );
    const event: ReactionEvent = {
      chatId: m.chatId,
      messageId: req.messageId,
      mid: m.mid,
      userId,
      emoji: req.emoji,
    };
    return { event, changed: rows.length > 0, recipients: await memberIds(tx, m.chatId) };
  });
}

/** pin-message / unpin-message: any member pins a message of the chat for everyone (spec 001 §4: the pinner and time), or unpins it. */
export async function pin(db: Db, userId: number, req: { messageId: number }, on: boolean) {
  return db.transaction(async (tx) => {
    const m = await visibleMessage(tx, userId, req.messageId);
    if (on && m.deleted) throw notFound(CHAT_MESSAGES.messageNotFound, 'MESSAGE_NOT_FOUND');
    if (on)
      await tx.execute(
        sql`insert into message_pins (message_id, chat_id, pinned_by_user_id) values (${req.messageId}, ${m.chatId}, ${userId}) on conflict (message_id) do nothing`,
      );
    else await tx.execute(sql`delete from message_pins where message_id = ${req.messageId}`);
    const { rows } = await tx.execute<{ pinned_by_user_id: number; pinned_at: unknown }>(
      sql`select pinned_by_user_id, pinned_at from message_pins where message_id = ${req.messageId}`,
    );
    const event: MessagePinEvent = {
      chatId: m.chatId,
      messageId: req.messageId,
      mid: m.mid,
      pinnedBy: rows.length ? Number(rows[0].pinned_by_user_id) : null,
      pinnedOn: rows.length ? iso(rows[0].pinned_at) : null,
    };
    return {
      event,
      message: on ? CHAT_MESSAGES.messagePinned : CHAT_MESSAGES.messageUnpinned,
      recipients: await memberIds(tx, m.chatId),
    };
  });
}

/** star-message / unstar-message: the caller's own star on a message (not a deleted one). */
export async function star(db: Db, userId: number, req: { messageId: number }, on: boolean) {
  return db.transaction(async (tx) => {
    const m = await visibleMessage(tx, userId, req.messageId);
    if (on && m.deleted) throw notFound(CHAT_MESSAGES.messageNotFound, 'MESSAGE_NOT_FOUND');
    if (on)
      await tx.execute(
        sql`insert into message_stars (user_id, message_id) values (${userId}, ${req.messageId}) on conflict do nothing`,
      );
    else
      await tx.execute(
        sql`delete from message_stars where user_id = ${userId} and message_id = ${req.messageId}`,
      );
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
export async function forward(
  db: Db,
  notes: Notifications,
  userId: number,
  req: { messageId: number; chatIds: number[]; localId: string },
) {
  return sendOnce(() =>
    notes.run(db, async (tx, notify) => {
      const m = await visibleMessage(tx, userId, req.messageId);
      if (m.deleted || m.type !== 'TEXT')
        throw badRequest(CHAT_MESSAGES.notForwardable, 'NOT_FORWARDABLE');
      const { rows: src } = await tx.execute<{ content: string }>(
        sql`select content from messages where id = ${req.messageId}`,
      );
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
          content: src[0].content,
          forwardedFrom: req.messageId,
        });
        if (fresh) {
          await copyFiles(tx, req.messageId, message.id, chatId);
          await notifyMentions(tx, notify, userId, chatId, src[0].content, recipients);
        }
        out.push({ message: fresh ? await messageById(tx, message.id) : message, recipients });
      }
      return out;
    }),
  );
}

/** draft-message: stores (or, blank, clears) the caller's draft of a chat they are in; their other tabs get it. */
export async function saveDraft(
  db: Db,
  userId: number,
  req: { chatId: number; content: string },
): Promise<DraftEvent> {
  return db.transaction(async (tx) => {
    await membership(tx, userId, req.chatId);
    if (!req.content.trim()) {
      await tx.execute(
        sql`delete from chat_drafts where chat_id = ${req.chatId} and user_id = ${userId}`,
      );
      return { chatId: req.chatId, content: '', updatedAt: new Date().toISOString() };
    }
    const { rows } = await tx.execute<{
      updated_at: unknown;
    }>(sql`insert into chat_drafts (chat_id, user_id, content) values (${req.chatId}, ${userId}, ${req.content})
      on conflict (chat_id, user_id) do update set content = excluded.content, updated_at = now() returning updated_at`);
    return { chatId: req.chatId, content: req.content, updatedAt: iso(rows[0].updated_at)! };
  });
}

/** typing: who is typing where, for the chat's other members (nothing stored; clients clear it after a time-out). */
export async function typing(db: Db, userId: number, req: { chatId: number }) {
  await membership(db, userId, req.chatId);
  const { rows } = await db.execute<{ n: string }>(
    sql`select first_name || ' ' || last_name as n from users where id = ${userId}`,
  );
  const event: TypingEvent = { chatId: req.chatId, userId, userName: rows[0]?.n ?? '' };
  return { event, recipients: (await memberIds(db, req.chatId)).filter((id) => id !== userId) };
}

/** GET /api/message/pinned?chatId&pageNo: the chat's pinned messages, the newest pin first, 100 a page. */
export async function pinnedMessages(
  db: Db,
  actor: Actor,
  q: { chatId: number; pageNo: number; count: number },
): Promise<MessageListResult> {
  await membership(db, actor.userId, q.chatId);
  const [messages, total] = await Promise.all([
    selectMessages(
      db,
      sql`p.chat_id = ${q.chatId}`,
      sql`p.pinned_at desc, m.id desc`,
      q.count,
      offsetOf(q.pageNo, q.count),
      actor.userId,
    ),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from message_pins where chat_id = ${q.chatId}`,
    ),
  ]);
  return { messages, ...pageInfo(q.pageNo, q.count, total.rows[0].n) };
}

/** GET /api/message/starred?pageNo: the caller's starred messages in the chats they are still in, the newest star first, 100 a page. */
export async function starredMessages(
  db: Db,
  actor: Actor,
  q: { pageNo: number; count: number },
): Promise<MessageListResult> {
  const mine = sql`m.id in (select s.message_id from message_stars s join messages sm on sm.id = s.message_id
    join chat_members cm on cm.chat_id = sm.chat_id and cm.user_id = s.user_id and cm.left_at is null where s.user_id = ${actor.userId})`;
  const order = sql`(select s.starred_at from message_stars s where s.user_id = ${actor.userId} and s.message_id = m.id) desc, m.id desc`;
  const [messages, total] = await Promise.all([
    selectMessages(db, mine, order, q.count, offsetOf(q.pageNo, q.count), actor.userId),
    db.execute<{ n: number }>(sql`select count(*)::int as n from messages m where ${mine}`),
  ]);
  return { messages, ...pageInfo(q.pageNo, q.count, total.rows[0].n) };
}
