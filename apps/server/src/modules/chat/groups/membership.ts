import { sql } from 'drizzle-orm';
import { CHAT_MESSAGES, type ChatPurpose } from '@crm/contracts';
import type { Tx } from '../../../db/client.js';
import { forbidden, notFound } from '../../../lib/errors.js';
import { executePrepared } from '../../../lib/sql.js';
import { syncDirtyEventGroups } from './eventGroups.js';

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
 * An event's group first syncs its members if its pairings changed (eventGroups.ts), and answers
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
  // one round trip for the usual case; an event group whose pairings changed is synced first, then read again
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
