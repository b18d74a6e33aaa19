/** Events as the lists show them: phases, stage counts, the event fields and the event lists' bodies (spec 001 §3 Event, §7 Event API). */

import { z } from 'zod';
import { EVENT_CATEGORIES, EVENT_STATUSES, PAGE_SIZES, STAGES } from './constants.js';
import { DateOnly, Id, PageInfo, pageFields, SearchFor, SortOrder } from './common.js';

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
export const EventListRequest = z
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
export const AllEventsQuery = z.object({
  ...pageFields(ALL_EVENTS_PAGE_SIZE),
  searchFor: SearchFor,
});
/** A page of every event. */
export const AllEventsResult = PageInfo.extend({ events: z.array(EventItem) });

/** GET /api/event/active?searchFor&count: ongoing then upcoming non-archived events for pickers, soonest first (at most `count`, default 100). */
export const ActiveEventsQuery = z.object({
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
/** The ongoing then upcoming events a picker offers. */
export const ActiveEventsResult = z.object({ events: z.array(ActiveEvent) });

/** GET and POST /api/event/inventories {eventId, pageNo, count 30, searchFor}: one event's event inventories by inventory name; 404 for an unknown event. */
export const EventInventoriesRequest = z.object({
  eventId: Id,
  ...pageFields(PAGE_SIZES.eventList),
  searchFor: SearchFor,
});

/** GET /api/event/info?eventId: the event with its event inventories. */
export const EventInfoQuery = z.object({ eventId: Id });
