import { z } from 'zod';
import { Crore, Id, MessageResult } from './common.js';
import { UrlField } from './brandProfile.js';
import { InventoryListQuery, InventoryListResult } from './events.js';
import { defineRoute } from './routes.js';
import { INVENTORY_ADMIN_LIMITS, IdList } from './inventoryAdminLimits.js';
import {
  BlockedIndustriesQuery,
  BlockedIndustriesRequest,
  BlockedIndustriesResult,
  EiSmeQuery,
  EiSmeRequest,
  EiSmeResult,
  EventSmeQuery,
  EventSmeRequest,
  InventorySmeQuery,
  InventorySmeRequest,
  SmeListResult,
} from './inventorySmes.js';
import {
  CaseStudyAddRequest,
  CaseStudyAddResult,
  CaseStudyIdRequest,
  CaseStudyListQuery,
  CaseStudyListResult,
  CaseStudyRequestRequest,
  DeckIdsRequest,
  DeckListQuery,
  DeckListResult,
  DeckSaveRequest,
  DeckSaveResult,
  DeckViewStatusResult,
} from './inventoryDecks.js';

export * from './inventoryAdminLimits.js';
export * from './inventorySmes.js';
export * from './inventoryDecks.js';

/**
 * Inventories admin (spec 001 §3 event inventory, deck, case study; §4; §6; §7 Event and
 * Inventory API; §8; §9): inventory details, adding an inventory to events, SMEs, blocked industries,
 * decks with versions and per-user view status, case studies and the pending notifications.
 */

/** A colour as #RRGGBB (spec 001 §9 default #DEDDFF). */
const HexColor = z
  .string()
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, 'must be a colour written #RRGGBB')
  .transform((c) => c.toUpperCase());

/** PATCH /api/admin/inventories/details: an inventory's description, colour and image (admin; 'Inventory updated successfully'). */
export const InventoryDetailsRequest = z.object({
  id: Id,
  description: z.string().trim().max(INVENTORY_ADMIN_LIMITS.description).nullable().optional(),
  color: HexColor.optional(),
  inventoryImage: UrlField.nullable().optional(),
});
export type InventoryDetailsRequest = z.input<typeof InventoryDetailsRequest>;

/**
 * POST /api/admin/inventory/events: offer an inventory at events, creating their event inventories with a
 * sales target (crore), property count and project owners. 404 unknown inventory or event, 409 when already on one.
 */
export const InventoryEventsAddRequest = z.object({
  inventoryId: Id,
  events: z
    .array(
      z.object({
        eventId: Id,
        salesTarget: Crore.nullable().optional(),
        propertyCount: z.number().int().min(0).max(100_000).optional(),
      }),
    )
    .min(1)
    .max(INVENTORY_ADMIN_LIMITS.events)
    .refine(
      (l) => new Set(l.map((e) => e.eventId)).size === l.length,
      'must not list an event twice',
    ),
  projectOwnerIds: IdList(20).default([]),
});
export type InventoryEventsAddRequest = z.input<typeof InventoryEventsAddRequest>;
const InventoryEventsAddResult = z.object({
  eiIds: z.array(z.number()),
  message: z.string(),
});

/** POST /api/admin/inventory/brand-assignment-pending/notify and /deck-upload-pending/notify {eiId}: remind the event inventory's POs. */
const PendingNotifyRequest = z.object({ eiId: Id });
const PendingNotifyResult = z.object({ message: z.string(), notified: z.number() });

/** Inventories admin (spec 001 §7 Event and Inventory API): details, events, SMEs, blocked industries, decks, case studies, pending reminders. */
export const inventoryAdminRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/inventories',
    query: InventoryListQuery,
    response: InventoryListResult,
    summary: 'One page of inventories for the admin',
    tags: ['inventories admin'],
  }),
  updateDetails: defineRoute({
    method: 'PATCH',
    path: '/admin/inventories/details',
    body: InventoryDetailsRequest,
    response: MessageResult,
    summary: 'Edit an inventory’s colour, description and image (admin)',
    tags: ['inventories admin'],
  }),
  addEvents: defineRoute({
    method: 'POST',
    path: '/admin/inventory/events',
    body: InventoryEventsAddRequest,
    response: InventoryEventsAddResult,
    summary: 'Offer an inventory at events (admin)',
    tags: ['inventories admin'],
  }),
  inventorySmes: defineRoute({
    method: 'GET',
    path: '/inventory/sme',
    query: InventorySmeQuery,
    response: SmeListResult,
    summary: 'The SMEs of an inventory',
    tags: ['inventories admin'],
  }),
  setInventorySmes: defineRoute({
    method: 'PATCH',
    path: '/admin/inventory/sme',
    body: InventorySmeRequest,
    response: MessageResult,
    summary: 'Set the SMEs of an inventory (admin)',
    tags: ['inventories admin'],
  }),
  eventSmes: defineRoute({
    method: 'GET',
    path: '/event/sme',
    query: EventSmeQuery,
    response: SmeListResult,
    summary: 'The SMEs of an event',
    tags: ['inventories admin'],
  }),
  setEventSmes: defineRoute({
    method: 'PATCH',
    path: '/admin/event/sme',
    body: EventSmeRequest,
    response: MessageResult,
    summary: 'Set the SMEs of an event (admin)',
    tags: ['inventories admin'],
  }),
  eiSmes: defineRoute({
    method: 'GET',
    path: '/event/inventory/sme',
    query: EiSmeQuery,
    response: EiSmeResult,
    summary: 'The SMEs of an event inventory’s inventory and event',
    tags: ['inventories admin'],
    cacheKey: ({ eiId }: z.input<typeof EiSmeQuery>) => ['eventInventory', eiId, 'smes'],
  }),
  setEiSmes: defineRoute({
    method: 'PATCH',
    path: '/admin/event/inventory/sme',
    body: EiSmeRequest,
    response: MessageResult,
    summary: 'Set the SMEs of an event inventory’s inventory and event (admin)',
    tags: ['inventories admin'],
  }),
  blockedIndustries: defineRoute({
    method: 'GET',
    path: '/event/inventory/blocked-industries',
    query: BlockedIndustriesQuery,
    response: BlockedIndustriesResult,
    summary: 'The industries blocked at an event inventory',
    tags: ['inventories admin'],
  }),
  setBlockedIndustries: defineRoute({
    method: 'PATCH',
    path: '/event/inventory/blocked-industries',
    body: BlockedIndustriesRequest,
    response: MessageResult,
    summary: 'Set the industries blocked at an event inventory',
    tags: ['inventories admin'],
  }),
  decks: defineRoute({
    method: 'GET',
    path: '/event/inventory/deck',
    query: DeckListQuery,
    response: DeckListResult,
    summary: 'Every deck version of an event inventory with the caller’s view status',
    tags: ['inventories admin'],
    cacheKey: ({ eiId }: z.input<typeof DeckListQuery>) => ['eventInventory', eiId, 'decks'],
  }),
  saveDeck: defineRoute({
    method: 'POST',
    path: '/event/inventory/deck',
    body: DeckSaveRequest,
    response: DeckSaveResult,
    summary: 'Upload a new deck version or rename a deck',
    tags: ['inventories admin'],
  }),
  deckViewStatus: defineRoute({
    method: 'POST',
    path: '/event/inventory/deck/view-status',
    read: true,
    body: DeckIdsRequest,
    response: DeckViewStatusResult,
    summary: 'Whether the caller has viewed decks',
    tags: ['inventories admin'],
  }),
  viewDecks: defineRoute({
    method: 'POST',
    path: '/event/inventory/deck/view',
    body: DeckIdsRequest,
    response: DeckViewStatusResult,
    summary: 'Mark decks viewed by the caller',
    tags: ['inventories admin'],
  }),
  caseStudies: defineRoute({
    method: 'GET',
    path: '/inventory/case-study',
    query: CaseStudyListQuery,
    response: CaseStudyListResult,
    summary: 'One page of an inventory’s case studies',
    tags: ['inventories admin'],
    cacheKey: ({ id, pageNo, searchFor }: z.input<typeof CaseStudyListQuery>) => [
      'inventories',
      'case-studies',
      id,
      pageNo,
      searchFor,
    ],
  }),
  addCaseStudy: defineRoute({
    method: 'POST',
    path: '/admin/inventory/case-study',
    body: CaseStudyAddRequest,
    response: CaseStudyAddResult,
    idempotent: true,
    summary: 'Add a case study to an inventory (admin)',
    tags: ['inventories admin'],
  }),
  removeCaseStudy: defineRoute({
    method: 'POST',
    path: '/admin/inventory/case-study/removal',
    body: CaseStudyIdRequest,
    response: MessageResult,
    summary: 'Remove a case study (admin)',
    tags: ['inventories admin'],
  }),
  restoreCaseStudy: defineRoute({
    method: 'POST',
    path: '/admin/inventory/case-study/restoration',
    body: CaseStudyIdRequest,
    response: MessageResult,
    summary: 'Restore a removed case study (admin)',
    tags: ['inventories admin'],
  }),
  requestCaseStudies: defineRoute({
    method: 'POST',
    path: '/inventory/case-study/request',
    body: CaseStudyRequestRequest,
    response: MessageResult,
    summary: 'Ask the admins for case studies of an inventory',
    tags: ['inventories admin'],
  }),
  notifyBrandAssignmentPending: defineRoute({
    method: 'POST',
    path: '/admin/inventory/brand-assignment-pending/notify',
    body: PendingNotifyRequest,
    response: PendingNotifyResult,
    summary: 'Remind an event inventory’s POs to assign brands (admin)',
    tags: ['inventories admin'],
  }),
  notifyDeckUploadPending: defineRoute({
    method: 'POST',
    path: '/admin/inventory/deck-upload-pending/notify',
    body: PendingNotifyRequest,
    response: PendingNotifyResult,
    summary: 'Remind an event inventory’s POs to upload a deck (admin)',
    tags: ['inventories admin'],
  }),
};
