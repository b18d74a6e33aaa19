import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { idArray } from '../../lib/sql.js';

/**
 * Who belongs to an event's group (issue 9 §2 event groups; spec 001 §5 chat access: 'Chat is available
 * only to users assigned to this event'): the ACTIVE users assigned to any of the event's inventories —
 * - its project owners (event_inventory_owners, the POs of each event inventory),
 * - the brand owners (brand_owners) of every brand currently ASSIGNED to one of them (the BOs; a
 *   DISCARDED pairing no longer counts),
 * - the colleagues who ACCEPTED a collaboration invitation on such an ASSIGNED pairing.
 * Nobody else — not admins, not the SMEs — unless assigned in one of those ways. Rows (event_id, user_id)
 * for the events matching `eventWhere` (over event inventories `ei`).
 */
const eligible = (eventWhere: SQL) => sql`select distinct ei.event_id, x.user_id from event_inventories ei cross join lateral (
    select o.user_id from event_inventory_owners o where o.ei_id = ei.id
    union select bo.user_id from assignments a join brand_owners bo on bo.brand_id = a.brand_id where a.ei_id = ei.id and a.status = 'ASSIGNED'
    union select ci.invitee_user_id from collab_invitations ci join assignments a on a.ei_id = ci.ei_id and a.brand_id = ci.brand_id and a.status = 'ASSIGNED'
      where ci.ei_id = ei.id and ci.status = 'ACCEPTED'
  ) x join users u on u.id = x.user_id and u.status = 'ACTIVE' where ${eventWhere}`;

/** The events a user is assigned to (as above). */
const eventsOf = (userId: number) => sql`select ei.event_id from event_inventory_owners o join event_inventories ei on ei.id = o.ei_id join users u on u.id = o.user_id and u.status = 'ACTIVE' where o.user_id = ${userId}
  union select ei.event_id from brand_owners bo join assignments a on a.brand_id = bo.brand_id and a.status = 'ASSIGNED' join event_inventories ei on ei.id = a.ei_id where bo.user_id = ${userId}
  union select ei.event_id from collab_invitations ci join assignments a on a.ei_id = ci.ei_id and a.brand_id = ci.brand_id and a.status = 'ASSIGNED'
    join event_inventories ei on ei.id = ci.ei_id where ci.invitee_user_id = ${userId} and ci.status = 'ACCEPTED'`;

/**
 * Brings the groups of `eventIds` in line with the assignments (issue 9: "kept in sync when assignments
 * change"): creates the missing EVENT_GROUP chats (one per event: chats_event_uq), adds the users now
 * assigned (a returning member's unread starts after what is already there) and marks those no longer
 * assigned as left. Membership is derived data: it is synced whenever an event's group is touched —
 * opened, listed, read or written (see `membership`) — so every access and every fan-out sees the
 * assignments as they are, without hooks in each place that changes assignments. Idempotent; concurrent
 * syncs write the same rows. Answers the chat id of each event.
 */
export async function syncEventGroups(tx: Tx, eventIds: number[]): Promise<Map<number, number>> {
  const ids = [...new Set(eventIds)];
  if (!ids.length) return new Map();
  await tx.execute(sql`insert into chats (purpose, event_id) select 'EVENT_GROUP', x from unnest(${idArray(ids)}) as x where exists (select 1 from events e where e.id = x)
    on conflict (event_id) where event_id is not null do nothing`);
  // in a transaction, syncs (and senders) of a group serialize on its chat row, taken in id order (no deadlocks)
  const { rows } = await tx.execute<{ id: number; event_id: number }>(sql`select id, event_id from chats where event_id = any(${idArray(ids)}) and purpose = 'EVENT_GROUP' order by id for update`);
  const chatOf = new Map(rows.map((r): [number, number] => [Number(r.event_id), Number(r.id)]));
  const chatIds = [...chatOf.values()];
  if (!chatIds.length) return chatOf;
  const wanted = sql`select c.id as chat_id, w.user_id, c.latest_mid from (${eligible(sql`ei.event_id = any(${idArray(ids)})`)}) w join chats c on c.event_id = w.event_id and c.purpose = 'EVENT_GROUP'`;
  // only who is not a current member is written: an unchanged group costs reads alone
  await tx.execute(sql`insert into chat_members (chat_id, user_id, role, last_read_mid) select chat_id, user_id, 'MEMBER', latest_mid from (${wanted}) w
    where not exists (select 1 from chat_members cm where cm.chat_id = w.chat_id and cm.user_id = w.user_id and cm.left_at is null)
    on conflict (chat_id, user_id) do update set left_at = null, joined_at = now(), last_read_mid = greatest(chat_members.last_read_mid, excluded.last_read_mid) where chat_members.left_at is not null`);
  await tx.execute(sql`update chat_members m set left_at = now() where m.chat_id = any(${idArray(chatIds)}) and m.left_at is null
    and not exists (select 1 from (${wanted}) w where w.chat_id = m.chat_id and w.user_id = m.user_id)`);
  return chatOf;
}

/** Syncs the groups of the events `userId` is assigned to and of the event groups they are still in (so a user taken off an event leaves it). */
export async function syncUserEventGroups(tx: Tx, userId: number): Promise<void> {
  const { rows } = await tx.execute<{ event_id: number }>(sql`${eventsOf(userId)}
    union select c.event_id from chat_members m join chats c on c.id = m.chat_id and c.purpose = 'EVENT_GROUP' where m.user_id = ${userId} and m.left_at is null`);
  await syncEventGroups(tx, rows.map((r) => Number(r.event_id)));
}
