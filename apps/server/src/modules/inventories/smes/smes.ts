import {
  INVENTORY_ADMIN_MESSAGES as M,
  type BlockedIndustriesResult,
  type EiSmeResult,
  type UserSummary,
} from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { eventExists } from '../../../db/eventExists.js';
import type { Actor } from '../../../auth/actor.js';
import { assertAdmin, isAdminActor } from '../../../auth/actor.js';
import { fieldError, forbidden, notFound } from '../../../lib/errors.js';
import { countActiveUsers } from '../inventoryQueries.js';
import { ownsEventInventory } from '../queries.js';
import {
  blockedIndustriesOf,
  countIndustries,
  eiParts,
  replaceBlockedIndustries,
  replaceSmes,
  smesOf,
  type SmeTable,
} from './smeQueries.js';
import { recordAudit } from '../../audit/index.js';
import { assertEventInventoryExists, getInventory, type InventoriesContext } from '../service.js';

/**
 * SMEs (subject matter experts) of inventories and events, and the blocked industries of an event
 * inventory (spec 001 §7 GET /event/sme, PATCH /admin/event/sme, PATCH /admin/event/inventory/sme,
 * PATCH /admin/inventory/sme, GET /inventory/sme, GET /event/inventory/sme, GET blocked industries).
 */

/** 404 'Event not found' unless the event exists. */
async function assertEvent(db: Tx, eventId: number): Promise<void> {
  if (!(await eventExists(db, eventId))) throw notFound(M.eventNotFound, 'EVENT_NOT_FOUND');
}

/** 400 naming `field` unless every id is an active user. */
async function assertActiveUsers(db: Tx, userIds: number[], field: string): Promise<void> {
  if (!userIds.length) return;
  if ((await countActiveUsers(db, userIds)) !== userIds.length)
    throw fieldError(field, M.userNotActive, 'USER_NOT_ACTIVE');
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

/** Replaces the SMEs of the inventory or event `id` with `userIds` and records the change (issue 40 §6). */
async function replaceSmesAudited(
  tx: Tx,
  actorId: number,
  s: { kind: SmeTable; id: number; userIds: number[] },
) {
  const before = (await smesOf(tx, s.kind, s.id)).map((u) => u.userId);
  await replaceSmes(tx, s.kind, s.id, s.userIds);
  await recordAudit(tx, actorId, {
    action: 'smes.update',
    entity: s.kind,
    entityId: s.id,
    before: { smeUserIds: before },
    after: { smeUserIds: s.userIds },
  });
}

/** PATCH /api/admin/inventory/sme {inventoryId, userIds}: admin; 404 unknown inventory, 400 an inactive or unknown user. */
export async function setInventorySmes({
  db,
  actor,
  req,
}: InventoriesContext & { req: { inventoryId: number; userIds: number[] } }): Promise<string> {
  assertAdmin(actor);
  await getInventory(db, req.inventoryId);
  await assertActiveUsers(db, req.userIds, 'userIds');
  await db.transaction((tx) =>
    replaceSmesAudited(tx, actor.userId, {
      kind: 'inventory',
      id: req.inventoryId,
      userIds: req.userIds,
    }),
  );
  return M.smesUpdated;
}

/** PATCH /api/admin/event/sme {eventId, userIds}: admin; 404 unknown event, 400 an inactive or unknown user. */
export async function setEventSmes({
  db,
  actor,
  req,
}: InventoriesContext & { req: { eventId: number; userIds: number[] } }): Promise<string> {
  assertAdmin(actor);
  await assertEvent(db, req.eventId);
  await assertActiveUsers(db, req.userIds, 'userIds');
  await db.transaction((tx) =>
    replaceSmesAudited(tx, actor.userId, { kind: 'event', id: req.eventId, userIds: req.userIds }),
  );
  return M.smesUpdated;
}

/** The inventory and event of an event inventory (404 when unknown). */
async function eiPartsOrThrow(db: Tx, eiId: number) {
  const parts = await eiParts(db, eiId);
  if (!parts) throw notFound('Event inventory not found', 'EVENT_INVENTORY_NOT_FOUND');
  return parts;
}

/** GET /api/event/inventory/sme?eiId: the SMEs of the event inventory's inventory and of its event. */
export async function eiSmes(db: Db, eiId: number): Promise<EiSmeResult> {
  const p = await eiPartsOrThrow(db, eiId);
  const [inventorySmes, eventSmes] = await Promise.all([
    smesOf(db, 'inventory', p.inventoryId),
    smesOf(db, 'event', p.eventId),
  ]);
  return { inventorySmes, eventSmes };
}

/** PATCH /api/admin/event/inventory/sme {eiId, inventorySmeIds?, eventSmeIds?}: admin; sets the lists given, in one transaction. */
export async function setEiSmes({
  db,
  actor,
  req,
}: InventoriesContext & {
  req: { eiId: number; inventorySmeIds?: number[]; eventSmeIds?: number[] };
}): Promise<string> {
  assertAdmin(actor);
  const p = await eiPartsOrThrow(db, req.eiId);
  if (req.inventorySmeIds) await assertActiveUsers(db, req.inventorySmeIds, 'inventorySmeIds');
  if (req.eventSmeIds) await assertActiveUsers(db, req.eventSmeIds, 'eventSmeIds');
  await db.transaction(async (tx) => {
    const by = actor.userId;
    if (req.inventorySmeIds)
      await replaceSmesAudited(tx, by, {
        kind: 'inventory',
        id: p.inventoryId,
        userIds: req.inventorySmeIds,
      });
    if (req.eventSmeIds)
      await replaceSmesAudited(tx, by, { kind: 'event', id: p.eventId, userIds: req.eventSmeIds });
  });
  return M.smesUpdated;
}

/** Whether the actor is one of the event inventory's project owners. */
export function isProjectOwner(db: Tx, actor: Actor, eiId: number): Promise<boolean> {
  return ownsEventInventory(db, actor.userId, eiId);
}

/** GET /api/event/inventory/blocked-industries?eiId: by name (404 unknown event inventory). */
export async function blockedIndustries(db: Db, eiId: number): Promise<BlockedIndustriesResult> {
  await assertEventInventoryExists(db, eiId);
  return { industries: await blockedIndustriesOf(db, eiId) };
}

/**
 * PATCH /api/event/inventory/blocked-industries {eiId, industryIds}: replaces the list, read by the
 * assignment lists (their brands stay out). The event inventory's POs and admins (403 otherwise); 404
 * unknown event inventory; 400 an unknown industry.
 */
export async function setBlockedIndustries({
  db,
  actor,
  req,
}: InventoriesContext & { req: { eiId: number; industryIds: number[] } }): Promise<string> {
  await assertEventInventoryExists(db, req.eiId);
  if (!isAdminActor(actor) && !(await isProjectOwner(db, actor, req.eiId)))
    throw forbidden(M.blockedNotAllowed);
  if (
    req.industryIds.length &&
    (await countIndustries(db, req.industryIds)) !== req.industryIds.length
  )
    throw fieldError('industryIds', M.industryUnknown, 'INDUSTRY_NOT_FOUND');
  await db.transaction(async (tx) => {
    const before = (await blockedIndustriesOf(tx, req.eiId)).map((i) => i.id);
    await replaceBlockedIndustries(tx, req.eiId, req.industryIds);
    await recordAudit(tx, actor.userId, {
      action: 'event_inventory.blocked_industries',
      entity: 'event_inventory',
      entityId: req.eiId,
      before: { industryIds: before },
      after: { industryIds: req.industryIds },
    });
  });
  return M.blockedUpdated;
}
