import { sql } from 'drizzle-orm';
import type { EventInventoryDetail, InventoryItem, InventoryListResult } from '@crm/contracts';
import { MESSAGES } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { pipelineScope } from '../../auth/actor.js';
import { and, containsPattern, todayIst } from '../../lib/sql.js';
import { offsetOf, pageInfo } from '../../lib/paging.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { sharedWithSql } from './sharing.js';
import {
  eiColumns,
  eiFrom,
  type EiRow,
  pageEventInventories,
  toEventInventory,
} from './queries.js';

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

/** Inventories, UPCOMING (not archived) or PREVIOUS (archived), with both counts (/inventories). */
export async function listInventories(
  db: Db,
  q: { pageNo: number; count: number; searchFor: string; eventStatus: 'UPCOMING' | 'PREVIOUS' },
): Promise<InventoryListResult> {
  const search = q.searchFor
    ? sql`lower(inv.name) like ${containsPattern(q.searchFor)}`
    : sql`true`;
  const where = sql`${search} and inv.is_archived = ${q.eventStatus === 'PREVIOUS'}`;
  const [{ rows }, counts] = await Promise.all([
    db.execute<InvRow>(sql`select inv.*, (select count(*)::int from event_inventories ei where ei.inventory_id = inv.id) as event_count
      from inventories inv where ${where} order by inv.name limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ upcoming: number; previous: number }>(
      sql`select count(*) filter (where not is_archived)::int as upcoming, count(*) filter (where is_archived)::int as previous from inventories inv where ${search}`,
    ),
  ]);
  const c = counts.rows[0];
  const total = q.eventStatus === 'PREVIOUS' ? c.previous : c.upcoming;
  return {
    inventories: rows.map(toInventory),
    counts: { UPCOMING: c.upcoming, PREVIOUS: c.previous },
    ...pageInfo(q.pageNo, q.count, total),
  };
}

/** One inventory (GET /api/inventory?id). 404 when unknown. */
export async function getInventory(db: Db, id: number): Promise<InventoryItem> {
  const { rows } = await db.execute<InvRow>(
    sql`select inv.*, (select count(*)::int from event_inventories ei where ei.inventory_id = inv.id) as event_count from inventories inv where inv.id = ${id}`,
  );
  if (!rows[0]) throw notFound('Inventory not found', 'INVENTORY_NOT_FOUND');
  return toInventory(rows[0]);
}

/** Archive or unarchive an inventory (PO and ADMIN); answers the spec's toast text. */
export async function setInventoryArchived(
  db: Db,
  actor: Actor,
  id: number,
  isArchived: boolean,
): Promise<string> {
  if (pipelineScope(actor) !== 'all') throw forbidden(MESSAGES.forbidden);
  const { rows } = await db.execute(
    sql`update inventories set is_archived = ${isArchived} where id = ${id} returning id`,
  );
  if (!rows.length) throw notFound('Inventory not found', 'INVENTORY_NOT_FOUND');
  return isArchived ? MESSAGES.inventoryArchived : MESSAGES.inventoryUnarchived;
}

/** Events of one inventory (/inventoryEvents/{id}). */
export async function inventoryEvents(
  db: Db,
  q: {
    inventoryId: number;
    pageNo: number;
    count: number;
    searchFor: string;
    eventStatus?: 'UPCOMING' | 'PREVIOUS';
  },
) {
  await getInventory(db, q.inventoryId);
  return pageEventInventories(
    db,
    and([
      sql`ei.inventory_id = ${q.inventoryId}`,
      q.searchFor && sql`lower(e.name) like ${containsPattern(q.searchFor)}`,
      statusCond(q.eventStatus),
    ]),
    q,
  );
}

const statusCond = (s?: 'UPCOMING' | 'PREVIOUS') =>
  s === 'PREVIOUS'
    ? sql`e.end_date < ${todayIst}`
    : s === 'UPCOMING'
      ? sql`e.end_date >= ${todayIst}`
      : undefined;

/** Condition: the event's or the inventory's name contains `searchFor` (none when blank). */
const nameSearch = (searchFor: string) =>
  searchFor &&
  sql`(lower(e.name) like ${containsPattern(searchFor)} or lower(inv.name) like ${containsPattern(searchFor)})`;

/** Event inventories the caller owns as PO (/poInventories). */
export function poInventories(
  db: Db,
  actor: Actor,
  q: { pageNo: number; count: number; searchFor: string; eventStatus?: 'UPCOMING' | 'PREVIOUS' },
) {
  return pageEventInventories(
    db,
    and([
      sql`exists (select 1 from event_inventory_owners o where o.ei_id = ei.id and o.user_id = ${actor.userId})`,
      nameSearch(q.searchFor),
      statusCond(q.eventStatus),
    ]),
    q,
  );
}

/**
 * Event inventories where the caller's brands are assigned (/boInventories), counts over those brands; with `sharedWithMe`,
 * those where pairings are shared with the caller (accepted collaborations), counts over those pairings.
 */
export function boInventories(
  db: Db,
  actor: Actor,
  q: {
    pageNo: number;
    count: number;
    searchFor: string;
    eventStatus?: 'UPCOMING' | 'PREVIOUS';
    sharedWithMe?: boolean;
  },
) {
  const pairings = q.sharedWithMe
    ? sharedWithSql(actor, sql`a.ei_id`, sql`a.brand_id`)
    : sql`exists (select 1 from brand_owners bo where bo.brand_id = a.brand_id and bo.user_id = ${actor.userId})`;
  const has = sql`exists (select 1 from pairings a where a.ei_id = ei.id and a.status = 'ASSIGNED' and ${pairings})`;
  return pageEventInventories(
    db,
    and([has, nameSearch(q.searchFor), statusCond(q.eventStatus)]),
    q,
    pairings,
  );
}

/**
 * Event inventories the caller is a subject matter expert of (/sme): as SME of the inventory
 * (I-SME) or of the event (E-SME), with each one's pipeline counts.
 */
export function smeInventories(
  db: Db,
  actor: Actor,
  q: { pageNo: number; count: number; searchFor: string; eventStatus?: 'UPCOMING' | 'PREVIOUS' },
) {
  const isSme = sql`(exists (select 1 from inventory_smes s where s.inventory_id = ei.inventory_id and s.user_id = ${actor.userId})
    or exists (select 1 from event_smes s where s.event_id = ei.event_id and s.user_id = ${actor.userId}))`;
  return pageEventInventories(
    db,
    and([isSme, nameSearch(q.searchFor), statusCond(q.eventStatus)]),
    q,
  );
}

/** All event inventories (the dashboard's list of 10, and the admin view). */
export function allEventInventories(
  db: Db,
  q: { pageNo: number; count: number; searchFor: string; eventStatus?: 'UPCOMING' | 'PREVIOUS' },
) {
  return pageEventInventories(db, and([nameSearch(q.searchFor), statusCond(q.eventStatus)]), q);
}

/** Event inventories of one event (event info). */
export async function eventInventoriesOfEvent(db: Db, eventId: number) {
  const { rows } = await db.execute<EiRow>(
    sql`select ${eiColumns()} from ${eiFrom} where ei.event_id = ${eventId} order by inv.name`,
  );
  return rows.map(toEventInventory);
}

/**
 * Event inventory detail for /inventory/{eiId}; canAssign mirrors the assign-page rule (spec 000 §2.1); sharedWithMeCount
 * counts its ASSIGNED pairings shared with the caller. 404 when unknown.
 */
export async function eventInventoryDetail(
  db: Db,
  actor: Actor,
  eiId: number,
): Promise<EventInventoryDetail> {
  const { rows } = await db.execute<
    EiRow & {
      notes: string | null;
      deck_uploaded: boolean;
      shared_count: number;
      blocked: { id: number; name: string }[];
    }
  >(
    sql`select ${eiColumns()}, ei.notes, ei.deck_uploaded,
      (select count(*)::int from pairings a where a.ei_id = ei.id and a.status = 'ASSIGNED' and ${sharedWithSql(actor, sql`a.ei_id`, sql`a.brand_id`)}) as shared_count,
      coalesce((select json_agg(json_build_object('id', i.id, 'name', i.name) order by i.name) from ei_blocked_industries bi join industries i on i.id = bi.industry_id where bi.ei_id = ei.id), '[]'::json) as blocked
      from ${eiFrom} where ei.id = ${eiId}`,
  );
  const r = rows[0];
  if (!r) throw notFound('Event inventory not found', 'EVENT_INVENTORY_NOT_FOUND');
  return {
    ...toEventInventory(r),
    notes: r.notes,
    deckUploaded: r.deck_uploaded,
    blockedIndustries: r.blocked,
    canAssign: pipelineScope(actor) !== null,
    sharedWithMeCount: r.shared_count,
  };
}

/** Throws 404 unless the event inventory exists. */
export async function assertEventInventoryExists(db: Db, eiId: number): Promise<void> {
  const { rows } = await db.execute(sql`select 1 from event_inventories where id = ${eiId}`);
  if (!rows.length)
    throw notFound(`Event inventory ${eiId} not found`, 'EVENT_INVENTORY_NOT_FOUND');
}

/** Edit sales target (crore), property count and notes: the event inventory's PO, or any PO/ADMIN. */
export async function updateEventInventory(
  db: Db,
  actor: Actor,
  u: { eiId: number; salesTarget?: number | null; propertyCount?: number; notes?: string | null },
): Promise<string> {
  await assertEventInventoryExists(db, u.eiId);
  const { rows: own } = await db.execute(
    sql`select 1 from event_inventory_owners where ei_id = ${u.eiId} and user_id = ${actor.userId}`,
  );
  if (!own.length && pipelineScope(actor) !== 'all') throw forbidden(MESSAGES.forbidden);
  const sets = [
    u.salesTarget !== undefined && sql`sales_target = ${u.salesTarget}`,
    u.propertyCount !== undefined && sql`property_count = ${u.propertyCount}`,
    u.notes !== undefined && sql`notes = ${u.notes}`,
  ].filter(Boolean) as ReturnType<typeof sql>[];
  if (sets.length)
    await db.execute(
      sql`update event_inventories set ${sql.join(sets, sql`, `)} where id = ${u.eiId}`,
    );
  return MESSAGES.inventoryUpdated;
}
