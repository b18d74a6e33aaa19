import { CHAT_MESSAGES, type ChatPurpose } from '@crm/contracts';
import type { Tx } from '../../../db/client.js';
import { forbidden, notFound } from '../../../lib/errors.js';
import { syncDirtyEventGroups } from './eventGroups.js';
import { readMembership } from './queries.js';

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
  // one round trip for the usual case; an event group whose pairings changed is synced first, then read again
  // (the sync takes its locks before the chat row's, as every sync does: no deadlock with a locking caller)
  let r = await readMembership(tx, { userId, chatId, forUpdate: false });
  if (!r) throw notFound(CHAT_MESSAGES.chatNotFound, 'CHAT_NOT_FOUND');
  const event = r.purpose === 'EVENT_GROUP' && r.eventId !== null;
  const synced = event && (await syncDirtyEventGroups(tx, [r.eventId!]));
  if (synced || lock) r = (await readMembership(tx, { userId, chatId, forUpdate: lock }))!;
  if (!r.role)
    throw event
      ? forbidden(CHAT_MESSAGES.eventOnly, 'EVENT_ONLY')
      : notFound(CHAT_MESSAGES.chatNotFound, 'CHAT_NOT_FOUND');
  return {
    chatId,
    role: r.role,
    purpose: r.purpose,
    ownerUserId: r.ownerUserId,
    latestMid: r.latestMid,
    lastReadMid: r.lastReadMid,
  };
}
