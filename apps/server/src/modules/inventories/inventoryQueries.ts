import { eq, sql, type SQL } from 'drizzle-orm';
import type { InventoryItem } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { inventories } from '../../db/schema/index.js';
import { offsetOf } from '../../lib/paging.js';
import { containsPattern, idArray, oneOf } from '../../lib/sql.js';

/** Inventories (the sellable slots) and the admin's offer of an inventory at events. */

type InvRow = {
  id: number;
  name: string;
  image_url: string | null;
  color: string;
  is_archived: boolean;
  event_count: number;
  description: string | null;
};

const toInventory = (r: InvRow): InventoryItem => ({
  id: r.id,
  name: r.name,
  inventoryImage: r.image_url,
  color: r.color,
  isArchived: r.is_archived,
  status: r.is_archived ? 'PREVIOUS' : 'UPCOMING',
  eventCount: r.event_count,
  description: r.description,
});

/** An inventory row (alias inv) with the number of events it is offered at. */
const invSelect = sql`select inv.*,
    (select count(*)::int from event_inventories ei where ei.inventory_id = inv.id) as event_count
  from inventories inv`;

/**
 * A page of inventories by name, archived or not, whose name contains `searchFor` (any when blank),
 * with the number of UPCOMING (not archived) and PREVIOUS (archived) ones matching the search.
 */
export async function inventoryPage(
  db: Db,
  q: { pageNo: number; count: number; searchFor: string; archived: boolean },
): Promise<{ inventories: InventoryItem[]; upcoming: number; previous: number }> {
  const search: SQL = q.searchFor
    ? sql`lower(inv.name) like ${containsPattern(q.searchFor)}`
    : sql`true`;
  const [{ rows }, counts] = await Promise.all([
    db.execute<InvRow>(sql`${invSelect}
      where ${search} and inv.is_archived = ${q.archived}
      order by inv.name
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ upcoming: number; previous: number }>(sql`select
        count(*) filter (where not is_archived)::int as upcoming,
        count(*) filter (where is_archived)::int as previous
      from inventories inv
      where ${search}`),
  ]);
  return { inventories: rows.map(toInventory), ...counts.rows[0] };
}

/** One inventory with its event count, or null when unknown. */
export async function inventoryById(db: Tx, id: number): Promise<InventoryItem | null> {
  const { rows } = await db.execute<InvRow>(sql`${invSelect} where inv.id = ${id}`);
  return rows[0] ? toInventory(rows[0]) : null;
}

/** Archives or unarchives an inventory; false when unknown. */
export async function archiveInventory(db: Db, id: number, isArchived: boolean): Promise<boolean> {
  const rows = await db
    .update(inventories)
    .set({ isArchived })
    .where(eq(inventories.id, id))
    .returning({ id: inventories.id });
  return rows.length > 0;
}

/** The admin-editable fields of an inventory (a blank description is stored as null). */
export type InventoryFields = {
  description?: string | null;
  color?: string;
  inventoryImage?: string | null;
};

/** Writes the fields given (none given: no statement). */
export async function updateInventoryFields(db: Tx, id: number, f: InventoryFields): Promise<void> {
  const set: Partial<typeof inventories.$inferInsert> = {};
  if (f.description !== undefined) set.description = f.description || null;
  if (f.color !== undefined) set.color = f.color;
  if (f.inventoryImage !== undefined) set.imageUrl = f.inventoryImage;
  if (Object.keys(set).length) await db.update(inventories).set(set).where(eq(inventories.id, id));
}

/** How many of `eventIds` are events. */
export async function countEvents(db: Tx, eventIds: number[]): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n
    from events
    where id ${oneOf(eventIds)}`);
  return rows[0].n;
}

/** How many of `userIds` are active users. */
export async function countActiveUsers(db: Tx, userIds: number[]): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n
    from users
    where id ${oneOf(userIds)} and status = 'ACTIVE'`);
  return rows[0].n;
}

/** Whether the inventory is already offered at one of `eventIds`. */
export async function offeredAtAny(tx: Tx, inventoryId: number, eventIds: number[]) {
  const { rows } = await tx.execute(sql`select 1
    from event_inventories
    where inventory_id = ${inventoryId} and event_id ${oneOf(eventIds)}
    limit 1`);
  return rows.length > 0;
}

/** An event to offer the inventory at, with its sales target (crore) and property count. */
export type EventOffer = { eventId: number; salesTarget?: number | null; propertyCount?: number };

/**
 * Inserts one event inventory per offer in one statement (property count 0 when not given); answers
 * the new ids — fewer than the offers when one already existed (a concurrent add won the race).
 */
export async function insertEventInventories(
  tx: Tx,
  inventoryId: number,
  offers: EventOffer[],
): Promise<number[]> {
  const json = JSON.stringify(
    offers.map((e) => ({
      event_id: e.eventId,
      sales_target: e.salesTarget ?? null,
      property_count: e.propertyCount ?? null,
    })),
  );
  const { rows } = await tx.execute<{ id: number }>(sql`insert into event_inventories
      (event_id, inventory_id, sales_target, property_count)
    select x.event_id, ${inventoryId}, x.sales_target, coalesce(x.property_count, 0)
    from json_to_recordset(${json}::json)
      as x(event_id bigint, sales_target numeric, property_count int)
    on conflict (event_id, inventory_id) do nothing
    returning id`);
  return rows.map((r) => Number(r.id));
}

/** Makes every user of `userIds` a project owner of every event inventory of `eiIds`, in one statement. */
export async function insertProjectOwners(tx: Tx, eiIds: number[], userIds: number[]) {
  await tx.execute(sql`insert into event_inventory_owners (ei_id, user_id)
    select e, u
    from unnest(${idArray(eiIds)}) as e cross join unnest(${idArray(userIds)}) as u`);
}
