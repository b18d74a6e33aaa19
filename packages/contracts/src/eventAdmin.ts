import { z } from 'zod';
import { EVENT_CATEGORIES } from './constants.js';
import {
  Crore,
  DateOnly,
  Id,
  intInput,
  PageInfo,
  QueryFlag,
  SearchFor,
  UserSummary,
} from './common.js';
import { EventCore, EventInventoryItem } from './events.js';
import { defineRoute } from './routes.js';

/**
 * Events admin (spec 001 §3 Event, §7 Event API, §9): admins create, edit, archive and unarchive
 * events with their event inventories (inventory + sales target in crore), project owners (POs) and
 * SMEs; every change leaves an event_history row.
 */

/** Admin events list page size (spec 001 §9 tables: 25 a page). */
const ADMIN_EVENTS_PAGE_SIZE = 25;
/** Event history page size (spec 001 §9 history tables: 15 a page). */
const EVENT_HISTORY_PAGE_SIZE = 15;

/** Field limits of the event form: name and venue length, description length, inventories, POs, SMEs per event. */
export const EVENT_ADMIN_LIMITS = {
  name: 200,
  venue: 300,
  description: 2000,
  imageUrl: 300,
  inventories: 50,
  projectOwners: 20,
  smes: 50,
} as const;

/** What an event_history row records (spec 001 §3 Event history). */
const EVENT_HISTORY_ACTIONS = ['CREATED', 'UPDATED', 'ARCHIVED', 'UNARCHIVED', 'IMPORTED'] as const;
export type EventHistoryAction = (typeof EVENT_HISTORY_ACTIONS)[number];

/** Toasts and refusals of the events admin. */
export const EVENT_ADMIN_MESSAGES = {
  created: 'Event created successfully',
  updated: 'Event updated successfully',
  archived: 'Event archived',
  unarchived: 'Event unarchived',
  forbidden: 'Only admins can manage events',
  notFound: 'Event not found',
  endBeforeStart: 'must not be before the start date',
  /** e.g. 'An event named IPL 2027 already exists this season' */
  nameTaken: (name: string) => `An event named ${name} already exists this season`,
  cityUnknown: 'is not a known city',
  inventoryUnknown: 'lists an inventory that does not exist',
  userNotPo: 'lists a user who is not an active project owner (PO)',
  userNotActive: 'lists a user who does not exist or is not active',
  /** The started-event refusal the screen turns into a confirm dialog. */
  dateMoveNeedsConfirm:
    'This event has already started: moving its dates changes the event for everyone working on it. Confirm to move them.',
  /** e.g. 'Inventory Title Sponsor is used by 3 pairings' (the settings lists' wording). */
  inventoryInUse: (name: string, pairings: number) =>
    `Inventory ${name} is used by ${pairings.toLocaleString('en-IN')} ${pairings === 1 ? 'pairing' : 'pairings'}`,
} as const;

/** Labels of the history actions (the history table's Action column). */
export const EVENT_HISTORY_LABELS: Record<EventHistoryAction, string> = {
  CREATED: 'Created',
  UPDATED: 'Updated',
  ARCHIVED: 'Archived',
  UNARCHIVED: 'Unarchived',
  IMPORTED: 'Imported',
};

/** The field names event history rows use (the history table shows them as they are). */
export const EVENT_FIELD_LABELS = {
  eventName: 'Name',
  startDate: 'Start date',
  endDate: 'End date',
  city: 'City',
  category: 'Category',
  venue: 'Venue',
  description: 'Description',
  imageUrl: 'Image',
  inventories: 'Inventories',
  projectOwners: 'Project owners',
  smes: 'SMEs',
  /** e.g. 'Sales target · Title Sponsor' (crore) */
  salesTarget: (inventoryName: string) => `Sales target · ${inventoryName}`,
} as const;

const IdList = (max: number) =>
  z
    .array(Id)
    .max(max)
    .transform((ids) => [...new Set(ids)]);

/** An optional free-text field: trimmed; blank is stored as null. */
const OptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** One event inventory of the form: an inventory and its sales target in crore (null: none). */
const EventInventoryInput = z.object({ inventoryId: Id, salesTarget: Crore.nullable() });

/** The event form's fields (spec 001 §3 Event): dates YYYY-MM-DD in IST, end not before start; 1..50 distinct inventories. */
const EventFields = z.object({
  eventName: z.string().trim().min(1, 'is required').max(EVENT_ADMIN_LIMITS.name),
  startDate: DateOnly,
  endDate: DateOnly,
  cityId: Id,
  category: z.enum(EVENT_CATEGORIES),
  venue: OptionalText(EVENT_ADMIN_LIMITS.venue),
  description: OptionalText(EVENT_ADMIN_LIMITS.description),
  /** A stored image uploaded by the admin through the signed link (`/api/files/…`), or null. */
  imageUrl: OptionalText(EVENT_ADMIN_LIMITS.imageUrl),
  projectOwnerIds: IdList(EVENT_ADMIN_LIMITS.projectOwners),
  smeIds: IdList(EVENT_ADMIN_LIMITS.smes).default([]),
  inventories: z
    .array(EventInventoryInput)
    .min(1, 'must list at least one inventory')
    .max(EVENT_ADMIN_LIMITS.inventories)
    .refine(
      (l) => new Set(l.map((i) => i.inventoryId)).size === l.length,
      'must not list an inventory twice',
    ),
});

/** The end-before-start refusal, on endDate. */
const datesInOrder = (v: { startDate: string; endDate: string }) => v.endDate >= v.startDate;
const DATES_ISSUE = { message: EVENT_ADMIN_MESSAGES.endBeforeStart, path: ['endDate'] };

/** POST /api/admin/event: a new event (admin, idempotent). 409 when the name is taken this season. */
export const EventCreateRequest = EventFields.refine(datesInOrder, DATES_ISSUE);
export type EventCreateRequest = z.input<typeof EventCreateRequest>;

/**
 * PATCH /api/admin/event: every field again, plus eventId and `confirmDateMove` (needed to move the
 * dates of an event that has started, else 409 DATE_MOVE_NEEDS_CONFIRM).
 */
export const EventUpdateRequest = EventFields.extend({
  eventId: Id,
  confirmDateMove: z.boolean().default(false),
}).refine(datesInOrder, DATES_ISSUE);
export type EventUpdateRequest = z.input<typeof EventUpdateRequest>;

/** GET /api/admin/event?eventId: the event as the form edits it (EventCore), with names for its pickers. */
export const EventFormValues = EventCore.extend({
  cityId: z.number().nullable(),
  isArchived: z.boolean(),
  projectOwners: z.array(UserSummary),
  smes: z.array(UserSummary),
  inventories: z.array(
    EventInventoryItem.pick({
      eiId: true,
      inventoryId: true,
      inventoryName: true,
      salesTarget: true,
    }).extend({ pairingCount: z.number() }),
  ),
});
export type EventFormValues = z.infer<typeof EventFormValues>;

const EventIdQuery = z.object({ eventId: Id });
const EventSaved = z.object({ eventId: z.number(), message: z.string() });

/** POST /api/admin/event/archive {eventId, isArchived}: archive or unarchive (Undo is the reverse call). */
const EventArchiveRequest = z.object({ eventId: Id, isArchived: z.boolean() });
const EventArchiveResult = z.object({ isArchived: z.boolean(), message: z.string() });

/** Sort keys of the admin events list. */
const ADMIN_EVENT_SORTS = ['date', 'name'] as const;

/** GET /api/admin/events: a page of 25 by name search, category, city and archived flag; sorted by date (latest first) or name. */
export const AdminEventsQuery = z.object({
  pageNo: intInput.pipe(z.number().int().min(1).max(1_000_000)).default(1),
  count: intInput.pipe(z.number().int().min(1).max(100)).default(ADMIN_EVENTS_PAGE_SIZE),
  searchFor: SearchFor,
  category: z.enum(EVENT_CATEGORIES).optional(),
  cityId: Id.optional(),
  archived: QueryFlag.default(false),
  sortBy: z.enum(ADMIN_EVENT_SORTS).default('date'),
  sortOrder: z.enum(['ASC', 'DESC']).default('DESC'),
});
export type AdminEventsQuery = z.input<typeof AdminEventsQuery>;

/** One row of the admin events list (preset allEventsAdmin): EventCore's name, category, dates, status and city. updatedAt is ISO. */
export const AdminEventItem = EventCore.pick({
  eventId: true,
  eventName: true,
  category: true,
  startDate: true,
  endDate: true,
  eventStatus: true,
  cityName: true,
}).extend({
  inventoryCount: z.number(),
  projectOwners: z.array(z.object({ userId: z.number(), userName: z.string() })),
  isArchived: z.boolean(),
  updatedAt: z.string(),
});
export type AdminEventItem = z.infer<typeof AdminEventItem>;
const AdminEventsResult = PageInfo.extend({ events: z.array(AdminEventItem) });

/** GET /api/admin/event/history?eventId&pageNo&count: newest first, 15 a page. */
const EventHistoryQuery = z.object({
  eventId: Id,
  pageNo: intInput.pipe(z.number().int().min(1).max(1_000_000)).default(1),
  count: intInput.pipe(z.number().int().min(1).max(100)).default(EVENT_HISTORY_PAGE_SIZE),
});

/** One field change: the field's name and its old and new values as shown (names, not ids). */
export const EventFieldChange = z.object({
  field: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type EventFieldChange = z.infer<typeof EventFieldChange>;

/** One event_history row: who (null for a removed user or the seed), when (ISO), action and its field changes. */
export const EventHistoryItem = z.object({
  id: z.number(),
  userName: z.string().nullable(),
  at: z.string(),
  action: z.enum(EVENT_HISTORY_ACTIONS),
  changes: z.array(EventFieldChange),
});
export type EventHistoryItem = z.infer<typeof EventHistoryItem>;
const EventHistoryResult = PageInfo.extend({ history: z.array(EventHistoryItem) });

const tags = ['events admin'];

/** The events admin endpoints (admin only; 403 for everyone else). */
export const eventAdminRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/admin/event',
    body: EventCreateRequest,
    response: EventSaved,
    idempotent: true,
    summary: 'Creates an event with its event inventories, project owners and SMEs',
    tags,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/admin/event',
    query: EventIdQuery,
    response: EventFormValues,
    summary: 'An event as the admin form edits it',
    tags,
    cacheKey: ['adminEvents', 'form'],
  }),
  /** GET /admin/events/info (spec 001 §7 Admin reference data "admin/events/info"): the same read as `get`. */
  info: defineRoute({
    method: 'GET',
    path: '/admin/events/info',
    query: EventIdQuery,
    response: EventFormValues,
    summary: 'An event as the admin form edits it',
    tags,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/admin/event',
    body: EventUpdateRequest,
    response: EventSaved,
    summary: 'Edits an event, its event inventories, project owners and SMEs',
    tags,
  }),
  archive: defineRoute({
    method: 'POST',
    path: '/admin/event/archive',
    body: EventArchiveRequest,
    response: EventArchiveResult,
    summary: 'Archives or unarchives an event',
    tags,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/admin/events',
    query: AdminEventsQuery,
    response: AdminEventsResult,
    summary: 'A page of events for admins, archived or not',
    tags,
    cacheKey: ['adminEvents', 'list'],
  }),
  history: defineRoute({
    method: 'GET',
    path: '/admin/event/history',
    query: EventHistoryQuery,
    response: EventHistoryResult,
    summary: 'What changed on an event, by whom, newest first',
    tags,
    cacheKey: ['adminEvents', 'history'],
  }),
};
