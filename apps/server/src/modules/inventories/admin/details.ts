import { INVENTORY_ADMIN_MESSAGES as M, type InventoryListResult } from '@crm/contracts';
import { assertAdmin } from '../../../auth/actor.js';
import { conflict, fieldError, notFound } from '../../../lib/errors.js';
import {
  countActiveUsers,
  countEvents,
  type EventOffer,
  insertEventInventories,
  insertProjectOwners,
  type InventoryFields,
  offeredAtAny,
  updateInventoryFields,
} from '../inventoryQueries.js';
import { getInventory, type InventoriesContext, listInventories } from '../service.js';
import { recordAudit } from '../../audit/index.js';

/** GET /api/admin/inventories (spec 001 §7 Inventory API): the inventories list for admins, UPCOMING or PREVIOUS. */
export function adminInventories({
  db,
  actor,
  q,
}: InventoriesContext & {
  q: Parameters<typeof listInventories>[1];
}): Promise<InventoryListResult> {
  assertAdmin(actor);
  return listInventories(db, q);
}

/**
 * PATCH /api/admin/inventories/details {id, description?, color?, inventoryImage?}: admin; only the fields
 * sent change. 404 unknown inventory. Answers 'Inventory updated successfully' (spec 001 §8).
 */
export async function updateInventoryDetails({
  db,
  actor,
  req,
}: InventoriesContext & { req: InventoryFields & { id: number } }): Promise<string> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    const before = await getInventory(tx, req.id);
    await updateInventoryFields(tx, req.id, req);
    const { id, ...after } = req;
    const was = Object.fromEntries(
      Object.keys(after).map((k) => [k, before[k as keyof typeof before]]),
    );
    await recordAudit(tx, actor.userId, {
      action: 'inventory.update',
      entity: 'inventory',
      entityId: id,
      before: was,
      after,
    });
  });
  return M.inventoryUpdated;
}

type EventsAdd = { inventoryId: number; events: EventOffer[]; projectOwnerIds: number[] };

/**
 * POST /api/admin/inventory/events: offers the inventory at the events — one event inventory each, with
 * its sales target (crore) and property count, owned by `projectOwnerIds` (active users) — in one
 * transaction. Admin; 404 unknown inventory or event; 409 when the inventory is already on one of them.
 */
export async function addInventoryToEvents({
  db,
  actor,
  req,
}: InventoriesContext & { req: EventsAdd }): Promise<{ eiIds: number[]; message: string }> {
  assertAdmin(actor);
  await getInventory(db, req.inventoryId);
  const eventIds = req.events.map((e) => e.eventId);
  if ((await countEvents(db, eventIds)) !== eventIds.length)
    throw notFound(M.eventNotFound, 'EVENT_NOT_FOUND');
  if (
    req.projectOwnerIds.length &&
    (await countActiveUsers(db, req.projectOwnerIds)) !== req.projectOwnerIds.length
  )
    throw fieldError('projectOwnerIds', M.userNotActive, 'USER_NOT_ACTIVE');
  const eiIds = await db.transaction(async (tx) => {
    if (await offeredAtAny(tx, req.inventoryId, eventIds))
      throw conflict(M.alreadyOnEvent, 'ALREADY_ON_EVENT');
    const ids = await insertEventInventories(tx, req.inventoryId, req.events);
    if (ids.length !== req.events.length) throw conflict(M.alreadyOnEvent, 'ALREADY_ON_EVENT'); // a concurrent add won the race
    if (req.projectOwnerIds.length) await insertProjectOwners(tx, ids, req.projectOwnerIds);
    await recordAudit(tx, actor.userId, {
      action: 'inventory.offer',
      entity: 'inventory',
      entityId: req.inventoryId,
      after: { events: req.events, projectOwnerIds: req.projectOwnerIds, eiIds: ids },
    });
    return ids;
  });
  return { eiIds, message: M.eventsAdded };
}
