import { sql } from 'drizzle-orm';
import { CHAT_MESSAGES, type ChatMessage, type MessagesResult } from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';
import type { Actor } from '../../../auth/actor.js';
import { forbidden, notFound } from '../../../lib/errors.js';
import { offsetOf, pageInfo } from '../../../lib/paging.js';
import { mentionedUserIds } from '../../../lib/mentions.js';
import type { AddNotifications, Notifications } from '../../notifications/index.js';
import { nameOf, plain } from '../../notifications/index.js';
import { memberIds, membership } from '../groups/membership.js';
import { messageById, selectMessages } from './messageRows.js';
import { sendOnce, storeNext } from './sending.js';
import { attachFiles } from './messageFiles.js';

/** A chat's name as a notification shows it: the group's or event's name, or none for a personal chat. */
async function chatTitle(tx: Tx, chatId: number): Promise<string | null> {
  const { rows } = await tx.execute<{
    title: string | null;
  }>(sql`select case when c.purpose = 'PERSONAL_CHAT' then null else coalesce(c.name, e.name) end as title
    from chats c left join events e on e.id = c.event_id where c.id = ${chatId}`);
  return rows[0]?.title ?? null;
}

/**
 * Tells the chat's members mentioned with `@[Name](userId)` in `content` (CHAT_MENTION), inside the sending
 * transaction: only current members, never the sender. Mentions of anyone else are left as text.
 */
export async function notifyMentions(
  tx: Tx,
  notify: AddNotifications,
  senderId: number,
  chatId: number,
  content: string,
  members: number[],
): Promise<void> {
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
 * (messageFiles.ts). Members mentioned in the text get a CHAT_MENTION notification, written in the same
 * transaction (pushed after commit). A plain text message (no reply, files or mentions) needs no transaction:
 * its one statement is atomic. Answers the message and the members to tell.
 */
export async function sendMessage(
  db: Db,
  notes: Notifications,
  actor: Actor,
  req: {
    chatId: number;
    content: string;
    localId: string;
    replyingTo?: number | null;
    files?: { fileId: number; thumbnailFileId?: number | null }[];
  },
): Promise<{ message: ChatMessage; fresh: boolean; recipients: number[] }> {
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
    return sendOnce(() => store(db));
  return sendOnce(() =>
    notes.run(db, async (tx, notify) => {
      const sent = await store(tx);
      if (!sent.fresh) return sent;
      if (req.replyingTo) {
        const { rows } = await tx.execute(
          sql`select 1 from messages where id = ${req.replyingTo} and chat_id = ${req.chatId}`,
        );
        if (!rows.length) throw notFound(CHAT_MESSAGES.messageNotFound, 'MESSAGE_NOT_FOUND'); // rolls the message back
      }
      await attachFiles(tx, actor.userId, req.chatId, sent.message.id, files);
      await notifyMentions(tx, notify, actor.userId, req.chatId, req.content, sent.recipients);
      return files.length ? { ...sent, message: await messageById(tx, sent.message.id) } : sent;
    }),
  );
}

/**
 * GET /api/message (spec 001 §7 messages by mid range): in mid order, at most `count` (100) — after
 * `afterMid` (catch-up: the oldest first), before `beforeMid` (scrolling up: the newest of them), between
 * both, or the latest page. Deleted messages keep their place with blank content.
 */
export async function listMessages(
  db: Db,
  actor: Actor,
  q: { chatId: number; afterMid?: number; beforeMid?: number; count: number },
): Promise<MessagesResult> {
  const me = await membership(db, actor.userId, q.chatId);
  const where = sql`m.chat_id = ${q.chatId} ${q.afterMid !== undefined ? sql`and m.mid > ${q.afterMid}` : sql``} ${q.beforeMid !== undefined ? sql`and m.mid < ${q.beforeMid}` : sql``}`;
  const forward = q.afterMid !== undefined;
  const rows = await selectMessages(
    db,
    where,
    forward ? sql`m.mid` : sql`m.mid desc`,
    q.count + 1,
    0,
    actor.userId,
  );
  const hasMore = rows.length > q.count;
  const page = rows.slice(0, q.count);
  return { messages: forward ? page : page.reverse(), latestMid: me.latestMid, hasMore };
}

/**
 * GET /api/message/modified (spec 001 §7): messages of the chat edited or deleted after `since`, the
 * oldest change first, 100 a page (a client syncing after a gap replays them over its copies).
 */
export async function modifiedMessages(
  db: Db,
  actor: Actor,
  q: { chatId: number; since: string; pageNo: number; count: number },
) {
  await membership(db, actor.userId, q.chatId);
  const where = sql`m.chat_id = ${q.chatId} and (m.edited_at is not null or m.deleted_at is not null) and m.updated_at > ${q.since}::timestamptz`;
  const [messages, total] = await Promise.all([
    selectMessages(db, where, sql`m.updated_at, m.id`, q.count, offsetOf(q.pageNo, q.count)),
    db.execute<{ n: number }>(sql`select count(*)::int as n from messages m where ${where}`),
  ]);
  return { messages, ...pageInfo(q.pageNo, q.count, total.rows[0].n) };
}

/** A message the caller may change: in a chat they are in (404 otherwise), theirs and not an announcement (403), not deleted (404). */
async function ownMessage(tx: Tx, actor: Actor, messageId: number, allowDeleted = false) {
  const { rows } = await tx.execute<{
    chat_id: number;
    sender_user_id: number;
    type: string;
    deleted: boolean;
  }>(
    sql`select chat_id, sender_user_id, type, deleted_at is not null as deleted from messages where id = ${messageId}`,
  );
  if (!rows.length) throw notFound(CHAT_MESSAGES.messageNotFound, 'MESSAGE_NOT_FOUND');
  const chatId = Number(rows[0].chat_id);
  await membership(tx, actor.userId, chatId);
  if (Number(rows[0].sender_user_id) !== actor.userId || rows[0].type !== 'TEXT')
    throw forbidden(CHAT_MESSAGES.authorOnly, 'AUTHOR_ONLY');
  if (rows[0].deleted && !allowDeleted)
    throw notFound(CHAT_MESSAGES.messageNotFound, 'MESSAGE_NOT_FOUND');
  return { chatId, deleted: rows[0].deleted };
}

/** PATCH /api/message: the sender edits the text (editVersion + 1; the modified feed sees it). Answers the message and the members to tell. */
export async function editMessage(
  db: Db,
  actor: Actor,
  req: { messageId: number; content: string },
) {
  return db.transaction(async (tx) => {
    const { chatId } = await ownMessage(tx, actor, req.messageId);
    await tx.execute(
      sql`update messages set content = ${req.content}, edit_version = edit_version + 1, edited_at = now(), updated_at = now() where id = ${req.messageId}`,
    );
    return {
      message: await messageById(tx, req.messageId),
      recipients: await memberIds(tx, chatId),
    };
  });
}

/**
 * POST /api/message/removal: the sender deletes a message — it keeps its mid, its content is cleared, its
 * pin, stars and reactions go, and replies quoting it show the original as deleted. Deleting it again changes nothing. Answers the message
 * and the members to tell (`changed` false for a repeat).
 */
export async function deleteMessage(db: Db, actor: Actor, req: { messageId: number }) {
  return db.transaction(async (tx) => {
    const { chatId, deleted } = await ownMessage(tx, actor, req.messageId, true);
    if (!deleted) {
      await tx.execute(
        sql`update messages set content = '', deleted_at = now(), updated_at = now() where id = ${req.messageId}`,
      );
      // the 001 §4 cascade: a deleted message is unpinned, unstarred and loses its reactions
      await tx.execute(sql`delete from message_pins where message_id = ${req.messageId}`);
      await tx.execute(sql`delete from message_stars where message_id = ${req.messageId}`);
      await tx.execute(sql`delete from message_reactions where message_id = ${req.messageId}`);
    }
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
export async function markChatRead(db: Db, userId: number, req: { chatId: number; mid: number }) {
  const { rows } = await db.execute<{
    last_read_mid: number;
    latest_mid: number;
  }>(sql`update chat_members m set last_read_mid = greatest(m.last_read_mid, least(${req.mid}::bigint, c.latest_mid))
    from chats c where c.id = m.chat_id and m.chat_id = ${req.chatId} and m.user_id = ${userId} and m.left_at is null returning m.last_read_mid, c.latest_mid`);
  if (!rows.length) throw notFound(CHAT_MESSAGES.chatNotFound, 'CHAT_NOT_FOUND');
  const lastRead = Number(rows[0].last_read_mid);
  return {
    chatId: req.chatId,
    lastRead,
    unreadCount: Math.max(0, Number(rows[0].latest_mid) - lastRead),
  };
}
