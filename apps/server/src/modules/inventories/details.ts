import { sql } from 'drizzle-orm';
import { INVENTORY_ADMIN_MESSAGES as M, type InventoryListResult } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { conflict, fieldError, notFound } from '../../lib/errors.js';
import { idArray } from '../../lib/sql.js';
import { getInventory, listInventories } from './service.js';
import { assertAdmin } from '../../auth/actor.js';

/** GET /api/admin/inventories (spec 001 §7 Inventory API): the inventories list for admins, UPCOMING or PREVIOUS. */
export function adminInventories(
  db: Db,
  actor: Actor,
  q: Parameters<typeof listInventories>[1],
): Promise<InventoryListResult> {
  assertAdmin(actor);
  return listInventories(db, q);
}

/**
 * PATCH /api/admin/inventories/details {id, description?, color?, inventoryImage?}: admin; only the fields
 * sent change. 404 unknown inventory. Answers 'Inventory updated successfully' (spec 001 §8).
 */
export async function updateInventoryDetails(
  db: Db,
  actor: Actor,
  u: { id: number; description?: string | null; color?: string; inventoryImage?: string | null },
): Promise<string> {
  assertAdmin(actor);
  await getInventory(db, u.id);
  const sets = [
    u.description !== undefined && sql`description = ${u.description || null}`,
    u.color !== undefined && sql`color = ${u.color}`,
    u.inventoryImage !== undefined && sql`image_url = ${u.inventoryImage}`,
  ].filter(Boolean) as ReturnType<typeof sql>[];
  if (sets.length)
    await db.execute(sql`update inventories set ${sql.join(sets, sql`, `)} where id = ${u.id}`);
  return M.inventoryUpdated;
}

type EventsAdd = {
  inventoryId: number;
  events: { eventId: number; salesTarget?: number | null; propertyCount?: number }[];
  projectOwnerIds: number[];
};

/**
 * POST /api/admin/inventory/events: offers the inventory at the events — one event inventory each, with
 * its sales target (crore) and property count, owned by `projectOwnerIds` (active users) — in one
 * transaction. Admin; 404 unknown inventory or event; 409 when the inventory is already on one of them.
 */
export async function addInventoryToEvents(
  db: Db,
  actor: Actor,
  req: EventsAdd,
): Promise<{ eiIds: number[]; message: string }> {
  assertAdmin(actor);
  await getInventory(db, req.inventoryId);
  const eventIds = req.events.map((e) => e.eventId);
  const { rows: found } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from events where id = any(${idArray(eventIds)})`,
  );
  if (found[0].n !== eventIds.length) throw notFound(M.eventNotFound, 'EVENT_NOT_FOUND');
  if (req.projectOwnerIds.length) {
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where id = any(${idArray(req.projectOwnerIds)}) and status = 'ACTIVE'`,
    );
    if (rows[0].n !== req.projectOwnerIds.length)
      throw fieldError('projectOwnerIds', M.userNotActive, 'USER_NOT_ACTIVE');
  }
  const eiIds = await db.transaction(async (tx) => {
    const { rows: existing } = await tx.execute(
      sql`select 1 from event_inventories where inventory_id = ${req.inventoryId} and event_id = any(${idArray(eventIds)}) limit 1`,
    );
    if (existing.length) throw conflict(M.alreadyOnEvent, 'ALREADY_ON_EVENT');
    const { rows } = await tx.execute<{
      id: number;
    }>(sql`insert into event_inventories (event_id, inventory_id, sales_target, property_count)
      select x.event_id, ${req.inventoryId}, x.sales_target, coalesce(x.property_count, 0)
      from json_to_recordset(${JSON.stringify(req.events.map((e) => ({ event_id: e.eventId, sales_target: e.salesTarget ?? null, property_count: e.propertyCount ?? null })))}::json)
        as x(event_id bigint, sales_target numeric, property_count int)
      on conflict (event_id, inventory_id) do nothing returning id`);
    if (rows.length !== req.events.length) throw conflict(M.alreadyOnEvent, 'ALREADY_ON_EVENT'); // a concurrent add won the race
    const ids = rows.map((r) => Number(r.id));
    if (req.projectOwnerIds.length) {
      await tx.execute(
        sql`insert into event_inventory_owners (ei_id, user_id) select e, u from unnest(${idArray(ids)}) as e cross join unnest(${idArray(req.projectOwnerIds)}) as u`,
      );
    }
    return ids;
  });
  return { eiIds, message: M.eventsAdded };
}
