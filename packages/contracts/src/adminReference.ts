import { z } from 'zod';
import { Id, intInput, MessageResult, PageInfo, SearchFor, SortOrder } from './common.js';
import { MAX_PAGE_SIZE } from './constants.js';
import { defineRoute } from './routes.js';

/**
 * Admin reference data (spec 001 §7 'Admin reference data', §6 admin-only, §9 'Settings lists'):
 * for each kind under /api/admin/<kind>: POST /list {pageNo, count, searchFor, sortBy}, PUT create,
 * PATCH update {<kind>Id, …changed fields}, POST /removal {<kind>Id}. Rows are {id, name, …}; update and
 * removal bodies name the row `<kind>Id` as the spec's removal bodies do ({locationId, childMovementStrategy}).
 */

/** The ten kinds, in the settings page's order. 'location' is a city. */
export const REFERENCE_KINDS = [
  'location',
  'vertical',
  'industry',
  'department',
  'designation',
  'company',
  'inventory',
  'agency',
  'region',
  'state',
] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** What a kind is called on screen and in messages: singular and plural. */
export const REFERENCE_LABELS: Record<ReferenceKind, { one: string; many: string }> = {
  location: { one: 'City', many: 'Cities' },
  vertical: { one: 'Vertical', many: 'Verticals' },
  industry: { one: 'Industry', many: 'Industries' },
  department: { one: 'Department', many: 'Departments' },
  designation: { one: 'Designation', many: 'Designations' },
  company: { one: 'Company', many: 'Companies' },
  inventory: { one: 'Inventory', many: 'Inventories' },
  agency: { one: 'Agency', many: 'Agencies' },
  region: { one: 'Region', many: 'Regions' },
  state: { one: 'State', many: 'States' },
};

/** Page size of an admin list (spec 001 §9: admin lists 25, vertical 50). */
export const referencePageSize = (kind: ReferenceKind) => (kind === 'vertical' ? 50 : 25);

/** A reference name: trimmed, 1–100 characters (NUL bytes and lone surrogates are refused for every input). */
const Name = z.string().trim().min(1, 'is required').max(100);
/** City tier: 1, 2 or 3. */
const CityTier = z.union([z.literal(1), z.literal(2), z.literal(3)]);
/** Inventory colour, #RRGGBB (default #DEDDFF, spec 001 §9). */
const Colour = z
  .string()
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, 'must be a colour written #RRGGBB');

/** The writable fields of each kind (all of them on create; any of them on update). Optional ones default to null (colour to #DEDDFF). */
const FIELDS = {
  location: {
    name: Name,
    stateId: Id,
    tier: CityTier.nullable().optional(),
    parentId: Id.nullable().optional(),
  },
  vertical: { name: Name },
  industry: { name: Name },
  department: { name: Name },
  designation: { name: Name },
  company: {
    name: z.string().trim().min(1, 'is required').max(200),
    industryId: Id.nullable().optional(),
  }, // as PUT /brand/company allows
  inventory: {
    name: Name,
    description: z.string().trim().max(500).nullable().optional(),
    color: Colour.optional(),
  },
  agency: { name: Name },
  region: { name: Name },
  state: {
    name: Name,
    code: z.string().trim().min(1, 'is required').max(10),
    regionId: Id.nullable().optional(),
  },
} satisfies Record<ReferenceKind, z.ZodRawShape>;

/** A row of each kind's list: the fields shown in its settings table (spec 001 §9) and the counts of what uses it. */
const ROWS = {
  location: {
    stateId: z.number(),
    stateName: z.string(),
    regionId: z.number().nullable(),
    regionName: z.string().nullable(),
    tier: z.number().nullable(),
    parentId: z.number().nullable(),
    parentName: z.string().nullable(),
    userCount: z.number(),
    brandCount: z.number(),
  },
  vertical: { userCount: z.number() },
  industry: { brandCount: z.number(), companyCount: z.number() },
  department: { brandCount: z.number() },
  designation: { userCount: z.number() },
  company: {
    industryId: z.number().nullable(),
    industryName: z.string().nullable(),
    brandCount: z.number(),
  },
  inventory: {
    description: z.string().nullable(),
    color: z.string(),
    isArchived: z.boolean(),
    eventCount: z.number(),
  },
  agency: { brandCount: z.number() },
  region: { stateCount: z.number(), brandCount: z.number() },
  state: {
    code: z.string(),
    regionId: z.number().nullable(),
    regionName: z.string().nullable(),
    cityCount: z.number(),
    brandCount: z.number(),
  },
} satisfies Record<ReferenceKind, z.ZodRawShape>;

/** The columns each list sorts by (default name ascending). */
export const REFERENCE_SORT_FIELDS = {
  location: ['name', 'stateName', 'regionName', 'tier', 'userCount', 'brandCount'],
  vertical: ['name', 'userCount'],
  industry: ['name', 'brandCount', 'companyCount'],
  department: ['name', 'brandCount'],
  designation: ['name', 'userCount'],
  company: ['name', 'industryName', 'brandCount'],
  inventory: ['name', 'eventCount'],
  agency: ['name', 'brandCount'],
  region: ['name', 'stateCount', 'brandCount'],
  state: ['name', 'code', 'regionName', 'cityCount', 'brandCount'],
} as const satisfies Record<ReferenceKind, readonly [string, ...string[]]>;
export type ReferenceSortField<K extends ReferenceKind> = (typeof REFERENCE_SORT_FIELDS)[K][number];

/** The id field of a kind's update and removal bodies: `locationId`, `verticalId`… */
export const referenceIdField = <K extends ReferenceKind>(kind: K) => `${kind}Id` as `${K}Id`;

/** POST /api/admin/<kind>/list: a page of the kind, searched by name (and code for states), sorted. */
const referenceListRequest = <K extends ReferenceKind>(kind: K) =>
  z.object({
    pageNo: intInput.pipe(z.number().int().min(1).max(1_000_000)).default(1),
    count: intInput
      .pipe(z.number().int().min(1).max(MAX_PAGE_SIZE))
      .default(referencePageSize(kind)),
    searchFor: SearchFor,
    sortBy: z
      .object({
        field: z.enum(REFERENCE_SORT_FIELDS[kind] as (typeof REFERENCE_SORT_FIELDS)[K]),
        order: SortOrder.default('ASC'),
      })
      .optional(),
  });

/** A row of a kind: {id, name, …its columns}. */
const referenceRow = <K extends ReferenceKind>(kind: K) =>
  z.object({ id: z.number(), name: z.string(), ...(ROWS[kind] as (typeof ROWS)[K]) });

/** The answer of a list: `list` beside the paging fields. */
const referenceListResult = <K extends ReferenceKind>(kind: K) =>
  PageInfo.extend({ list: z.array(referenceRow(kind)) });

/** PUT /api/admin/<kind>: the new row's fields. */
export const referenceCreateRequest = <K extends ReferenceKind>(kind: K) =>
  z.strictObject(FIELDS[kind] as (typeof FIELDS)[K]);

/** PATCH /api/admin/<kind>: `<kind>Id` and the fields to change (at least one). */
const referenceUpdateRequest = <K extends ReferenceKind>(kind: K) =>
  z
    .strictObject({ ...(FIELDS[kind] as (typeof FIELDS)[K]) })
    .partial()
    .extend({ [referenceIdField(kind)]: Id } as Record<`${K}Id`, typeof Id>)
    .refine((v) => Object.keys(v).length > 1, 'Give at least one field to change');

/** PUT and PATCH answer: the saved row and the toast text. */
const referenceSaveResult = <K extends ReferenceKind>(kind: K) =>
  z.object({ message: z.string(), row: referenceRow(kind) });

/**
 * Location removal strategies (spec 001 §5, default MOVE_TO_PARENT): MOVE_TO_PARENT moves everything
 * that references the city (brand HQs, marketing offices, POCs, events, child locations) to its parent
 * location, and is refused (409) when it has none but is in use; REFUSE_IF_USED refuses while anything references it.
 */
export const CHILD_MOVEMENT_STRATEGIES = ['MOVE_TO_PARENT', 'REFUSE_IF_USED'] as const;

/** POST /api/admin/<kind>/removal: `<kind>Id` (and, for a location, childMovementStrategy). */
const referenceRemovalRequest = <K extends ReferenceKind>(kind: K) =>
  z.strictObject({
    [referenceIdField(kind)]: Id,
    ...(kind === 'location'
      ? { childMovementStrategy: z.enum(CHILD_MOVEMENT_STRATEGIES).default('MOVE_TO_PARENT') }
      : {}),
  } as Record<`${K}Id`, typeof Id> & {
    childMovementStrategy?: z.ZodDefault<
      z.ZodEnum<{ MOVE_TO_PARENT: 'MOVE_TO_PARENT'; REFUSE_IF_USED: 'REFUSE_IF_USED' }>
    >;
  });

/** Removal answer: the toast text and, for a location moved to its parent, how many of each reference moved and the removal's id (its Undo). */
export const ReferenceRemovalResult = MessageResult.extend({
  moved: z.record(z.string(), z.number()).optional(),
  locationRemovalId: z.number().optional(),
});

/** POST /api/admin/location/restore: takes back a city removal that moved things to its parent. */
const LocationRestoreRequest = z.strictObject({ locationRemovalId: Id });
export type ReferenceRemovalResult = z.infer<typeof ReferenceRemovalResult>;

export type ReferenceRow<K extends ReferenceKind> = z.infer<ReturnType<typeof referenceRow<K>>>;
export type ReferenceListResult<K extends ReferenceKind> = z.infer<
  ReturnType<typeof referenceListResult<K>>
>;
export type ReferenceCreate<K extends ReferenceKind> = z.infer<
  ReturnType<typeof referenceCreateRequest<K>>
>;
export type ReferenceSaveResult<K extends ReferenceKind> = z.infer<
  ReturnType<typeof referenceSaveResult<K>>
>;

/** The four routes of one kind under /api/admin/<kind> (spec 001 §7 'Admin reference data'): list, create, update, removal; admins only. */
export const referenceKindRoutes = <K extends ReferenceKind>(kind: K) => ({
  list: defineRoute({
    method: 'POST',
    path: `/admin/${kind}/list`,
    body: referenceListRequest(kind),
    response: referenceListResult(kind),
    summary: `One page of the ${REFERENCE_LABELS[kind].many.toLowerCase()}`,
    tags: ['admin reference data'],
    cacheKey: ['adminReference', kind],
  }),
  create: defineRoute({
    method: 'PUT',
    path: `/admin/${kind}`,
    body: referenceCreateRequest(kind),
    response: referenceSaveResult(kind),
    summary: `Adds one of the ${REFERENCE_LABELS[kind].many.toLowerCase()}`,
    tags: ['admin reference data'],
  }),
  update: defineRoute({
    method: 'PATCH',
    path: `/admin/${kind}`,
    body: referenceUpdateRequest(kind),
    response: referenceSaveResult(kind),
    summary: `Changes one of the ${REFERENCE_LABELS[kind].many.toLowerCase()}`,
    tags: ['admin reference data'],
  }),
  remove: defineRoute({
    method: 'POST',
    path: `/admin/${kind}/removal`,
    body: referenceRemovalRequest(kind),
    response: ReferenceRemovalResult,
    summary: `Removes one of the ${REFERENCE_LABELS[kind].many.toLowerCase()}`,
    tags: ['admin reference data'],
  }),
});

/** Admin reference data beside the per-kind routes (referenceKindRoutes): undoing a city removal (spec 001 §5, §7). */
export const adminRoutes = {
  restoreLocation: defineRoute({
    method: 'POST',
    path: '/admin/location/restore',
    body: LocationRestoreRequest,
    response: MessageResult,
    summary: 'Takes back a city removal that moved things to its parent',
    tags: ['admin reference data'],
  }),
};

/** 'a', 'a and b', 'a, b and c'. */
const andList = (items: string[]) =>
  items.length > 1
    ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
    : (items[0] ?? '');

/** Toast and error texts of the settings lists. */
export const REFERENCE_MESSAGES = {
  created: (kind: ReferenceKind) => `${REFERENCE_LABELS[kind].one} added`,
  updated: (kind: ReferenceKind) => `${REFERENCE_LABELS[kind].one} updated`,
  removed: (kind: ReferenceKind) => `${REFERENCE_LABELS[kind].one} removed`,
  restored: (kind: ReferenceKind) => `${REFERENCE_LABELS[kind].one} restored`,
  notFound: (kind: ReferenceKind) => `${REFERENCE_LABELS[kind].one} not found`,
  exists: (kind: ReferenceKind, name?: string) =>
    `${REFERENCE_LABELS[kind].one}${name ? ` "${name}"` : ''} already exists`,
  /** e.g. 'Industry is used by 12 brands and 3 companies' */
  inUse: (kind: ReferenceKind, uses: string[]) =>
    `${REFERENCE_LABELS[kind].one} is used by ${andList(uses)}`,
  noParent: (uses: string[]) =>
    `City is used by ${andList(uses)} and has no parent location to move them to: set its parent location first`,
  forbidden: 'Only admins can manage reference data',
} as const;
