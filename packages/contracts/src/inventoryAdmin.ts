import { z } from 'zod';
import {
  Crore,
  Id,
  MessageResult,
  PageInfo,
  pageFields,
  SearchFor,
  UserSummary,
} from './common.js';
import { UrlField } from './brandProfile.js';
import { InventoryListQuery, InventoryListResult } from './events.js';
import { defineRoute } from './routes.js';

/**
 * Inventories admin (spec 001 §3 event inventory, deck, case study; §4; §6; §7 Event and
 * Inventory API; §8; §9): inventory details, adding an inventory to events, SMEs, blocked industries,
 * decks with versions and per-user view status, case studies and the pending notifications.
 */

/** Case studies page size (spec 001 §9: case studies 50). */
export const CASE_STUDIES_PAGE_SIZE = 50;

/** Deck file types: PDF and PowerPoint (a subset of the spec's file list, 001 §9). */
export const DECK_EXTENSIONS = ['pdf', 'ppt', 'pptx'] as const;

/** Most users in one SME list, industries in one blocked list, events in one add. */
export const INVENTORY_ADMIN_LIMITS = {
  smes: 50,
  blockedIndustries: 200,
  events: 100,
  title: 200,
  description: 2000,
  deckName: 200,
} as const;

/** Toast and error texts (spec 001 §8 deck upload, inventory, admin notified; the rest ours in the same voice). */
export const INVENTORY_ADMIN_MESSAGES = {
  deckUploaded: 'Deck Uploaded Successfully',
  deckInfoUpdated: 'Deck Info Updated Successfully',
  serverIssue: "We're experiencing a server-side issue. Please try again later.",
  deckNotAllowed: 'Only the project owners of this event inventory or an admin can upload its deck',
  deckType: 'A deck must be a PDF or PowerPoint file (pdf, ppt, pptx)',
  deckFileUsed: 'This file is already a deck',
  deckNotFound: 'Deck not found',
  inventoryUpdated: 'Inventory updated successfully',
  eventsAdded: 'Inventory added to the events successfully',
  alreadyOnEvent: 'The inventory is already on one of these events',
  eventNotFound: 'Event not found',
  smesUpdated: 'SMEs updated successfully',
  userNotActive: 'lists a user who does not exist or is not active',
  blockedUpdated: 'Blocked industries updated successfully',
  blockedNotAllowed:
    'Only the project owners of this event inventory or an admin can change its blocked industries',
  industryUnknown: 'lists an industry that does not exist',
  posNotified: 'Project owners notified successfully',
  noProjectOwners: 'This event inventory has no project owners to notify',
  deckAlreadyUploaded: 'A deck is already uploaded for this event inventory',
  caseStudyAdded: 'Case study added successfully',
  caseStudyRemoved: 'Case study removed successfully',
  caseStudyRestored: 'Case study restored',
  caseStudyNotFound: 'Case study not found',
  caseStudyFileOrLink: 'Add a file or a link to the case study',
  /** Ours: the Add to event and Add case study dialogs' empty required fields. */
  pickEvent: 'Pick the event',
  caseStudyTitle: 'Enter the title',
  adminNotified: 'Notified the Admin successfully',
  hasCaseStudies: 'This inventory already has case studies',
} as const;

const IdList = (max: number) =>
  z
    .array(Id)
    .max(max)
    .transform((ids) => [...new Set(ids)]);

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

/** GET /api/inventory/sme?inventoryId, GET /api/event/sme?eventId: the SMEs (subject matter experts) of an inventory or an event. */
const InventorySmeQuery = z.object({ inventoryId: Id });
const EventSmeQuery = z.object({ eventId: Id });
const SmeListResult = z.object({ users: z.array(UserSummary) });

/** PATCH /api/admin/inventory/sme {inventoryId, userIds}, PATCH /api/admin/event/sme {eventId, userIds}: replace the list (active users only). */
const InventorySmeRequest = z.object({
  inventoryId: Id,
  userIds: IdList(INVENTORY_ADMIN_LIMITS.smes),
});
const EventSmeRequest = z.object({
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
const BlockedIndustriesQuery = z.object({ eiId: Id });
export const BlockedIndustriesResult = z.object({
  industries: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type BlockedIndustriesResult = z.infer<typeof BlockedIndustriesResult>;
/** PATCH /api/event/inventory/blocked-industries {eiId, industryIds}: replace the list (the event inventory's POs and admins). */
const BlockedIndustriesRequest = z.object({
  eiId: Id,
  industryIds: IdList(INVENTORY_ADMIN_LIMITS.blockedIndustries),
});

/**
 * A deck version (spec 001 §3 Deck): size in bytes, dates ISO UTC, `deckUrl` its download path; `viewed`
 * whether the caller has opened this version; `isLatest` for the newest version of its event inventory.
 */
export const Deck = z.object({
  deckId: z.number(),
  eiId: z.number(),
  deckName: z.string(),
  deckSize: z.number(),
  deckUrl: z.string(),
  /** The file's extension: pdf, ppt or pptx. */
  deckFileType: z.string(),
  deckVersion: z.number(),
  deckUploadedBy: z.string(),
  deckUploaderUserId: z.number(),
  deckUploadedOn: z.string(),
  deckFirstUploadedOn: z.string(),
  viewed: z.boolean(),
  viewedOn: z.string().nullable(),
  isLatest: z.boolean(),
});
export type Deck = z.infer<typeof Deck>;

/** GET /api/event/inventory/deck?eiId: every version, newest first. */
export const DeckListQuery = z.object({ eiId: Id });
export const DeckListResult = z.object({ decks: z.array(Deck) });
export type DeckListResult = z.infer<typeof DeckListResult>;

/**
 * POST /api/event/inventory/deck (deck upload and inventory details): with `fileId` (the caller's DECK
 * upload) a new version, 'Deck Uploaded Successfully'; with `deckId` and `deckName` a rename, 'Deck Info Updated Successfully'.
 */
export const DeckSaveRequest = z
  .object({
    eiId: Id,
    fileId: Id.optional(),
    deckId: Id.optional(),
    deckName: z.string().trim().min(1).max(INVENTORY_ADMIN_LIMITS.deckName).optional(),
  })
  .refine((r) => !!r.fileId !== !!r.deckId, {
    message: 'must be sent with either fileId (a new version) or deckId (an update)',
    path: ['fileId'],
  })
  .refine((r) => !r.deckId || !!r.deckName, {
    message: 'is required to update a deck',
    path: ['deckName'],
  });
export type DeckSaveRequest = z.input<typeof DeckSaveRequest>;
export const DeckSaveResult = z.object({ deck: Deck, message: z.string() });
export type DeckSaveResult = z.infer<typeof DeckSaveResult>;

/** POST /api/event/inventory/deck/view-status and /deck/view {deckIds}: the caller's view status, or mark viewed. */
const DeckIdsRequest = z.object({ deckIds: z.array(Id).min(1).max(100) });
export const DeckViewStatusResult = z.object({
  decks: z.array(
    z.object({ deckId: z.number(), viewed: z.boolean(), viewedOn: z.string().nullable() }),
  ),
});
export type DeckViewStatusResult = z.infer<typeof DeckViewStatusResult>;

/** A case study of an inventory: a file (`url` its download path) or a `link`. */
export const CaseStudy = z.object({
  id: z.number(),
  inventoryId: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  fileName: z.string().nullable(),
  link: z.string().nullable(),
  createdBy: z.object({ userId: z.number(), userName: z.string() }),
  createdOn: z.string(),
});
export type CaseStudy = z.infer<typeof CaseStudy>;

/** GET /api/inventory/case-study?id&pageNo&count&searchFor (id = inventory id; 50 a page, newest first). `notified`: the caller asked for some. */
export const CaseStudyListQuery = z.object({
  id: Id,
  ...pageFields(CASE_STUDIES_PAGE_SIZE),
  searchFor: SearchFor,
});
export const CaseStudyListResult = PageInfo.extend({
  caseStudies: z.array(CaseStudy),
  notified: z.boolean(),
});
export type CaseStudyListResult = z.infer<typeof CaseStudyListResult>;

/** POST /api/admin/inventory/case-study: add one (admin), with the admin's CASE_STUDY upload or an http(s) link. */
export const CaseStudyAddRequest = z
  .object({
    inventoryId: Id,
    title: z.string().trim().min(1).max(INVENTORY_ADMIN_LIMITS.title),
    description: z.string().trim().max(INVENTORY_ADMIN_LIMITS.description).optional(),
    fileId: Id.optional(),
    link: UrlField.optional(),
  })
  .refine((r) => !!r.fileId || !!r.link, {
    message: INVENTORY_ADMIN_MESSAGES.caseStudyFileOrLink,
    path: ['fileId'],
  });
export type CaseStudyAddRequest = z.input<typeof CaseStudyAddRequest>;
const CaseStudyAddResult = z.object({ caseStudy: CaseStudy, message: z.string() });

/** POST /api/admin/inventory/case-study/removal {id} and /restoration {id} (the removal's undo). */
const CaseStudyIdRequest = z.object({ id: Id });

/** POST /api/inventory/case-study/request {id}: ask the admins for case studies of inventory `id` ('Notified the Admin successfully'). */
const CaseStudyRequestRequest = z.object({ id: Id });

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
    cacheKey: ({ eiId }: z.input<typeof EiSmeQuery>) => ['event-inventory', eiId, 'smes'],
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
    cacheKey: ({ eiId }: z.input<typeof DeckListQuery>) => ['event-inventory', eiId, 'decks'],
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
