import { z } from 'zod';
import { STAGES } from './constants.js';
import { Id, MessageResult, PageInfo, pageFields, SearchFor, UserSummary } from './common.js';
import { defineRoute } from './routes.js';

/** Page sizes of the event team and timeline lists (spec 001 §7: count 50). */
const EVENT_TEAM_PAGE_SIZE = 50;

/** A team member's roles on one event (spec 001 §3): project owner, event SME, inventory SME, brand owner, collaborator. */
export const EVENT_TEAM_ROLES = ['PO', 'EVENT_SME', 'INVENTORY_SME', 'BO', 'COLLABORATOR'] as const;

/** Labels of the event team roles, shown as badges. */
export const EVENT_TEAM_ROLE_LABELS: Record<(typeof EVENT_TEAM_ROLES)[number], string> = {
  PO: 'Project owner',
  EVENT_SME: 'Event SME',
  INVENTORY_SME: 'Inventory SME',
  BO: 'Brand owner',
  COLLABORATOR: 'Collaborator',
};

/** What happened on an event (event_timeline.kind, filled by triggers of migration 0032). */
const EVENT_TIMELINE_KINDS = [
  'BRAND_ASSIGNED',
  'STAGE_MOVED',
  'BRAND_DISCARDED',
  'BRAND_RESTORED',
  'DECK_UPLOADED',
  'CASE_STUDY_ADDED',
  'DEAL_CLOSED',
] as const;

/** Texts of the event team, timeline and delete-meeting screens. */
export const EVENT_TEAM_TEXTS = {
  team: 'Team',
  timeline: 'Timeline',
  eventTimeline: 'Event timeline',
  myTimeline: 'My timeline',
  noTeam: 'No one works this event yet',
  noTimeline: 'Nothing has happened on this event yet',
  loadMore: 'Load more',
  filterByTo: 'Team owner',
  brandAssigners: 'Brand assigners',
  badCursor: 'The timeline cursor is not an entry of this event',
  meetingNotFound: 'Meeting not found',
  meetingNotYours: 'Only its author or an admin may delete this meeting',
  meetingDeleted: 'Meeting deleted',
  meetingRestored: 'Meeting restored',
  deleteMeeting: 'Delete meeting',
  deleteMeetingConfirm: 'Delete this meeting? It leaves the brand’s interactions and timeline.',
} as const;

/** The roles brand assign counts are given for, in the spec's order (spec 001 §6: ADMIN, PO, BO, TO). */
export const ASSIGN_COUNT_ROLES = ['ADMIN', 'PO', 'BO', 'TO'] as const;

/** GET /api/brand/assign-counts/by-role: over one event inventory (`eiId`) or every one. */
const AssignCountsQuery = z.object({ eiId: Id.optional() });

/**
 * Brand assign counts by role (spec 001 §7 Event API, §6 order): per role of the user who assigned them,
 * how many ASSIGNED pairings and how many of those users; a user holding two roles counts under both.
 */
export const AssignCountsResult = z.object({
  counts: z.array(
    z.object({
      role: z.enum(ASSIGN_COUNT_ROLES),
      brandCount: z.number().int(),
      userCount: z.number().int(),
    }),
  ),
});
export type AssignCountsResult = z.infer<typeof AssignCountsResult>;

/** A member of an event's team: the user, their roles on it and how many of its ASSIGNED pairings they own. */
export const EventTeamMember = z.object({
  user: UserSummary,
  eventRoles: z.array(z.enum(EVENT_TEAM_ROLES)),
  pairingCount: z.number().int(),
});
export type EventTeamMember = z.infer<typeof EventTeamMember>;

/** GET /api/event/team-members?eventId&pageNo&count&searchFor&toUserId (spec 001 §7 Event API). */
export const EventTeamQuery = z.object({
  eventId: Id,
  ...pageFields(EVENT_TEAM_PAGE_SIZE),
  searchFor: SearchFor,
  toUserId: Id.optional(),
});
/** GET /api/event/inventory/team-members?eiId&pageNo&count&searchFor&toUserId: the same for one event inventory. */
export const EiTeamQuery = z.object({
  eiId: Id,
  ...pageFields(EVENT_TEAM_PAGE_SIZE),
  searchFor: SearchFor,
  toUserId: Id.optional(),
});
export const EventTeamResult = PageInfo.extend({ members: z.array(EventTeamMember) });
export type EventTeamResult = z.infer<typeof EventTeamResult>;

/** GET /api/event/inventory/brand-assigners?eiId&pageNo&count&searchFor: who assigned its brands, how many each. */
export const BrandAssignersQuery = z.object({
  eiId: Id,
  ...pageFields(EVENT_TEAM_PAGE_SIZE),
  searchFor: SearchFor,
});
export const BrandAssignersResult = PageInfo.extend({
  assigners: z.array(z.object({ user: UserSummary, brandCount: z.number().int() })),
});
export type BrandAssignersResult = z.infer<typeof BrandAssignersResult>;

/** Event phases in IST: upcoming (starts after today), ongoing (today within its dates), completed (ended). */
const EVENT_PHASES = ['UPCOMING', 'ONGOING', 'COMPLETED'] as const;

/**
 * GET /api/inventory/events/overview?inventoryId: its events by phase, brands assigned, won value (crore;
 * null for a caller who may not read deal values), stage totals.
 */
export const InventoryOverviewQuery = z.object({ inventoryId: Id });
export const InventoryOverview = z.object({
  inventoryId: z.number(),
  phases: z.object(
    Object.fromEntries(EVENT_PHASES.map((p) => [p, z.number()])) as Record<
      (typeof EVENT_PHASES)[number],
      z.ZodNumber
    >,
  ),
  brandsAssigned: z.number().int(),
  wonValue: z.number().nullable(),
  stageCounts: z.object(
    Object.fromEntries(STAGES.map((s) => [s, z.number()])) as Record<
      (typeof STAGES)[number],
      z.ZodNumber
    >,
  ),
});
export type InventoryOverview = z.infer<typeof InventoryOverview>;

/** GET /api/event/timeline and /event/my-timeline: newest first, `before` is the id of the last entry seen. */
export const EventTimelineQuery = z.object({
  eventId: Id,
  count: pageFields(EVENT_TEAM_PAGE_SIZE).count,
  before: Id.optional(),
});

/**
 * One timeline entry: who did what, on which brand and event inventory; `detail` holds the kind's fields
 * (`value`: a DEAL_CLOSED's closed value in crore, left out for a caller who may not read deal values).
 */
export const EventTimelineEntry = z.object({
  id: z.number(),
  kind: z.enum(EVENT_TIMELINE_KINDS),
  at: z.string(),
  who: UserSummary.nullable(),
  brand: z.object({ brandId: z.number(), brandName: z.string() }).nullable(),
  eventInventory: z.object({ eiId: z.number(), inventoryName: z.string() }),
  detail: z.object({
    fromStage: z.string().optional(),
    toStage: z.string().optional(),
    name: z.string().optional(),
    version: z.number().optional(),
    title: z.string().optional(),
    value: z.number().optional(),
  }),
});
export type EventTimelineEntry = z.infer<typeof EventTimelineEntry>;

/** A timeline page: `nextCursor` is the `before` of the next page, null at the end. */
export const EventTimelineResult = z.object({
  entries: z.array(EventTimelineEntry),
  nextCursor: z.number().nullable(),
});
export type EventTimelineResult = z.infer<typeof EventTimelineResult>;

/** POST /api/event/meeting/removal and /event/meeting/restore {meetingId}: a call-notes interaction's id. */
const MeetingRequest = z.object({ meetingId: Id });

/** Event team, event timeline and inventory overview (spec 001 §7 Event API, Inventory API). */
export const eventTeamRoutes = {
  teamMembers: defineRoute({
    method: 'GET',
    path: '/event/team-members',
    query: EventTeamQuery,
    response: EventTeamResult,
    summary: 'One page of the people who work an event, with their roles on it',
    tags: ['events'],
    cacheKey: ({ eventId, ...q }: z.input<typeof EventTeamQuery>) => ['events', 'team', eventId, q],
  }),
  eiTeamMembers: defineRoute({
    method: 'GET',
    path: '/event/inventory/team-members',
    query: EiTeamQuery,
    response: EventTeamResult,
    summary: 'One page of the people who work an event inventory, with their roles on it',
    tags: ['inventories'],
    cacheKey: ({ eiId, ...q }: z.input<typeof EiTeamQuery>) => ['eventInventory', eiId, 'team', q],
  }),
  brandAssigners: defineRoute({
    method: 'GET',
    path: '/event/inventory/brand-assigners',
    query: BrandAssignersQuery,
    response: BrandAssignersResult,
    summary: 'Who assigned brands on an event inventory, and how many each',
    tags: ['inventories'],
    cacheKey: ({ eiId, ...q }: z.input<typeof BrandAssignersQuery>) => [
      'eventInventory',
      eiId,
      'assigners',
      q,
    ],
  }),
  assignCountsByRole: defineRoute({
    method: 'GET',
    path: '/brand/assign-counts/by-role',
    query: AssignCountsQuery,
    response: AssignCountsResult,
    summary: 'Brands assigned per role of who assigned them (ADMIN, PO, BO, TO)',
    tags: ['inventories'],
    cacheKey: ({ eiId }: z.input<typeof AssignCountsQuery>) => [
      'eventInventory',
      eiId ?? 'all',
      'assign-counts',
    ],
  }),
  inventoryOverview: defineRoute({
    method: 'GET',
    path: '/inventory/events/overview',
    query: InventoryOverviewQuery,
    response: InventoryOverview,
    summary: 'An inventory’s events by phase, brands assigned, won value and stage totals',
    tags: ['inventories'],
    cacheKey: ({ inventoryId }: z.input<typeof InventoryOverviewQuery>) => [
      'inventories',
      'overview',
      inventoryId,
    ],
  }),
  timeline: defineRoute({
    method: 'GET',
    path: '/event/timeline',
    query: EventTimelineQuery,
    response: EventTimelineResult,
    summary: 'One page of an event’s timeline, newest first',
    tags: ['events'],
    cacheKey: ({ eventId, ...q }: z.input<typeof EventTimelineQuery>) => [
      'events',
      'timeline',
      eventId,
      'all',
      q,
    ],
  }),
  myTimeline: defineRoute({
    method: 'GET',
    path: '/event/my-timeline',
    query: EventTimelineQuery,
    response: EventTimelineResult,
    summary: 'One page of an event’s timeline on the caller’s pairings or by the caller',
    tags: ['events'],
    cacheKey: ({ eventId, ...q }: z.input<typeof EventTimelineQuery>) => [
      'events',
      'timeline',
      eventId,
      'mine',
      q,
    ],
  }),
};

/** Delete meeting and its Undo (spec 001 §7 'POST delete meeting'): only its author or an admin. */
export const meetingRoutes = {
  removal: defineRoute({
    method: 'POST',
    path: '/event/meeting/removal',
    body: MeetingRequest,
    response: MessageResult,
    summary: 'Delete a call-notes meeting (softly, so it can be restored)',
    tags: ['pairings'],
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/event/meeting/restore',
    body: MeetingRequest,
    response: MessageResult,
    summary: 'Restore a deleted call-notes meeting (Undo)',
    tags: ['pairings'],
  }),
};
