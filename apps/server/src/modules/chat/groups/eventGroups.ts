import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { idArray, oneOf } from '../../../lib/sql.js';

/**
 * Who belongs to an event's group (spec 001 §5 chat access: 'Chat is available
 * only to users assigned to this event'): the ACTIVE users assigned to any of the event's inventories —
 * - its project owners (event_inventory_owners, the POs of each event inventory),
 * - the brand owners (brand_owners) of every brand currently ASSIGNED to one of them (the BOs; a
 *   DISCARDED pairing no longer counts),
 * - the colleagues who ACCEPTED a collaboration invitation on such an ASSIGNED pairing.
 * Nobody else — not admins, not the SMEs — unless assigned in one of those ways. Rows (event_id, user_id)
 * for the events matching `eventWhere` (over event inventories `ei`).
 */
const eligible = (eventWhere: SQL) => sql`select distinct ei.event_id, x.user_id
  from event_inventories ei
  cross join lateral (
    select o.user_id from event_inventory_owners o where o.ei_id = ei.id
    union
    select bo.user_id
    from pairings a
    join brand_owners bo on bo.brand_id = a.brand_id
    where a.ei_id = ei.id and a.status = 'ASSIGNED'
    union
    select ci.invitee_user_id
    from collab_invitations ci
    join pairings a on a.ei_id = ci.ei_id and a.brand_id = ci.brand_id and a.status = 'ASSIGNED'
    where ci.ei_id = ei.id and ci.status = 'ACCEPTED'
  ) x
  join users u on u.id = x.user_id and u.status = 'ACTIVE'
  where ${eventWhere}`;

/**
 * Brings the groups of `eventIds` in line with the pairings (event groups are "kept in sync when pairings
 * change"): creates the missing EVENT_GROUP chats (one per event: chats_event_uq), adds the users now
 * assigned (a returning member's unread starts after what is already there) and marks those no longer
 * assigned as left. Idempotent; concurrent syncs write the same rows. Answers the chat id of each event.
 * Callers normally go through `syncDirtyEventGroups`, which syncs only the events whose inputs changed.
 */
export async function syncEventGroups(tx: Tx, eventIds: number[]): Promise<Map<number, number>> {
  const ids = [...new Set(eventIds)];
  if (!ids.length) return new Map();
  await tx.execute(sql`insert into chats (purpose, event_id)
    select 'EVENT_GROUP', x
    from unnest(${idArray(ids)}) as x
    where exists (select 1 from events e where e.id = x)
    on conflict (event_id) where event_id is not null do nothing`);
  // in a transaction, syncs (and senders) of a group serialize on its chat row, taken in id order (no deadlocks)
  const { rows } = await tx.execute<{ id: number; event_id: number }>(sql`select id, event_id
    from chats
    where event_id ${oneOf(ids)} and purpose = 'EVENT_GROUP'
    order by id
    for update`);
  const chatOf = new Map(rows.map((r): [number, number] => [Number(r.event_id), Number(r.id)]));
  const chatIds = [...chatOf.values()];
  if (!chatIds.length) return chatOf;
  const wanted = sql`select c.id as chat_id, w.user_id, c.latest_mid
    from (${eligible(sql`ei.event_id ${oneOf(ids)}`)}) w
    join chats c on c.event_id = w.event_id and c.purpose = 'EVENT_GROUP'`;
  // only who is not a current member is written: an unchanged group costs reads alone
  await tx.execute(sql`insert into chat_members (chat_id, user_id, role, last_read_mid)
    select chat_id, user_id, 'MEMBER', latest_mid
    from (${wanted}) w
    where not exists (
      select 1 from chat_members cm
      where cm.chat_id = w.chat_id and cm.user_id = w.user_id and cm.left_at is null)
    on conflict (chat_id, user_id) do update
      set left_at = null, joined_at = now(),
        last_read_mid = greatest(chat_members.last_read_mid, excluded.last_read_mid)
      where chat_members.left_at is not null`);
  await tx.execute(sql`update chat_members m
    set left_at = now()
    where m.chat_id ${oneOf(chatIds)} and m.left_at is null
      and not exists (
        select 1 from (${wanted}) w where w.chat_id = m.chat_id and w.user_id = m.user_id)`);
  return chatOf;
}

/**
 * Syncs the event groups whose membership inputs changed since their last sync — all of them, or those
 * among `eventIds` — and takes them off the list. Triggers (migration 0016) put an event on the list
 * (chat_event_dirty) in the same transaction that changes one of its inventories' POs, its pairings,
 * its accepted collaborations, an assigned brand's owners or a member's status; so every access sees
 * the pairings as they are, while an unchanged group costs one indexed delete that finds nothing.
 * Runs in its own (sub)transaction: the list entries go only with the sync they stand for. Lock order is
 * the dirty rows, then the chat rows, for every caller (no deadlocks with senders). Answers whether it synced any.
 */
export async function syncDirtyEventGroups(tx: Tx, eventIds?: number[]): Promise<boolean> {
  // the usual case, nothing to do, costs one indexed read and no (sub)transaction
  const only = eventIds ? sql`where event_id ${oneOf(eventIds)}` : sql``;
  const { rows: any } = await tx.execute(sql`select 1 from chat_event_dirty ${only} limit 1`);
  if (!any.length) return false;
  return tx.transaction(async (t) => {
    const { rows } = await t.execute<{ event_id: number }>(
      sql`delete from chat_event_dirty ${only} returning event_id`,
    );
    if (rows.length)
      await syncEventGroups(
        t,
        rows.map((r) => Number(r.event_id)),
      );
    return rows.length > 0;
  });
}
