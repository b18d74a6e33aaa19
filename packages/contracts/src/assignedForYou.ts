import { z } from 'zod';
import { defineRoute } from './routes.js';
import { Id, PageInfo, QueryFlag, SearchFor, pageFields } from './common.js';
import { EVENT_STATUSES, PAGE_SIZES } from './constants.js';
import { StageCounts } from './events.js';

/**
 * 'Assigned for You' (spec 000 §2.1 /boInventories, spec 001 §7 Event API 'Assigned for you by
 * inventory or by brand', 'my brands inventory', 'inventory v2 details'): a brand owner's ASSIGNED
 * pairings grouped by inventory or by brand, and each group's rows. 'Mine' means the caller's brands,
 * or with `sharedWithMe` the pairings shared with the caller (a working collaboration invitation).
 */

/** Filters of every 'Assigned for You' call: the event has ended (PREVIOUS) or not, and whose pairings. */
const MineFilters = {
  searchFor: SearchFor,
  eventStatus: z.enum(EVENT_STATUSES).optional(),
  sharedWithMe: QueryFlag.default(false),
};

/** POST body of the grouped lists: a page of groups (Event lists: 30), searched by group name. */
const AssignedForYouRequest = z.object({
  ...pageFields(PAGE_SIZES.eventList),
  ...MineFilters,
});

/**
 * One inventory with the caller's pairings on its event inventories: how many of each, per stage, won value
 * (crore; null for a caller who may not read deal values, mayReadDealValues).
 */
export const AssignedInventoryGroup = z.object({
  inventoryId: z.number(),
  inventoryName: z.string(),
  color: z.string(),
  eventInventoryCount: z.number().int(),
  brandCount: z.number().int(),
  stageCounts: StageCounts,
  wonValue: z.number().nullable(),
});
export type AssignedInventoryGroup = z.infer<typeof AssignedInventoryGroup>;

/**
 * One of the caller's brands with its pairings: event inventories, per stage, the next follow-up (IST date),
 * won value (crore; null for a caller who may not read deal values).
 */
export const AssignedBrandGroup = z.object({
  brandId: z.number(),
  brandName: z.string(),
  eventInventoryCount: z.number().int(),
  stageCounts: StageCounts,
  nextFollowUp: z.string().nullable(),
  wonValue: z.number().nullable(),
});
export type AssignedBrandGroup = z.infer<typeof AssignedBrandGroup>;

/** GET /api/brand/my-inventory: one brand's event inventories the caller works (inventory details: 15 a page). */
export const MyBrandInventoryQuery = z.object({
  brandId: Id,
  ...pageFields(PAGE_SIZES.inventoryDetails),
  ...MineFilters,
});

/** One pairing of the brand: where (event, inventory, eiId), its stage and follow-up date (IST). */
export const MyBrandInventoryItem = z.object({
  eiId: z.number(),
  eventId: z.number(),
  eventName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  eventStatus: z.enum(EVENT_STATUSES),
  inventoryId: z.number(),
  inventoryName: z.string(),
  color: z.string(),
  stage: z.enum(['ASSIGNED', 'IN_PROGRESS', 'WON', 'NOT_INTERESTED']),
  followUpDate: z.string().nullable(),
});
export type MyBrandInventoryItem = z.infer<typeof MyBrandInventoryItem>;

/** 'Assigned for You' routes (spec 001 §7 Event API). */
export const assignedForYouRoutes = {
  byInventory: defineRoute({
    method: 'POST',
    path: '/event/inventory/assigned-for-you/by-inventory',
    body: AssignedForYouRequest,
    response: PageInfo.extend({ inventories: z.array(AssignedInventoryGroup) }),
    summary: 'One page of inventories holding the caller’s pairings, with counts per stage',
    tags: ['inventories'],
    cacheKey: ['inventories', 'for-bo', 'by-inventory'],
  }),
  byBrand: defineRoute({
    method: 'POST',
    path: '/event/inventory/assigned-for-you/by-brand',
    body: AssignedForYouRequest,
    response: PageInfo.extend({ brands: z.array(AssignedBrandGroup) }),
    summary: 'One page of the caller’s brands with assigned pairings, with counts per stage',
    tags: ['inventories'],
    cacheKey: ['inventories', 'for-bo', 'by-brand'],
  }),
  myBrandInventory: defineRoute({
    method: 'GET',
    path: '/brand/my-inventory',
    query: MyBrandInventoryQuery,
    response: PageInfo.extend({ eventInventories: z.array(MyBrandInventoryItem) }),
    summary: 'One page of a brand’s event inventories the caller works',
    tags: ['inventories'],
    cacheKey: ({ brandId, ...q }: z.input<typeof MyBrandInventoryQuery>) => [
      'inventories',
      'for-bo',
      'brand',
      brandId,
      q,
    ],
  }),
};
