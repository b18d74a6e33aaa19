import { z } from 'zod';
import {
  ASSIGN_TABS,
  BRAND_STATUS_ACTIONS,
  INTERACTION_TYPES,
  PAGE_SIZES,
  STAGE_TAGS,
  STAGES,
} from './constants.js';
import {
  Crore,
  DateOnly,
  Id,
  PageInfo,
  pageFields,
  SearchFor,
  SortOrder,
  MessageResult,
  TimeZone,
} from './common.js';
import { BrandOwner } from './brands.js';
import { SelectionType } from './brandFilter.js';
import { INVITE_STATUSES } from './collaboration.js';
import { defineRoute } from './routes.js';
import {
  BrandHistoryQuery,
  EiHistoryQuery,
  InteractionListQuery,
  InteractionListResult,
  StageHistoryResult,
  TimelineQuery,
  TimelineResult,
} from './pairingHistory.js';

export * from './pairingHistory.js';

/**
 * Filters of the assign-brands tabs (spec 001 §4/§6): industries, brand owners and stages (assigned
 * tab only), each an id list; plus the search text. An empty list means no filter. `repoIds` with
 * `repoIdsSelectionType` (default INCLUDE) keeps the brands in (or, EXCLUDE, not in) any of these
 * repositories — the 'Brand-to-event assign' body of spec 001 §7; each must be a repository the caller
 * may see (404 otherwise).
 */
export const AssignFilters = z.object({
  searchFor: SearchFor,
  industryIds: z.array(Id).max(500).default([]),
  brandOwnerIds: z.array(Id).max(500).default([]),
  stages: z.array(z.enum(STAGES)).max(STAGES.length).default([]),
  repoIds: z.array(Id).max(50).optional(),
  repoIdsSelectionType: SelectionType.optional(),
});
export type AssignFilters = z.input<typeof AssignFilters>;

/** Sortable fields of the assign-brands tabs. */
const ASSIGN_SORT_FIELDS = [
  'brandName',
  'industryName',
  'brandRevenue',
  'updatedAt',
  'stage',
] as const;

/** Request of one assign-brands tab list (20 a page, spec 001 §9 inventory brands). */
export const AssignListRequest = z.object({
  eiId: Id,
  ...pageFields(PAGE_SIZES.inventoryBrands),
  filters: AssignFilters.default({ searchFor: '', industryIds: [], brandOwnerIds: [], stages: [] }),
  sortBy: z
    .object({ field: z.enum(ASSIGN_SORT_FIELDS), order: SortOrder })
    .default({ field: 'brandName', order: 'ASC' }),
});
export type AssignListRequest = z.input<typeof AssignListRequest>;

/**
 * POST /api/event/inventory/brand/stage/v2 (and its CSV): the ASSIGNED tab. The caller's list holds the pairings
 * of brands in their pipeline scope and those shared with them (accepted collaborations); `sharedWithMe` keeps only
 * the shared ones, which any role may list (the pipeline scope is needed otherwise).
 */
export const AssignedListRequest = AssignListRequest.extend({
  sharedWithMe: z.boolean().default(false),
});
export type AssignedListRequest = z.input<typeof AssignedListRequest>;

/** POST /api/event/brand/v2: the UNASSIGNED or DISCARDED tab (spec 001 §7 event brand v2). */
export const UnassignedListRequest = AssignListRequest.extend({
  selectionType: z.enum(['UNASSIGNED', 'DISCARDED']),
});
export type UnassignedListRequest = z.input<typeof UnassignedListRequest>;

/** A brand row of the UNASSIGNED / DISCARDED tabs. brandRevenue in crore. */
export const PairingBrand = z.object({
  brandId: z.number(),
  brandName: z.string(),
  brandImageUrl: z.string().nullable(),
  industryName: z.string().nullable(),
  companyName: z.string().nullable(),
  brandRevenue: z.number().nullable(),
  brandOwners: z.array(BrandOwner),
  updatedAt: z.string().nullable(),
});
export type PairingBrand = z.infer<typeof PairingBrand>;

/**
 * A pairing's stage fields (spec 001 §4), as the Assigned tab and the board show them and the stage form
 * edits them: values in crore, dates YYYY-MM-DD (IST).
 */
export const PairingStageValues = z.object({
  stage: z.enum(STAGES),
  tag: z.enum(STAGE_TAGS).nullable(),
  lostReason: z.string().nullable(),
  proposedValue: z.number().nullable(),
  negotiatedValue: z.number().nullable(),
  closedValue: z.number().nullable(),
  followUpDate: z.string().nullable(),
  expectedClosure: z.string().nullable(),
});
export type PairingStageValues = z.infer<typeof PairingStageValues>;

/** A brand × event-inventory pairing on the ASSIGNED tab: stage V2 with its mapped legacy stage and status. */
export const AssignedBrand = PairingBrand.extend({
  eiId: z.number(),
  ...PairingStageValues.shape,
  legacyStage: z.string(),
  status: z.string(),
  stageLabel: z.string(),
  recordedBrandOwner: z.object({ userId: z.number(), userName: z.string() }).nullable(),
  assignedBy: z.object({ userId: z.number(), userName: z.string() }).nullable(),
  assignedOn: z.string(),
  lastContact: z.string().nullable(),
  /** The caller's latest collaboration invitation on this pairing (null: never invited); with the brand's owners, the input of mayWorkPairing. */
  myInviteStatus: z.enum(INVITE_STATUSES).nullable(),
});
export type AssignedBrand = z.infer<typeof AssignedBrand>;

/** A page of the UNASSIGNED or DISCARDED tab's brands. */
export const PairingBrandListResult = PageInfo.extend({ brands: z.array(PairingBrand) });
export type PairingBrandListResult = z.infer<typeof PairingBrandListResult>;
/** A page of the ASSIGNED tab's brands, with their stages and values. */
export const AssignedBrandListResult = PageInfo.extend({ brands: z.array(AssignedBrand) });
export type AssignedBrandListResult = z.infer<typeof AssignedBrandListResult>;

/**
 * POST /api/event/inventory/brand/assignment/v2 and the brand status action: ASSIGN, DISCARD or
 * RESTORE the listed brands (`brandId`) — or, with selectAll, every brand of `selectionType` that
 * matches `filters` — on each of `eiIds`. DISCARD works from UNASSIGNED or ASSIGNED and keeps the
 * deal data; RESTORE undoes a discard (back to ASSIGNED with the deal data, or to UNASSIGNED); ASSIGN
 * from DISCARDED re-assigns with the deal data.
 */
export const BrandStatusActionRequest = z
  .object({
    eiIds: z.array(Id).min(1).max(50),
    action: z.enum(BRAND_STATUS_ACTIONS),
    brandId: z.array(Id).max(1000).default([]),
    selectAll: z.boolean().default(false),
    selectionType: z.enum(ASSIGN_TABS).default('UNASSIGNED'),
    filters: AssignFilters.default({
      searchFor: '',
      industryIds: [],
      brandOwnerIds: [],
      stages: [],
    }),
  })
  .refine((r) => r.selectAll || r.brandId.length > 0, {
    message: 'must list at least one brand unless selectAll is true',
    path: ['brandId'],
  });
export type BrandStatusActionRequest = z.input<typeof BrandStatusActionRequest>;
const BrandStatusActionResult = z.object({ affected: z.number(), message: z.string() });

/** Stage fields a user can set on a pairing (spec 001 §4): values in crore, dates YYYY-MM-DD. */
export const StageFields = z.object({
  stage: z.enum(STAGES),
  tag: z.enum(STAGE_TAGS).nullable().optional(),
  lostReason: z.string().trim().max(500).nullable().optional(),
  proposedValue: Crore.nullable().optional(),
  negotiatedValue: Crore.nullable().optional(),
  closedValue: Crore.nullable().optional(),
  followUpDate: DateOnly.nullable().optional(),
  expectedClosure: DateOnly.nullable().optional(),
});

/** POST /api/event/inventory/brand/stage/update: set the stage of one pairing ('Stage updated successfully'). */
export const StageUpdateRequest = StageFields.extend({ eiId: Id, brandId: Id });
export type StageUpdateRequest = z.input<typeof StageUpdateRequest>;

/**
 * PUT /api/brand/interactions: record an interaction with a POC and update stages of the brand's
 * pairings in one transaction (spec 001 §4: adding notes moves ASSIGNED to IN_PROGRESS).
 * 'Call Details updated successfully'.
 */
export const CallNotesRequest = z.object({
  brandId: Id,
  pocId: Id.nullable().optional(),
  type: z.enum(INTERACTION_TYPES),
  note: z.string().trim().min(1, 'is required').max(5000),
  updates: z
    .array(StageFields.partial().extend({ eiId: Id }))
    .max(200)
    .default([]),
});
export type CallNotesRequest = z.input<typeof CallNotesRequest>;

/**
 * GET /api/brand/event/inventory/v2?brandId: every pairing of one brand (brand info's current and archived
 * inventories, spec 001 §9). `archived`: its event has ended (IST), or the event or the inventory is archived
 * (spec 001 §3 eventStatus PREVIOUS, inventory status PREVIOUS). `collaborators`: the colleagues who accepted
 * an invitation on it, by name.
 */
const BrandPairingsQuery = z.object({ brandId: Id });
export const BrandPairingsResult = z.object({
  pairings: z.array(
    AssignedBrand.extend({
      eventName: z.string(),
      inventoryName: z.string(),
      eventId: z.number(),
      canUpdate: z.boolean(),
      archived: z.boolean(),
      collaborators: z.array(z.object({ userId: z.number(), userName: z.string() })),
    }),
  ),
});
export type BrandPairingsResult = z.infer<typeof BrandPairingsResult>;

/** POST /api/event/inventory/brand/stage/v2/csv: the assigned list as CSV; timeZone names the IST/zone for dates. */
const AssignedCsvRequest = AssignedListRequest.omit({ pageNo: true, count: true }).extend({
  timeZone: TimeZone,
});

/** POST /api/event/brand/v2/csv: the UNASSIGNED or DISCARDED list as CSV; timeZone names the IST/zone for dates. */
const UnassignedCsvRequest = UnassignedListRequest.omit({ pageNo: true, count: true }).extend({
  timeZone: TimeZone,
});

/** Brand × event-inventory pairings: tabs, actions, stages, call notes, history (spec 001 §4, §7). */
export const pairingRoutes = {
  assignedList: defineRoute({
    method: 'POST',
    path: '/event/inventory/brand/stage/v2',
    body: AssignedListRequest,
    response: AssignedBrandListResult,
    summary: 'One page of the brands assigned to an event inventory',
    tags: ['pairings'],
    cacheKey: ['assign', 'assigned'],
  }),
  unassignedList: defineRoute({
    method: 'POST',
    path: '/event/brand/v2',
    body: UnassignedListRequest,
    response: PairingBrandListResult,
    summary: 'One page of the brands not assigned to an event inventory, or discarded',
    tags: ['pairings'],
    cacheKey: ['assign', 'unassigned'],
  }),
  assign: defineRoute({
    method: 'POST',
    path: '/event/inventory/brand/assignment/v2',
    body: BrandStatusActionRequest,
    response: BrandStatusActionResult,
    idempotent: true,
    summary: 'Assign, discard or restore brands on event inventories',
    tags: ['pairings'],
  }),
  statusAction: defineRoute({
    method: 'POST',
    path: '/event/inventory/brand/status/action',
    body: BrandStatusActionRequest,
    response: BrandStatusActionResult,
    idempotent: true,
    summary: 'Apply a status action to brands on event inventories',
    tags: ['pairings'],
  }),
  updateStage: defineRoute({
    method: 'POST',
    path: '/event/inventory/brand/stage/update',
    body: StageUpdateRequest,
    response: MessageResult,
    idempotent: true,
    summary: 'Update the stage of one pairing',
    tags: ['pairings'],
  }),
  callNotes: defineRoute({
    method: 'PUT',
    path: '/brand/interactions',
    body: CallNotesRequest,
    response: MessageResult,
    idempotent: true,
    summary: 'Record call notes with stage updates of a brand’s pairings',
    tags: ['pairings'],
  }),
  interactions: defineRoute({
    method: 'GET',
    path: '/brand/interactions',
    query: InteractionListQuery,
    response: InteractionListResult,
    summary: 'One page of a brand’s call notes',
    tags: ['pairings'],
    cacheKey: ['brands', 'meetings'],
  }),
  timeline: defineRoute({
    method: 'GET',
    path: '/brand/interactions/timeline',
    query: TimelineQuery,
    response: TimelineResult,
    summary: 'One page of a brand’s call notes and history events, newest first',
    tags: ['pairings'],
    cacheKey: ['brands', 'timeline'],
  }),
  eiHistory: defineRoute({
    method: 'GET',
    path: '/event/inventory/history',
    query: EiHistoryQuery,
    response: StageHistoryResult,
    summary: 'One page of an event inventory’s stage history',
    tags: ['pairings'],
    cacheKey: ({ eiId, pageNo }: z.input<typeof EiHistoryQuery>) => [
      'eventInventory',
      eiId,
      'history',
      pageNo,
    ],
  }),
  brandHistory: defineRoute({
    method: 'GET',
    path: '/brand/stage-history',
    query: BrandHistoryQuery,
    response: StageHistoryResult,
    summary: 'One page of a brand’s stage history',
    tags: ['pairings'],
    cacheKey: ['brands', 'stageHistory'],
  }),
  brandPairings: defineRoute({
    method: 'GET',
    path: '/brand/event/inventory/v2',
    query: BrandPairingsQuery,
    response: BrandPairingsResult,
    summary: 'Every pairing of a brand',
    tags: ['pairings'],
    cacheKey: ['brands', 'pairings'],
  }),
  assignedCsv: defineRoute({
    method: 'POST',
    path: '/event/inventory/brand/stage/v2/csv',
    body: AssignedCsvRequest,
    response: 'file',
    export: true,
    summary: 'The assigned brands of an event inventory as a CSV file',
    tags: ['pairings'],
  }),
  unassignedCsv: defineRoute({
    method: 'POST',
    path: '/event/brand/v2/csv',
    body: UnassignedCsvRequest,
    response: 'file',
    export: true,
    summary: 'The unassigned or discarded brands of an event inventory as a CSV file',
    tags: ['pairings'],
  }),
};
