/** The SMEs of inventories, events and event inventories, and an event inventory's blocked industries (spec 001 §3, §7). */

import { z } from 'zod';
import { Id, UserSummary } from './common.js';
import { INVENTORY_ADMIN_LIMITS, IdList } from './inventoryAdminLimits.js';

/** GET /api/inventory/sme?inventoryId, GET /api/event/sme?eventId: the SMEs (subject matter experts) of an inventory or an event. */
export const InventorySmeQuery = z.object({ inventoryId: Id });
export const EventSmeQuery = z.object({ eventId: Id });
export const SmeListResult = z.object({ users: z.array(UserSummary) });

/** PATCH /api/admin/inventory/sme {inventoryId, userIds}, PATCH /api/admin/event/sme {eventId, userIds}: replace the list (active users only). */
export const InventorySmeRequest = z.object({
  inventoryId: Id,
  userIds: IdList(INVENTORY_ADMIN_LIMITS.smes),
});
export const EventSmeRequest = z.object({
  eventId: Id,
  userIds: IdList(INVENTORY_ADMIN_LIMITS.smes),
});

/** GET /api/event/inventory/sme?eiId: the SMEs of an event inventory, by its inventory and by its event. */
export const EiSmeQuery = z.object({ eiId: Id });
export const EiSmeResult = z.object({
  inventorySmes: z.array(UserSummary),
  eventSmes: z.array(UserSummary),
});
export type EiSmeResult = z.infer<typeof EiSmeResult>;

/** PATCH /api/admin/event/inventory/sme {eiId, inventorySmeIds?, eventSmeIds?}: set either list from the event inventory's page. */
export const EiSmeRequest = z.object({
  eiId: Id,
  inventorySmeIds: IdList(INVENTORY_ADMIN_LIMITS.smes).optional(),
  eventSmeIds: IdList(INVENTORY_ADMIN_LIMITS.smes).optional(),
});
export type EiSmeRequest = z.input<typeof EiSmeRequest>;

/** GET /api/event/inventory/blocked-industries?eiId: industries whose brands stay out of the event inventory. */
export const BlockedIndustriesQuery = z.object({ eiId: Id });
export const BlockedIndustriesResult = z.object({
  industries: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type BlockedIndustriesResult = z.infer<typeof BlockedIndustriesResult>;
/** PATCH /api/event/inventory/blocked-industries {eiId, industryIds}: replace the list (the event inventory's POs and admins). */
export const BlockedIndustriesRequest = z.object({
  eiId: Id,
  industryIds: IdList(INVENTORY_ADMIN_LIMITS.blockedIndustries),
});
