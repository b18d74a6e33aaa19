import { CHAT_MESSAGES, type AnnouncementData, type ChatMessage } from '@crm/contracts';
import type { Tx } from '../../../db/client.js';
import { notFound } from '../../../lib/errors.js';
import { membership } from '../groups/membership.js';
import { messageById } from './queries.js';
import {
  insertAnnouncement,
  lockChat,
  nextMid,
  storeIfMember,
  userNames,
  type StoreInput,
  type Stored,
} from './sendQueries.js';

/**
 * Stores a text message once per (chat, sender, localId) as the chat's next mid, inside transaction `tx`: takes
 * the chat's row lock first (lockChat), so a concurrent send of the same localId waits for this one to commit
 * and then finds it; messages are partitioned, so no unique index could tell. When the sender is a current
 * member (of an event group whose membership is up to date) and did not already store `localId` in this chat,
 * takes the next mid (takeMid) and inserts the message. Otherwise `membership` decides — 404/403 for
 * outsiders, or it syncs the event group — and the statement runs once more. Answers the message (`fresh`
 * false: the one stored before) and the chat's current members.
 */
export async function storeNext(tx: Tx, m: StoreInput): Promise<Stored> {
  await lockChat(tx, m.chatId);
  const stored = await storeIfMember(tx, m);
  if (stored) return stored;
  await membership(tx, m.senderUserId, m.chatId);
  const again = await storeIfMember(tx, m);
  if (!again) throw notFound(CHAT_MESSAGES.chatNotFound, 'CHAT_NOT_FOUND');
  return again;
}

/**
 * Writes a group announcement (spec 001 §3 additionalData, §4 'Group Created'): by the actor, about
 * `involved` users. The content is readable text (at most the message limit); clients render from `additionalData`.
 */
export async function announce({
  tx,
  chatId,
  actorUserId,
  actionName,
  involved,
}: {
  tx: Tx;
  chatId: number;
  actorUserId: number;
  actionName: AnnouncementData['actionName'];
  involved: number[];
}): Promise<ChatMessage> {
  const name = await userNames(tx, [actorUserId, ...involved]);
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
  const id = await insertAnnouncement(tx, { chatId, mid, actorUserId, content, data });
  return messageById(tx, id);
}
