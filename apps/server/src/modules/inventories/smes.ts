import { sql, type SQL } from 'drizzle-orm';
import {
  INVENTORY_ADMIN_MESSAGES as M,
  type BlockedIndustriesResult,
  type EiSmeResult,
  type UserSummary,
} from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { fieldError, forbidden, notFound } from '../../lib/errors.js';
import { idArray, jsonValue, userSummaryJson } from '../../lib/sql.js';
import { assertEventInventoryExists, getInventory } from './service.js';
import { assertAdmin, isAdminActor } from '../../auth/actor.js';

/**
 * SMEs (subject matter experts) of inventories and events, and the blocked industries of an event
 * inventory (spec 001 §7 GET /event/sme, PATCH /admin/event/sme, PATCH /admin/event/inventory/sme,
 * PATCH /admin/inventory/sme, GET /inventory/sme, GET /event/inventory/sme, GET blocked industries).
 */

type SmeTable = 'inventory' | 'event';
const TABLES: Record<SmeTable, { table: SQL; key: SQL }> = {
  inventory: { table: sql.raw('inventory_smes'), key: sql.raw('inventory_id') },
  event: { table: sql.raw('event_smes'), key: sql.raw('event_id') },
};

/** The SMEs of one inventory or event, by name. */
async function smesOf(db: Tx, kind: SmeTable, id: number): Promise<UserSummary[]> {
  const t = TABLES[kind];
  const { rows } = await db.execute<{
    u: UserSummary;
  }>(sql`select ${userSummaryJson()} as u from ${t.table} s join users u on u.id = s.user_id
    where s.${t.key} = ${id} order by u.first_name, u.last_name, u.id`);
  return rows.map((r) => jsonValue<UserSummary>(r.u));
}

/** 404 'Event not found' unless the event exists. */
async function assertEvent(db: Tx, eventId: number): Promise<void> {
  const { rows } = await db.execute(sql`select 1 from events where id = ${eventId}`);
  if (!rows.length) throw notFound(M.eventNotFound, 'EVENT_NOT_FOUND');
}

/** 400 naming `field` unless every id is an active user. */
async function assertActiveUsers(db: Tx, userIds: number[], field: string): Promise<void> {
  if (!userIds.length) return;
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from users where id = any(${idArray(userIds)}) and status = 'ACTIVE'`,
  );
  if (rows[0].n !== userIds.length) throw fieldError(field, M.userNotActive, 'USER_NOT_ACTIVE');
}

/** Replaces an SME list (in the caller's transaction). */
async function replaceSmes(tx: Tx, kind: SmeTable, id: number, userIds: number[]): Promise<void> {
  const t = TABLES[kind];
  await tx.execute(
    sql`delete from ${t.table} where ${t.key} = ${id} and not (user_id = any(${idArray(userIds)}))`,
  );
  if (userIds.length)
    await tx.execute(
      sql`insert into ${t.table} (${t.key}, user_id) select ${id}, u from unnest(${idArray(userIds)}) as u on conflict do nothing`,
    );
}

/** GET /api/inventory/sme?inventoryId: the inventory's SMEs (404 unknown inventory). */
export async function inventorySmes(
  db: Db,
  inventoryId: number,
): Promise<{ users: UserSummary[] }> {
  await getInventory(db, inventoryId);
  return { users: await smesOf(db, 'inventory', inventoryId) };
}

/** GET /api/event/sme?eventId: the event's SMEs (404 unknown event). */
export async function eventSmes(db: Db, eventId: number): Promise<{ users: UserSummary[] }> {
  await assertEvent(db, eventId);
  return { users: await smesOf(db, 'event', eventId) };
}

/** PATCH /api/admin/inventory/sme {inventoryId, userIds}: admin; 404 unknown inventory, 400 an inactive or unknown user. */
export async function setInventorySmes(
  db: Db,
  actor: Actor,
  req: { inventoryId: number; userIds: number[] },
): Promise<string> {
  assertAdmin(actor);
  await getInventory(db, req.inventoryId);
  await assertActiveUsers(db, req.userIds, 'userIds');
  await db.transaction((tx) => replaceSmes(tx, 'inventory', req.inventoryId, req.userIds));
  return M.smesUpdated;
}

/** PATCH /api/admin/event/sme {eventId, userIds}: admin; 404 unknown event, 400 an inactive or unknown user. */
export async function setEventSmes(
  db: Db,
  actor: Actor,
  req: { eventId: number; userIds: number[] },
): Promise<string> {
  assertAdmin(actor);
  await assertEvent(db, req.eventId);
  await assertActiveUsers(db, req.userIds, 'userIds');
  await db.transaction((tx) => replaceSmes(tx, 'event', req.eventId, req.userIds));
  return M.smesUpdated;
}

/** The inventory and event of an event inventory (404 when unknown). */
async function eiParts(db: Tx, eiId: number): Promise<{ inventoryId: number; eventId: number }> {
  const { rows } = await db.execute<{ inventory_id: number; event_id: number }>(
    sql`select inventory_id, event_id from event_inventories where id = ${eiId}`,
  );
  if (!rows[0]) throw notFound('Event inventory not found', 'EVENT_INVENTORY_NOT_FOUND');
  return { inventoryId: Number(rows[0].inventory_id), eventId: Number(rows[0].event_id) };
}

/** GET /api/event/inventory/sme?eiId: the SMEs of the event inventory's inventory and of its event. */
export async function eiSmes(db: Db, eiId: number): Promise<EiSmeResult> {
  const p = await eiParts(db, eiId);
  const [inventorySmes, eventSmes] = await Promise.all([
    smesOf(db, 'inventory', p.inventoryId),
    smesOf(db, 'event', p.eventId),
  ]);
  return { inventorySmes, eventSmes };
}

/** PATCH /api/admin/event/inventory/sme {eiId, inventorySmeIds?, eventSmeIds?}: admin; sets the lists given, in one transaction. */
export async function setEiSmes(
  db: Db,
  actor: Actor,
  req: { eiId: number; inventorySmeIds?: number[]; eventSmeIds?: number[] },
): Promise<string> {
  assertAdmin(actor);
  const p = await eiParts(db, req.eiId);
  if (req.inventorySmeIds) await assertActiveUsers(db, req.inventorySmeIds, 'inventorySmeIds');
  if (req.eventSmeIds) await assertActiveUsers(db, req.eventSmeIds, 'eventSmeIds');
  await db.transaction(async (tx) => {
    if (req.inventorySmeIds) await replaceSmes(tx, 'inventory', p.inventoryId, req.inventorySmeIds);
    if (req.eventSmeIds) await replaceSmes(tx, 'event', p.eventId, req.eventSmeIds);
  });
  return M.smesUpdated;
}

/** Whether the actor is one of the event inventory's project owners. */
export async function isProjectOwner(db: Tx, actor: Actor, eiId: number): Promise<boolean> {
  const { rows } = await db.execute(
    sql`select 1 from event_inventory_owners where ei_id = ${eiId} and user_id = ${actor.userId}`,
  );
  return rows.length > 0;
}

/** GET /api/event/inventory/blocked-industries?eiId: by name (404 unknown event inventory). */
export async function blockedIndustries(db: Db, eiId: number): Promise<BlockedIndustriesResult> {
  await assertEventInventoryExists(db, eiId);
  const { rows } = await db.execute<{
    id: number;
    name: string;
  }>(sql`select i.id, i.name from ei_blocked_industries bi join industries i on i.id = bi.industry_id
    where bi.ei_id = ${eiId} order by i.name`);
  return { industries: rows.map((r) => ({ id: Number(r.id), name: r.name })) };
}

/**
 * PATCH /api/event/inventory/blocked-industries {eiId, industryIds}: replaces the list, read by the
 * assignment lists (their brands stay out). The event inventory's POs and admins (403 otherwise); 404
 * unknown event inventory; 400 an unknown industry.
 */
export async function setBlockedIndustries(
  db: Db,
  actor: Actor,
  req: { eiId: number; industryIds: number[] },
): Promise<string> {
  await assertEventInventoryExists(db, req.eiId);
  if (!isAdminActor(actor) && !(await isProjectOwner(db, actor, req.eiId)))
    throw forbidden(M.blockedNotAllowed);
  if (req.industryIds.length) {
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from industries where id = any(${idArray(req.industryIds)})`,
    );
    if (rows[0].n !== req.industryIds.length)
      throw fieldError('industryIds', M.industryUnknown, 'INDUSTRY_NOT_FOUND');
  }
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`delete from ei_blocked_industries where ei_id = ${req.eiId} and not (industry_id = any(${idArray(req.industryIds)}))`,
    );
    if (req.industryIds.length)
      await tx.execute(
        sql`insert into ei_blocked_industries (ei_id, industry_id) select ${req.eiId}, i from unnest(${idArray(req.industryIds)}) as i on conflict do nothing`,
      );
  });
  return M.blockedUpdated;
}
