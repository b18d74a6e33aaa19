import { z } from 'zod';
import { EVENT_CATEGORIES, EVENT_STATUSES, PAGE_SIZES, STAGES } from './constants.js';
import {
  Crore,
  DateOnly,
  Id,
  MessageResult,
  PageInfo,
  pageFields,
  QueryFlag,
  SearchFor,
  SortOrder,
  UserSummary,
} from './common.js';
import { defineRoute } from './routes.js';

/** An event's phase by IST calendar days (spec 001 §4 event countdown): ONGOING from its start to its end date inclusive. */
export const EVENT_PHASES = ['UPCOMING', 'ONGOING', 'COMPLETED'] as const;
export type EventPhase = (typeof EVENT_PHASES)[number];

/** Counts of a pairing list per Stage V2. */
export const StageCounts = z.object(
  Object.fromEntries(STAGES.map((s) => [s, z.number()])) as Record<
    (typeof STAGES)[number],
    z.ZodNumber
  >,
);
export type StageCounts = z.infer<typeof StageCounts>;

/**
 * The fields of an event every answer about it shares (spec 001 §3 Event): id, name, category, dates
 * YYYY-MM-DD in IST, eventStatus (PREVIOUS once it has ended), city name, venue, description and
 * image. The event lists, the event page and the events admin's list and form build on it.
 */
export const EventCore = z.object({
  eventId: z.number(),
  eventName: z.string(),
  category: z.enum(EVENT_CATEGORIES),
  startDate: z.string(),
  endDate: z.string(),
  eventStatus: z.enum(EVENT_STATUSES),
  cityName: z.string().nullable(),
  venue: z.string().nullable(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
});

/**
 * An event (EventCore) with its `phase` UPCOMING | ONGOING | COMPLETED, state and event inventory
 * count. For the caller: `isProjectOwner` (PO of one of its event inventories),
 * `hasMyBrandsAssigned` (a brand they own or collaborate on has an ASSIGNED pairing on it) and
 * `myStageCounts` (those pairings per Stage V2).
 */
export const EventItem = EventCore.extend({
  phase: z.enum(EVENT_PHASES),
  stateName: z.string().nullable(),
  inventoryCount: z.number(),
  isProjectOwner: z.boolean(),
  hasMyBrandsAssigned: z.boolean(),
  myStageCounts: StageCounts,
});
export type EventItem = z.infer<typeof EventItem>;

/** Sortable fields of the event lists: the `allEvents` preset's column ids (start date, name). */
export const EVENT_SORT_FIELDS = ['dates', 'eventName'] as const;

/**
 * Filters of the event lists (spec 001 §7 Event API): name search, phase (or the older eventStatus),
 * category, city, events overlapping fromDate..toDate (YYYY-MM-DD, IST; 400 when toDate is before
 * fromDate), and the sort (default: start date, latest first on COMPLETED, otherwise soonest first).
 * Flat fields, so GET reads them from the query string.
 */
const EventListRequest = z
  .object({
    ...pageFields(PAGE_SIZES.eventList),
    searchFor: SearchFor,
    phase: z.enum(EVENT_PHASES).optional(),
    eventStatus: z.enum(EVENT_STATUSES).optional(),
    category: z.enum(EVENT_CATEGORIES).optional(),
    cityId: Id.optional(),
    fromDate: DateOnly.optional(),
    toDate: DateOnly.optional(),
    sortField: z.enum(EVENT_SORT_FIELDS).optional(),
    sortOrder: SortOrder.optional(),
  })
  .refine((q) => !q.fromDate || !q.toDate || q.fromDate <= q.toDate, {
    message: 'toDate must not be before fromDate',
    path: ['toDate'],
  });
export type EventListRequest = z.infer<typeof EventListRequest>;

/** Events per phase under the list's other filters: the Events page's tab counts. */
const PhaseCounts = z.object({ UPCOMING: z.number(), ONGOING: z.number(), COMPLETED: z.number() });

/** An event list page (POST /event/list/v3, /event/list/v2) with its counts per phase. */
export const EventListResult = PageInfo.extend({
  events: z.array(EventItem),
  counts: PhaseCounts,
});
export type EventListResult = z.infer<typeof EventListResult>;

/** Page size of the all-events list (spec 001 §9 'All events': 25). */
const ALL_EVENTS_PAGE_SIZE = 25;

/** GET /api/event/all?pageNo&count&searchFor: every non-archived event (spec 001 §9 all events, count 25). */
const AllEventsQuery = z.object({
  ...pageFields(ALL_EVENTS_PAGE_SIZE),
  searchFor: SearchFor,
});
const AllEventsResult = PageInfo.extend({ events: z.array(EventItem) });

/** GET /api/event/active?searchFor&count: ongoing then upcoming non-archived events for pickers, soonest first (at most `count`, default 100). */
const ActiveEventsQuery = z.object({
  searchFor: SearchFor,
  count: pageFields(100).count,
});
/** An event in a picker: id, name, IST dates and phase (UPCOMING or ONGOING). */
const ActiveEvent = z.object({
  eventId: z.number(),
  eventName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  phase: z.enum(EVENT_PHASES),
});
const ActiveEventsResult = z.object({ events: z.array(ActiveEvent) });

/** GET and POST /api/event/inventories {eventId, pageNo, count 30, searchFor}: one event's event inventories by inventory name; 404 for an unknown event. */
const EventInventoriesRequest = z.object({
  eventId: Id,
  ...pageFields(PAGE_SIZES.eventList),
  searchFor: SearchFor,
});

/** GET /api/event/info?eventId: the event with its event inventories. */
export const EventInfoQuery = z.object({ eventId: Id });

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
export const InventoryListResult = PageInfo.extend({
  inventories: z.array(InventoryItem),
  counts: z.object({ UPCOMING: z.number(), PREVIOUS: z.number() }),
});
export type InventoryListResult = z.infer<typeof InventoryListResult>;

/** PATCH /api/inventory {id, isArchived}: archive or unarchive ('Inventory archived/unarchived successfully'). */
const InventoryArchiveRequest = z.object({ id: Id, isArchived: z.boolean() });

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
const MyInventoriesQuery = z.object({
  ...pageFields(PAGE_SIZES.inventories),
  searchFor: SearchFor,
  eventStatus: z.enum(EVENT_STATUSES).optional(),
});
/** GET /api/inventory/events/list/for-bo: MyInventoriesQuery; `sharedWithMe`: the event inventories with pairings shared with the caller instead of their own brands'. */
const BoInventoriesQuery = MyInventoriesQuery.extend({
  sharedWithMe: QueryFlag.default(false),
});
/** GET /api/inventory/v2/details: one inventory's event inventories holding the caller's pairings (or those shared with them), 15 a page. */
const InventoryV2DetailsQuery = BoInventoriesQuery.extend({
  inventoryId: Id,
  ...pageFields(PAGE_SIZES.inventoryDetails),
});
const EventInventoryListResult = PageInfo.extend({
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

/** Events (spec 001 §7 Event API). */
export const eventRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/event/list/v3',
    body: EventListRequest,
    response: EventListResult,
    summary:
      'One page of non-archived events by phase, category, city, dates and name, with counts per phase',
    tags: ['events'],
    cacheKey: ['events', 'list'],
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/event/list/v2',
    query: EventListRequest,
    response: EventListResult,
    summary:
      'One page of the caller’s events (PO of, or with their brands assigned), filtered like v3',
    tags: ['events'],
    cacheKey: ['events', 'mine'],
  }),
  mineByBody: defineRoute({
    method: 'POST',
    path: '/event/list/v2',
    body: EventListRequest,
    response: EventListResult,
    summary: 'The caller’s events as GET /event/list/v2, filters in the body',
    tags: ['events'],
  }),
  all: defineRoute({
    method: 'GET',
    path: '/event/all',
    query: AllEventsQuery,
    response: AllEventsResult,
    summary: 'One page of every non-archived event by name',
    tags: ['events'],
    cacheKey: ['events', 'all'],
  }),
  active: defineRoute({
    method: 'GET',
    path: '/event/active',
    query: ActiveEventsQuery,
    response: ActiveEventsResult,
    summary: 'Ongoing and upcoming non-archived events for pickers',
    tags: ['events'],
    cacheKey: ['events', 'active'],
  }),
  info: defineRoute({
    method: 'GET',
    path: '/event/info',
    query: EventInfoQuery,
    response: EventInfo,
    summary: 'An event with its event inventories',
    tags: ['events'],
    cacheKey: ({ eventId }: z.input<typeof EventInfoQuery>) => ['events', 'info', eventId],
  }),
  inventories: defineRoute({
    method: 'GET',
    path: '/event/inventories',
    query: EventInventoriesRequest,
    response: EventInventoryListResult,
    summary: 'One page of an event’s event inventories',
    tags: ['events'],
    cacheKey: ({ eventId, ...q }: z.input<typeof EventInventoriesRequest>) => [
      'events',
      'inventories',
      eventId,
      q,
    ],
  }),
  inventoriesByBody: defineRoute({
    method: 'POST',
    path: '/event/inventories',
    body: EventInventoriesRequest,
    response: EventInventoryListResult,
    summary: 'One page of an event’s event inventories, the request in the body',
    tags: ['events'],
  }),
};

/** GET /api/inventory?id. */
const InventoryIdQuery = z.object({ id: Id });

/** Inventories and event inventories (spec 001 §7 Inventory API, /event/inventory detail). */
export const inventoryRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/inventory/all',
    query: InventoryListQuery,
    response: InventoryListResult,
    summary: 'One page of inventories with their UPCOMING/PREVIOUS counts',
    tags: ['inventories'],
    cacheKey: ['inventories', 'all'],
  }),
  info: defineRoute({
    method: 'GET',
    path: '/inventory',
    query: InventoryIdQuery,
    response: InventoryItem,
    summary: 'One inventory',
    tags: ['inventories'],
    cacheKey: ({ id }: z.input<typeof InventoryIdQuery>) => ['inventories', 'one', id],
  }),
  archive: defineRoute({
    method: 'PATCH',
    path: '/inventory',
    body: InventoryArchiveRequest,
    response: MessageResult,
    summary: 'Archive or unarchive an inventory',
    tags: ['inventories'],
  }),
  events: defineRoute({
    method: 'GET',
    path: '/inventory/events',
    query: InventoryEventsQuery,
    response: EventInventoryListResult,
    summary: 'One page of the events of one inventory',
    tags: ['inventories'],
    cacheKey: ({ inventoryId, ...q }: z.input<typeof InventoryEventsQuery>) => [
      'inventories',
      'events',
      inventoryId,
      q,
    ],
  }),
  forPo: defineRoute({
    method: 'GET',
    path: '/inventory/events/list/for-po',
    query: MyInventoriesQuery,
    response: EventInventoryListResult,
    summary: 'One page of the event inventories the caller is PO of',
    tags: ['inventories'],
    cacheKey: ['inventories', 'for-po'],
  }),
  forBo: defineRoute({
    method: 'GET',
    path: '/inventory/events/list/for-bo',
    query: BoInventoriesQuery,
    response: EventInventoryListResult,
    summary: 'One page of the event inventories of the caller’s brands (or shared with them)',
    tags: ['inventories'],
    cacheKey: ['inventories', 'for-bo'],
  }),
  v2Details: defineRoute({
    method: 'GET',
    path: '/inventory/v2/details',
    query: InventoryV2DetailsQuery,
    response: EventInventoryListResult,
    summary: 'One page of one inventory’s event inventories holding the caller’s pairings',
    tags: ['inventories'],
    cacheKey: ({ inventoryId, ...q }: z.input<typeof InventoryV2DetailsQuery>) => [
      'inventories',
      'for-bo',
      'inventory',
      inventoryId,
      q,
    ],
  }),
  forSme: defineRoute({
    method: 'GET',
    path: '/inventory/events/list/for-sme',
    query: MyInventoriesQuery,
    response: EventInventoryListResult,
    summary: 'One page of the event inventories the caller is SME of',
    tags: ['inventories'],
    cacheKey: ['inventories', 'for-sme'],
  }),
  all: defineRoute({
    method: 'GET',
    path: '/inventory/events/list/all',
    query: MyInventoriesQuery,
    response: EventInventoryListResult,
    summary: 'One page of every event inventory',
    tags: ['inventories'],
    cacheKey: ['inventories', 'events-all'],
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/event/inventory',
    query: EventInventoryQuery,
    response: EventInventoryDetail,
    summary: 'An event inventory’s detail',
    tags: ['inventories'],
    cacheKey: ({ eiId }: z.input<typeof EventInventoryQuery>) => [
      'event-inventory',
      eiId,
      'detail',
    ],
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/event/inventory',
    body: EventInventoryUpdateRequest,
    response: MessageResult,
    summary: 'Edit an event inventory’s sales target, property count and notes',
    tags: ['inventories'],
  }),
};
