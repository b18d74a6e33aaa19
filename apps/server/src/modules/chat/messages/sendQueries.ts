import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ChatMessage } from '@crm/contracts';
import type { Tx } from '../../../db/client.js';
import { oneOf, preparedStatement } from '../../../lib/sql.js';
import { messageById, messageSelect, toMessage, type MessageRow } from './queries.js';

/**
 * Takes the chat's next mid (the chat row stays locked until commit, so concurrent senders queue here and
 * mids have no gaps) and moves its last activity; the sender has read up to their own message.
 */
const takeMid = (
  chatId: number | Placeholder,
  senderUserId: number | Placeholder,
  unless: SQL = sql`false`,
) => sql`c as (
      update chats set latest_mid = latest_mid + 1, last_message_at = now()
      where id = ${chatId} and not (${unless})
      returning latest_mid),
    r as (
      update chat_members m set last_read_mid = greatest(m.last_read_mid, c.latest_mid)
      from c
      where m.chat_id = ${chatId} and m.user_id = ${senderUserId})`;

/**
 * Locks chat `chatId`'s row until `tx` ends (FOR NO KEY UPDATE, the lock takeMid's update takes, so members
 * joining and messages referring to the chat are not held up): the sends of a chat run one after another.
 */
export async function lockChat(tx: Tx, chatId: number): Promise<void> {
  await tx.execute(sql`select 1 from chats where id = ${chatId} for no key update`);
}

/** The chat's next mid, taken as takeMid says (for announcements, which have no localId). */
export async function nextMid(tx: Tx, chatId: number, senderUserId: number): Promise<number> {
  const { rows } = await tx.execute<{ mid: number }>(
    sql`with ${takeMid(chatId, senderUserId)} select latest_mid as mid from c`,
  );
  return Number(rows[0]!.mid);
}

/** A text message to store: its chat, sender, client id, text, and what it replies to or forwards. */
export type StoreInput = {
  chatId: number;
  senderUserId: number;
  localId: string;
  content: string;
  replyingTo?: number | null;
  forwardedFrom?: number | null;
};
/** A stored message, whether this call stored it (`fresh`), and the chat's current members. */
export type Stored = { message: ChatMessage; fresh: boolean; members: number[] };

type StoreRow = MessageRow & {
  is_member: boolean;
  prior_id: number | null;
  members: (number | string)[] | null;
};

/** storeIfMember's statement, built once (its text never depends on the message). */
const storeStatement = preparedStatement<Required<StoreInput>, StoreRow>('chat_store_next', (m) => {
  const me = sql`select 1
    from chats ch
    join chat_members cm on cm.chat_id = ch.id and cm.user_id = ${m.senderUserId} and cm.left_at is null
    where ch.id = ${m.chatId}
      and (ch.purpose <> 'EVENT_GROUP'
        or not exists (select 1 from chat_event_dirty d where d.event_id = ch.event_id))`;
  const prior = sql`select id
    from messages
    where chat_id = ${m.chatId} and sender_user_id = ${m.senderUserId} and local_id = ${m.localId}
      and exists (select 1 from me)`;
  return sql`with me as (${me}), prior as (${prior}),
    ${takeMid(m.chatId, m.senderUserId, sql`not exists (select 1 from me) or exists (select 1 from prior)`)},
    ins as (
      insert into messages (chat_id, mid, sender_user_id, local_id, content, type, replying_to,
        forwarded_from)
      select ${m.chatId}, c.latest_mid, ${m.senderUserId}, ${m.localId}, ${m.content}, 'TEXT',
        ${m.replyingTo}, ${m.forwardedFrom}
      from c
      returning *)
    select exists (select 1 from me) as is_member, (select id from prior) as prior_id,
      (select array_agg(user_id) from chat_members where chat_id = ${m.chatId} and left_at is null)
        as members,
      x.*
    from (select 1) one
    left join (${messageSelect(undefined, sql`ins`)}) x on true`;
});

/**
 * storeNext's statement: stores `m` as the chat's next mid (takeMid) when the sender is a current member
 * and did not already store its localId in this chat (then answers the earlier message, `fresh` false).
 * Null when the sender is not a current member, or the chat is an event group with a membership sync pending.
 */
export async function storeIfMember(tx: Tx, m: StoreInput): Promise<Stored | null> {
  const { rows } = await storeStatement(tx, {
    ...m,
    replyingTo: m.replyingTo ?? null,
    forwardedFrom: m.forwardedFrom ?? null,
  });
  const r = rows[0]!;
  if (!r.is_member) return null;
  const members = (r.members ?? []).map(Number);
  if (r.prior_id !== null)
    return { message: await messageById(tx, Number(r.prior_id)), fresh: false, members };
  return { message: toMessage(r), fresh: true, members };
}

/** The full names of users `ids`, by id. */
export async function userNames(tx: Tx, ids: number[]): Promise<Map<number, string>> {
  const { rows } = await tx.execute<{ id: number; name: string }>(
    sql`select id, first_name || ' ' || last_name as name from users where id ${oneOf(ids)}`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

/** Inserts an announcement (ANNOUNCEMENT, with its `data` as jsonb) as mid `mid` of chat `chatId`; answers its id. */
export async function insertAnnouncement(
  tx: Tx,
  a: { chatId: number; mid: number; actorUserId: number; content: string; data: unknown },
): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(sql`insert into messages (chat_id, mid,
      sender_user_id, content, type, additional_data)
    values (${a.chatId}, ${a.mid}, ${a.actorUserId}, ${a.content}, 'ANNOUNCEMENT',
      ${JSON.stringify(a.data)}::jsonb)
    returning id`);
  return Number(rows[0]!.id);
}
