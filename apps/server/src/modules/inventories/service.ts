import type {
  EventInventoryDetail,
  EventInventoryItem,
  InventoryItem,
  InventoryListResult,
} from '@crm/contracts';
import { MESSAGES } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { dealValue, pipelineScope, readableWonValues } from '../../auth/actor.js';
import { and } from '../../lib/sql.js';
import { pageInfo } from '../../lib/paging.js';
import { forbidden, notFound } from '../../lib/errors.js';
import {
  actorPairings,
  eventNameSearch,
  eventNotArchived,
  hasAssignedPairing,
  nameSearch,
  ofInventory,
  ownedBy,
  smeOf,
  statusCond,
} from './eiFilters.js';
import {
  eventInventoryDetailRow,
  eventInventoryExists,
  type EventInventoryFields,
  ownsEventInventory,
  pageEventInventories,
  updateEventInventoryFields,
} from './queries.js';
import { archiveInventory, inventoryById, inventoryPage } from './inventoryQueries.js';

/** The database and the caller of an inventories request. */
export type InventoriesContext = { db: Db; actor: Actor };

/** A list request: page (1-based), name search, and UPCOMING / PREVIOUS when given. */
type ListQuery = {
  pageNo: number;
  count: number;
  searchFor: string;
  eventStatus?: 'UPCOMING' | 'PREVIOUS';
};

/** A page of event inventories as `actor` reads them: won values null without deal values (readableWonValues). */
async function asReadBy<P extends { eventInventories: EventInventoryItem[] }>(
  actor: Actor,
  page: Promise<P>,
): Promise<P> {
  const p = await page;
  return { ...p, eventInventories: readableWonValues(actor, p.eventInventories) };
}

/** Inventories, UPCOMING (not archived) or PREVIOUS (archived), with both counts (/inventories). */
export async function listInventories(
  db: Db,
  q: ListQuery & { eventStatus: 'UPCOMING' | 'PREVIOUS' },
): Promise<InventoryListResult> {
  const page = await inventoryPage(db, { ...q, archived: q.eventStatus === 'PREVIOUS' });
  const total = q.eventStatus === 'PREVIOUS' ? page.previous : page.upcoming;
  return {
    inventories: page.inventories,
    counts: { UPCOMING: page.upcoming, PREVIOUS: page.previous },
    ...pageInfo(q.pageNo, q.count, total),
  };
}

/** One inventory (GET /api/inventory?id). 404 when unknown. */
export async function getInventory(db: Tx, id: number): Promise<InventoryItem> {
  const inventory = await inventoryById(db, id);
  if (!inventory) throw notFound('Inventory not found', 'INVENTORY_NOT_FOUND');
  return inventory;
}

/** Archive or unarchive an inventory (PO and ADMIN); answers the spec's toast text. */
export async function setInventoryArchived({
  db,
  actor,
  req,
}: InventoriesContext & { req: { id: number; isArchived: boolean } }): Promise<string> {
  if (pipelineScope(actor) !== 'all') throw forbidden(MESSAGES.forbidden);
  if (!(await archiveInventory(db, req.id, req.isArchived)))
    throw notFound('Inventory not found', 'INVENTORY_NOT_FOUND');
  return req.isArchived ? MESSAGES.inventoryArchived : MESSAGES.inventoryUnarchived;
}

/** Events of one inventory (/inventoryEvents/{id}), as `actor` reads them (won values need deal values). */
export async function inventoryEvents(
  db: Db,
  actor: Actor,
  q: ListQuery & { inventoryId: number },
) {
  await getInventory(db, q.inventoryId);
  const where = and([
    ofInventory(q.inventoryId),
    eventNotArchived,
    eventNameSearch(q.searchFor),
    statusCond(q.eventStatus),
  ]);
  return asReadBy(actor, pageEventInventories(db, where, q));
}

/** Event inventories the caller owns as PO (/poInventories). */
export function poInventories(db: Db, actor: Actor, q: ListQuery) {
  const where = and([
    ownedBy(actor.userId),
    eventNotArchived,
    nameSearch(q.searchFor),
    statusCond(q.eventStatus),
  ]);
  return asReadBy(actor, pageEventInventories(db, where, q));
}

/**
 * Event inventories where the caller's brands are assigned (/boInventories), counts over those brands; with `sharedWithMe`,
 * those where pairings are shared with the caller (accepted collaborations), counts over those pairings.
 */
export function boInventories(
  db: Db,
  actor: Actor,
  q: ListQuery & { sharedWithMe?: boolean; inventoryId?: number },
) {
  const pairings = actorPairings(actor, q.sharedWithMe);
  const where = and([
    q.inventoryId !== undefined && ofInventory(q.inventoryId),
    hasAssignedPairing(pairings),
    eventNotArchived,
    nameSearch(q.searchFor),
    statusCond(q.eventStatus),
  ]);
  return asReadBy(actor, pageEventInventories(db, where, q, pairings));
}

/**
 * GET /api/inventory/v2/details (spec 001 §7 'inventory v2 details', 15 a page): one inventory's event
 * inventories holding the caller's pairings (or those shared with them), as /boInventories lists them. 404 unknown inventory.
 */
export async function inventoryV2Details(
  db: Db,
  actor: Actor,
  q: ListQuery & { sharedWithMe: boolean; inventoryId: number },
) {
  await getInventory(db, q.inventoryId);
  return boInventories(db, actor, q);
}

/**
 * Event inventories the caller is a subject matter expert of (/sme): as SME of the inventory
 * (I-SME) or of the event (E-SME), with each one's pipeline counts.
 */
export function smeInventories(db: Db, actor: Actor, q: ListQuery) {
  const where = and([
    smeOf(actor.userId),
    eventNotArchived,
    nameSearch(q.searchFor),
    statusCond(q.eventStatus),
  ]);
  return asReadBy(actor, pageEventInventories(db, where, q));
}

/** All event inventories (the dashboard's list of 10, and the admin view), as `actor` reads them. */
export function allEventInventories(db: Db, actor: Actor, q: ListQuery) {
  return asReadBy(
    actor,
    pageEventInventories(
      db,
      and([eventNotArchived, nameSearch(q.searchFor), statusCond(q.eventStatus)]),
      q,
    ),
  );
}

/**
 * Event inventory detail for /inventory/{eiId} (won value null without deal values); canAssign mirrors the assign-page rule (spec 000 §2.1); sharedWithMeCount
 * counts its ASSIGNED pairings shared with the caller. 404 when unknown.
 */
export async function eventInventoryDetail({
  db,
  actor,
  eiId,
}: InventoriesContext & { eiId: number }): Promise<EventInventoryDetail> {
  const detail = await eventInventoryDetailRow(db, actor, eiId);
  if (!detail) throw notFound('Event inventory not found', 'EVENT_INVENTORY_NOT_FOUND');
  return {
    ...detail,
    wonValue: dealValue(actor, detail.wonValue),
    canAssign: pipelineScope(actor) !== null,
  };
}

/** Throws 404 unless the event inventory exists. */
export async function assertEventInventoryExists(db: Tx, eiId: number): Promise<void> {
  if (!(await eventInventoryExists(db, eiId)))
    throw notFound(`Event inventory ${eiId} not found`, 'EVENT_INVENTORY_NOT_FOUND');
}

/** Edit sales target (crore), property count and notes: the event inventory's PO, or any PO/ADMIN. */
export async function updateEventInventory({
  db,
  actor,
  req,
}: InventoriesContext & { req: EventInventoryFields & { eiId: number } }): Promise<string> {
  await assertEventInventoryExists(db, req.eiId);
  const owns = await ownsEventInventory(db, actor.userId, req.eiId);
  if (!owns && pipelineScope(actor) !== 'all') throw forbidden(MESSAGES.forbidden);
  await updateEventInventoryFields(db, req.eiId, req);
  return MESSAGES.inventoryUpdated;
}
