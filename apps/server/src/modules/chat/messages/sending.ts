import { sql } from 'drizzle-orm';
import { CHAT_MESSAGES, type AnnouncementData, type ChatMessage } from '@crm/contracts';
import type { Tx } from '../../../db/client.js';
import { isUniqueViolation, notFound } from '../../../lib/errors.js';
import { executePrepared, idArray } from '../../../lib/sql.js';
import { membership } from '../groups/membership.js';
import { messageById, messageSelect, toMessage, type MessageRow } from './messageRows.js';

/**
 * Takes the chat's next mid (the chat row stays locked until commit, so concurrent senders queue here and
 * mids have no gaps) and moves its last activity; the sender has read up to their own message.
 */
const takeMid = (
  chatId: number,
  senderUserId: number,
  unless = sql`false`,
) => sql`c as (update chats set latest_mid = latest_mid + 1, last_message_at = now()
      where id = ${chatId} and not (${unless}) returning latest_mid),
    r as (update chat_members m set last_read_mid = greatest(m.last_read_mid, c.latest_mid) from c where m.chat_id = ${chatId} and m.user_id = ${senderUserId})`;

/** The chat's next mid, taken as takeMid says (for announcements, which have no localId). */
async function nextMid(tx: Tx, chatId: number, senderUserId: number): Promise<number> {
  const { rows } = await tx.execute<{ mid: number }>(
    sql`with ${takeMid(chatId, senderUserId)} select latest_mid as mid from c`,
  );
  return Number(rows[0].mid);
}

/**
 * Runs a send (one statement or a transaction around storeNext); once more when a concurrent send of the same
 * (chat, sender, localId) committed first — the unique index refused this one, and its statement (its mid
 * with it) rolled back — so the second run finds the winner's message.
 */
export async function sendOnce<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e, 'messages_local_uq')) return run();
    throw e;
  }
}

type StoreInput = {
  chatId: number;
  senderUserId: number;
  localId: string;
  content: string;
  replyingTo?: number | null;
  forwardedFrom?: number | null;
};
type Stored = { message: ChatMessage; fresh: boolean; members: number[] };

/**
 * Stores a text message once per (chat, sender, localId) as the chat's next mid, in one atomic statement
 * (one round trip, no transaction needed): when the sender is a current member (of an
 * event group whose membership is up to date) and did not already store `localId` in this chat, takes the
 * next mid (takeMid) and inserts the message. Otherwise `membership` decides — 404/403 for outsiders, or it
 * syncs the event group — and the statement runs once more. Answers the message (`fresh` false: the one
 * stored before) and the chat's current members. When a concurrent send of the same localId commits first,
 * the unique index (chat, sender, localId) fails this statement: run it through sendOnce.
 */
export async function storeNext(tx: Tx, m: StoreInput): Promise<Stored> {
  const stored = await storeIfMember(tx, m);
  if (stored) return stored;
  await membership(tx, m.senderUserId, m.chatId);
  const again = await storeIfMember(tx, m);
  if (!again) throw notFound(CHAT_MESSAGES.chatNotFound, 'CHAT_NOT_FOUND');
  return again;
}

/** storeNext's statement: null when the sender is not a current member, or the chat is an event group with a membership sync pending. */
async function storeIfMember(tx: Tx, m: StoreInput): Promise<Stored | null> {
  const me = sql`select 1 from chats ch join chat_members cm on cm.chat_id = ch.id and cm.user_id = ${m.senderUserId} and cm.left_at is null
    where ch.id = ${m.chatId} and (ch.purpose <> 'EVENT_GROUP' or not exists (select 1 from chat_event_dirty d where d.event_id = ch.event_id))`;
  const prior = sql`select id from messages where chat_id = ${m.chatId} and sender_user_id = ${m.senderUserId} and local_id = ${m.localId} and exists (select 1 from me)`;
  const { rows } = await executePrepared<
    MessageRow & {
      is_member: boolean;
      prior_id: number | null;
      members: (number | string)[] | null;
    }
  >(
    tx,
    'chat_store_next',
    sql`with me as (${me}), prior as (${prior}),
    ${takeMid(m.chatId, m.senderUserId, sql`not exists (select 1 from me) or exists (select 1 from prior)`)},
    ins as (insert into messages (chat_id, mid, sender_user_id, local_id, content, type, replying_to, forwarded_from)
      select ${m.chatId}, c.latest_mid, ${m.senderUserId}, ${m.localId}, ${m.content}, 'TEXT', ${m.replyingTo ?? null}, ${m.forwardedFrom ?? null} from c returning *)
    select exists (select 1 from me) as is_member, (select id from prior) as prior_id,
      (select array_agg(user_id) from chat_members where chat_id = ${m.chatId} and left_at is null) as members, x.*
    from (select 1) one left join (${messageSelect(undefined, sql`ins`)}) x on true`,
  );
  const r = rows[0];
  if (!r.is_member) return null;
  const members = (r.members ?? []).map(Number);
  if (r.prior_id !== null)
    return { message: await messageById(tx, Number(r.prior_id)), fresh: false, members };
  return { message: toMessage(r), fresh: true, members };
}

/**
 * Writes a group announcement (spec 001 §3 additionalData, §4 'Group Created'): by the actor, about
 * `involved` users. The content is readable text (at most the message limit); clients render from `additionalData`.
 */
export async function announce(
  tx: Tx,
  chatId: number,
  actorUserId: number,
  actionName: AnnouncementData['actionName'],
  involved: number[],
): Promise<ChatMessage> {
  const { rows } = await tx.execute<{ id: number; name: string }>(
    sql`select id, first_name || ' ' || last_name as name from users where id = any(${idArray([actorUserId, ...involved])})`,
  );
  const name = new Map(rows.map((r) => [Number(r.id), r.name]));
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
  const { rows: ins } = await tx.execute<{
    id: number;
  }>(sql`insert into messages (chat_id, mid, sender_user_id, content, type, additional_data)
    values (${chatId}, ${mid}, ${actorUserId}, ${content}, 'ANNOUNCEMENT', ${JSON.stringify(data)}::jsonb) returning id`);
  return messageById(tx, Number(ins[0].id));
}
