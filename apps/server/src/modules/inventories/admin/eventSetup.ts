import { sql } from 'drizzle-orm';
import type { UserSummary } from '@crm/contracts';
import type { Tx } from '../../../db/client.js';
import { idArray, jsonValue, oneOf, userSummaryJson } from '../../../lib/sql.js';
import { replaceSmes, smesOf } from '../smes/smeQueries.js';

/**
 * An event's setup as the events admin edits it (spec 001 §3 Event, event inventory; §7 Event API):
 * its event inventories with their sales targets (crore), its project owners (stored as the owners
 * of each of its event inventories) and its SMEs. The inventories module owns these tables; the
 * events admin writes them only through these functions, inside its own transaction.
 */

/** One event inventory of an event with the number of its pairings (any status). */
type EventSetupInventory = {
  eiId: number;
  inventoryId: number;
  inventoryName: string;
  salesTarget: number | null;
  pairingCount: number;
};

/** The event's inventories (by name), its project owners (any of its event inventories') and its SMEs. */
export type EventSetup = {
  inventories: EventSetupInventory[];
  projectOwners: UserSummary[];
  smes: UserSummary[];
};

/** Reads an event's setup (empty lists for an event without any). */
export async function eventSetupOf(tx: Tx, eventId: number): Promise<EventSetup> {
  const [inv, pos, smes] = await Promise.all([
    tx.execute<{
      ei_id: number;
      inventory_id: number;
      inventory_name: string;
      sales_target: string | number | null;
      pairing_count: number;
    }>(sql`select ei.id as ei_id, ei.inventory_id, inv.name as inventory_name, ei.sales_target,
        (select count(*)::int from pairings a where a.ei_id = ei.id) as pairing_count
      from event_inventories ei join inventories inv on inv.id = ei.inventory_id
      where ei.event_id = ${eventId}
      order by inv.name, ei.id`),
    tx.execute<{ u: UserSummary }>(sql`select ${userSummaryJson()} as u
      from users u
      where u.id in (select o.user_id from event_inventory_owners o
        join event_inventories ei on ei.id = o.ei_id where ei.event_id = ${eventId})
      order by u.first_name, u.last_name, u.id`),
    smesOf(tx, 'event', eventId),
  ]);
  return {
    inventories: inv.rows.map((r) => ({
      eiId: Number(r.ei_id),
      inventoryId: Number(r.inventory_id),
      inventoryName: r.inventory_name,
      salesTarget: r.sales_target === null ? null : Number(r.sales_target),
      pairingCount: r.pairing_count,
    })),
    projectOwners: pos.rows.map((r) => jsonValue<UserSummary>(r.u)),
    smes,
  };
}

/** The ids among `inventoryIds` that are not inventories. */
export async function unknownInventories(tx: Tx, inventoryIds: number[]): Promise<number[]> {
  const { rows } = await tx.execute<{ id: number }>(sql`select x as id
    from unnest(${idArray(inventoryIds)}) as x
    where not exists (select 1 from inventories i where i.id = x)`);
  return rows.map((r) => Number(r.id));
}

/** How many of `userIds` are active users (with the role `role` when given). */
export async function countActiveUsersWithRole(
  tx: Tx,
  userIds: number[],
  role?: string,
): Promise<number> {
  if (!userIds.length) return 0;
  const { rows } = await tx.execute<{ n: number }>(sql`select count(*)::int as n
    from users
    where id ${oneOf(userIds)} and status = 'ACTIVE'
      ${role ? sql`and ${role} = any(roles)` : sql``}`);
  return rows[0].n;
}

/** The setup to write: event inventories (inventory + sales target in crore), project owners and SMEs. */
export type EventSetupWrite = {
  eventId: number;
  inventories: { inventoryId: number; salesTarget: number | null }[];
  projectOwnerIds: number[];
  smeIds: number[];
};

/**
 * Makes the event's setup exactly `w`, in the caller's transaction: removes the event inventories not
 * listed (their pairings go with them: the caller refuses that first), adds the new ones, sets every
 * sales target, makes `projectOwnerIds` the owners of each event inventory and `smeIds` its SMEs.
 * Triggers mark the event's chat group for a sync when its owners change.
 */
export async function writeEventSetup(tx: Tx, w: EventSetupWrite): Promise<void> {
  const ids = w.inventories.map((i) => i.inventoryId);
  await tx.execute(sql`delete from event_inventories
    where event_id = ${w.eventId} and not (inventory_id ${oneOf(ids)})`);
  const json = JSON.stringify(
    w.inventories.map((i) => ({ inventory_id: i.inventoryId, sales_target: i.salesTarget })),
  );
  await tx.execute(sql`insert into event_inventories (event_id, inventory_id, sales_target)
    select ${w.eventId}, x.inventory_id, x.sales_target
    from json_to_recordset(${json}::json) as x(inventory_id bigint, sales_target numeric)
    on conflict (event_id, inventory_id) do update set sales_target = excluded.sales_target
      where event_inventories.sales_target is distinct from excluded.sales_target`);
  const eis = sql`select id from event_inventories where event_id = ${w.eventId}`;
  await tx.execute(sql`delete from event_inventory_owners
    where ei_id in (${eis}) and not (user_id ${oneOf(w.projectOwnerIds)})`);
  if (w.projectOwnerIds.length)
    await tx.execute(sql`insert into event_inventory_owners (ei_id, user_id)
      select e.id, u
      from (${eis}) e cross join unnest(${idArray(w.projectOwnerIds)}) as u
      on conflict do nothing`);
  await replaceSmes(tx, 'event', w.eventId, w.smeIds);
}
