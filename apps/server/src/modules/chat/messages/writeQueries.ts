import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import {
  chatDrafts,
  messagePins,
  messageReactions,
  messageStars,
  messages,
} from '../../../db/schema/index.js';
import { iso } from '../../../lib/paging.js';

/** A user's emoji on a message. */
type Reaction = { messageId: number; userId: number; emoji: string };

/** Adds a reaction; false when it was already there. */
export async function insertReaction(tx: Tx, r: Reaction): Promise<boolean> {
  const rows = await tx
    .insert(messageReactions)
    .values(r)
    .onConflictDoNothing()
    .returning({ messageId: messageReactions.messageId });
  return rows.length > 0;
}

/** Removes a reaction; false when it was not there. */
export async function deleteReaction(tx: Tx, r: Reaction): Promise<boolean> {
  const rows = await tx
    .delete(messageReactions)
    .where(
      and(
        eq(messageReactions.messageId, r.messageId),
        eq(messageReactions.userId, r.userId),
        eq(messageReactions.emoji, r.emoji),
      ),
    )
    .returning({ messageId: messageReactions.messageId });
  return rows.length > 0;
}

/** Pins message `messageId` of chat `chatId` for everyone, by `userId` (a pinned message keeps its first pin). */
export async function insertPin(
  tx: Tx,
  pin: { messageId: number; chatId: number; userId: number },
): Promise<void> {
  await tx
    .insert(messagePins)
    .values({ messageId: pin.messageId, chatId: pin.chatId, pinnedByUserId: pin.userId })
    .onConflictDoNothing({ target: messagePins.messageId });
}

/** Unpins message `messageId`. */
export async function deletePin(tx: Tx, messageId: number): Promise<void> {
  await tx.delete(messagePins).where(eq(messagePins.messageId, messageId));
}

/** Who pinned message `messageId` and when (ISO), or nulls when it is not pinned. */
export async function pinOf(
  tx: Tx,
  messageId: number,
): Promise<{ pinnedBy: number | null; pinnedOn: string | null }> {
  const rows = await tx
    .select({ pinnedBy: messagePins.pinnedByUserId, pinnedAt: messagePins.pinnedAt })
    .from(messagePins)
    .where(eq(messagePins.messageId, messageId));
  const r = rows[0];
  return r
    ? { pinnedBy: r.pinnedBy, pinnedOn: iso(r.pinnedAt) }
    : { pinnedBy: null, pinnedOn: null };
}

/** Stars message `messageId` for `userId` (once). */
export async function insertStar(tx: Tx, star: { userId: number; messageId: number }) {
  await tx.insert(messageStars).values(star).onConflictDoNothing();
}

/** Takes `userId`'s star off message `messageId`. */
export async function deleteStar(tx: Tx, star: { userId: number; messageId: number }) {
  await tx
    .delete(messageStars)
    .where(and(eq(messageStars.userId, star.userId), eq(messageStars.messageId, star.messageId)));
}

/** Clears `userId`'s draft of chat `chatId`. */
export async function deleteDraft(tx: Tx, draft: { chatId: number; userId: number }) {
  await tx
    .delete(chatDrafts)
    .where(and(eq(chatDrafts.chatId, draft.chatId), eq(chatDrafts.userId, draft.userId)));
}

/** Stores `userId`'s draft of chat `chatId`; answers when (ISO). */
export async function upsertDraft(
  tx: Tx,
  draft: { chatId: number; userId: number; content: string },
): Promise<string> {
  const rows = await tx
    .insert(chatDrafts)
    .values(draft)
    .onConflictDoUpdate({
      target: [chatDrafts.chatId, chatDrafts.userId],
      set: { content: sql`excluded.content`, updatedAt: sql`now()` },
    })
    .returning({ updatedAt: chatDrafts.updatedAt });
  return iso(rows[0]!.updatedAt)!;
}

/** Replaces message `messageId`'s text: edit version + 1, edited and updated now. */
export async function updateContent(tx: Tx, messageId: number, content: string): Promise<void> {
  await tx
    .update(messages)
    .set({
      content,
      editVersion: sql`${messages.editVersion} + 1`,
      editedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(messages.id, messageId));
}

/**
 * Deletes message `messageId` (it keeps its row and mid, its content is cleared) and, the 001 §4
 * cascade, its pin, stars and reactions.
 */
export async function markDeleted(tx: Tx, messageId: number): Promise<void> {
  await tx
    .update(messages)
    .set({ content: '', deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(messages.id, messageId));
  await tx.delete(messagePins).where(eq(messagePins.messageId, messageId));
  await tx.delete(messageStars).where(eq(messageStars.messageId, messageId));
  await tx.delete(messageReactions).where(eq(messageReactions.messageId, messageId));
}

/**
 * Moves `userId`'s read mark of chat `chatId` up to `mid` — never backwards, never past the latest
 * mid — when they are a current member; answers the mark and the latest mid (undefined otherwise).
 */
export async function readUpTo(
  db: Db,
  r: { chatId: number; userId: number; mid: number },
): Promise<{ lastRead: number; latestMid: number } | undefined> {
  const { rows } = await db.execute<{
    last_read_mid: number;
    latest_mid: number;
  }>(sql`update chat_members m
    set last_read_mid = greatest(m.last_read_mid, least(${r.mid}::bigint, c.latest_mid))
    from chats c
    where c.id = m.chat_id and m.chat_id = ${r.chatId} and m.user_id = ${r.userId}
      and m.left_at is null
    returning m.last_read_mid, c.latest_mid`);
  const row = rows[0];
  if (!row) return undefined;
  return { lastRead: Number(row.last_read_mid), latestMid: Number(row.latest_mid) };
}
