/** Inventories and event inventories (one inventory at one event), and the event page with its inventories (spec 001 §3, §7 Inventory API). */

import { z } from 'zod';
import { EVENT_CATEGORIES, EVENT_STATUSES, PAGE_SIZES } from './constants.js';
import { Crore, Id, PageInfo, pageFields, QueryFlag, SearchFor, UserSummary } from './common.js';
import { EventItem, StageCounts } from './eventLists.js';

/** An inventory (spec 001 §3): colour defaults to #DEDDFF; status PREVIOUS when archived. */
export const InventoryItem = z.object({
  id: z.number(),
  name: z.string(),
  inventoryImage: z.string().nullable(),
  color: z.string(),
  isArchived: z.boolean(),
  status: z.enum(EVENT_STATUSES),
  eventCount: z.number(),
  description: z.string().nullable(),
});
export type InventoryItem = z.infer<typeof InventoryItem>;

/** GET /api/inventory/all?pageNo&count&searchFor&eventStatus (inventory lists, count 30). */
export const InventoryListQuery = z.object({
  ...pageFields(PAGE_SIZES.eventList),
  searchFor: SearchFor,
  eventStatus: z.enum(EVENT_STATUSES).default('UPCOMING'),
});
/** A page of inventories. */
export const InventoryListResult = PageInfo.extend({
  inventories: z.array(InventoryItem),
  counts: z.object({ UPCOMING: z.number(), PREVIOUS: z.number() }),
});
export type InventoryListResult = z.infer<typeof InventoryListResult>;

/** PATCH /api/inventory {id, isArchived}: archive or unarchive ('Inventory archived/unarchived successfully'). */
export const InventoryArchiveRequest = z.object({ id: Id, isArchived: z.boolean() });

/**
 * An event inventory: one inventory offered at one event (eiId). salesTarget in crore; wonValue the closed
 * value of its WON pairings (crore), null for a caller who may not read deal values (mayReadDealValues).
 */
export const EventInventoryItem = z.object({
  eiId: z.number(),
  eventId: z.number(),
  eventName: z.string(),
  category: z.enum(EVENT_CATEGORIES),
  startDate: z.string(),
  endDate: z.string(),
  eventStatus: z.enum(EVENT_STATUSES),
  cityName: z.string().nullable(),
  inventoryId: z.number(),
  inventoryName: z.string(),
  inventoryImage: z.string().nullable(),
  color: z.string(),
  salesTarget: z.number().nullable(),
  propertyCount: z.number(),
  projectOwners: z.array(UserSummary),
  stageCounts: StageCounts,
  wonValue: z.number().nullable(),
});
export type EventInventoryItem = z.infer<typeof EventInventoryItem>;

/** GET /api/inventory/events?inventoryId&pageNo&count&eventStatus&searchFor: events of one inventory. */
export const InventoryEventsQuery = z.object({
  inventoryId: Id,
  ...pageFields(PAGE_SIZES.eventList),
  searchFor: SearchFor,
  eventStatus: z.enum(EVENT_STATUSES).optional(),
});
/** GET /api/inventory/events/list/for-po|for-bo|all (count 50 for PO/BO lists). */
export const MyInventoriesQuery = z.object({
  ...pageFields(PAGE_SIZES.inventories),
  searchFor: SearchFor,
  eventStatus: z.enum(EVENT_STATUSES).optional(),
});
/** GET /api/inventory/events/list/for-bo: MyInventoriesQuery; `sharedWithMe`: the event inventories with pairings shared with the caller instead of their own brands'. */
export const BoInventoriesQuery = MyInventoriesQuery.extend({
  sharedWithMe: QueryFlag.default(false),
});
/** GET /api/inventory/v2/details: one inventory's event inventories holding the caller's pairings (or those shared with them), 15 a page. */
export const InventoryV2DetailsQuery = BoInventoriesQuery.extend({
  inventoryId: Id,
  ...pageFields(PAGE_SIZES.inventoryDetails),
});
/** A page of event inventories. */
export const EventInventoryListResult = PageInfo.extend({
  eventInventories: z.array(EventInventoryItem),
});

/** GET /api/event/info answer data: archived events answer too, with isArchived. */
export const EventInfo = EventItem.extend({
  isArchived: z.boolean(),
  eventInventories: z.array(EventInventoryItem),
  sourceUrl: z.string().nullable(),
});
export type EventInfo = z.infer<typeof EventInfo>;

/** GET /api/event/inventory?eiId: event inventory detail (sales target, property count, notes, blocked industries). */
export const EventInventoryQuery = z.object({ eiId: Id });
/** One event inventory with its notes, deck, blocked industries and whether the caller may assign. */
export const EventInventoryDetail = EventInventoryItem.extend({
  notes: z.string().nullable(),
  deckUploaded: z.boolean(),
  blockedIndustries: z.array(z.object({ id: z.number(), name: z.string() })),
  canAssign: z.boolean(),
  /** How many of its ASSIGNED pairings are shared with the caller (accepted collaborations): the assign page's 'Shared with me'. */
  sharedWithMeCount: z.number(),
});
export type EventInventoryDetail = z.infer<typeof EventInventoryDetail>;

/** PATCH /api/event/inventory: edit sales target (crore), property count and notes ('Inventory updated successfully'). */
export const EventInventoryUpdateRequest = z.object({
  eiId: Id,
  salesTarget: Crore.nullable().optional(),
  propertyCount: z.number().int().min(0).max(100_000).optional(),
  notes: z.string().max(5000).nullable().optional(),
});

/** GET /api/inventory?id. */
export const InventoryIdQuery = z.object({ id: Id });
