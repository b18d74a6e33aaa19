import { z } from 'zod';
import { BRAND_MAIN_TABS, CRORE, ENGAGEMENTS, MY_BRANDS_VIEWS } from './constants.js';
import { Id, SearchFor, SortOrder, TimeZone } from './common.js';
import { RefOption } from './reference.js';
import { CustomFieldCondition } from './customFields.js';

/**
 * The brand filter of spec 001 §5 ('Brand filter defaults', 'Brand filter options', 'Active filters'),
 * sent as `filters` on POST /api/brand and POST /api/brand/export. Every part is optional and
 * defaults to "no filter", so `{}` is the spec's default filter.
 */

/** INCLUDE keeps brands that match; EXCLUDE keeps brands that do not (spec 001 §5). */
export const SelectionType = z.enum(['INCLUDE', 'EXCLUDE']);
export type SelectionType = z.infer<typeof SelectionType>;

/** Most ids a single selection may hold. */
const MAX_FILTER_IDS = 500;

const ids = z.array(Id).max(MAX_FILTER_IDS);

/** A selection `{ids, selectionType}`. EXCLUDE with no ids filters nothing. */
export const IdSelection = z.object({
  ids: ids.default([]),
  selectionType: SelectionType.default('INCLUDE'),
});
export type IdSelection = z.infer<typeof IdSelection>;

/** The engagement selection: ids are the levels Strong, Medium, Low. */
const EngagementSelection = z.object({
  ids: z.array(z.enum(ENGAGEMENTS)).max(ENGAGEMENTS.length).default([]),
  selectionType: SelectionType.default('INCLUDE'),
});

/** An owner list `{data: userIds, selectionType}` (spec 001 §5 brandOwners, teamOwners). */
export const OwnerSelection = z.object({
  data: ids.default([]),
  selectionType: SelectionType.default('INCLUDE'),
});
export type OwnerSelection = z.infer<typeof OwnerSelection>;

/** A location: a region, optionally narrowed to one state and one city of it. */
export const LocationItem = z.object({
  regionId: Id,
  stateId: Id.optional(),
  cityId: Id.optional(),
});
export type LocationItem = z.infer<typeof LocationItem>;

/** Where a location selection applies: BOTH, HQ (brand's HQ city) or ML (a marketing office). The spec's default 'ALL' reads as BOTH. */
export const LOCATION_SCOPES = ['BOTH', 'HQ', 'ML'] as const;
const LocationScope = z.preprocess((v) => (v === 'ALL' ? 'BOTH' : v), z.enum(LOCATION_SCOPES));
export const LOCATION_SCOPE_LABELS: Record<(typeof LOCATION_SCOPES)[number], string> = {
  BOTH: 'Both',
  HQ: "Brand's HQ",
  ML: 'Marketing Office',
};

/** Assigned-by options (spec 001 §5): pairings assigned by me, by another PO, or by a BO. */
export const ASSIGNED_BY_OPTIONS = ['ALL', 'ME', 'OTHER_PO', 'BO'] as const;
/** Owner type: a single brand owner or several. */
export const BRAND_OWNER_TYPES = ['ALL', 'SINGLE', 'MULTI'] as const;
/** POC exists, BO exists, collaborated: ALL, YES, NO. */
export const TRI_STATE = ['ALL', 'YES', 'NO'] as const;
/** Inventory buckets over the brand's ASSIGNED pairings (brands.assigned_count). */
export const INVENTORY_BUCKETS = ['INV_0', 'INV_1_TO_5', 'INV_6_TO_10', 'INV_GT_10'] as const;
export type InventoryBucket = (typeof INVENTORY_BUCKETS)[number];
export const INVENTORY_BUCKET_LABELS: Record<InventoryBucket, string> = {
  INV_0: '0',
  INV_1_TO_5: '1 – 5',
  INV_6_TO_10: '6 – 10',
  INV_GT_10: 'More than 10',
};
/** Inclusive assigned-count bounds of each bucket (null: no upper bound). */
export const INVENTORY_BUCKET_RANGES: Record<InventoryBucket, [number, number | null]> = {
  INV_0: [0, 0],
  INV_1_TO_5: [1, 5],
  INV_6_TO_10: [6, 10],
  INV_GT_10: [11, null],
};

/** The revenue slider's default range in crore (spec 001 §9): the full range means no revenue filter. */
export const REVENUE_RANGE_CRORE = { min: 0, max: 100_000 } as const;

/**
 * Revenue bounds ON THE WIRE IN RUPEES: the client sends crore × 10,000,000 (spec 001 §5) and sends
 * nothing for the full default range 0–100,000 crore. `ub` at (or above) 100,000 crore means no upper
 * bound; the full range received anyway is treated as no filter.
 */
export const RevenueRange = z
  .object({ lb: z.number().finite().min(0).max(1e16), ub: z.number().finite().min(0).max(1e16) })
  .refine((r) => r.lb <= r.ub, { message: 'must not exceed the upper bound', path: ['lb'] });
export type RevenueRange = z.infer<typeof RevenueRange>;

/** Crore slider values → the wire's rupee range, or undefined for the full default range (spec 001 §5). */
export function revenueToWire(lbCrore: number, ubCrore: number): RevenueRange | undefined {
  if (lbCrore <= REVENUE_RANGE_CRORE.min && ubCrore >= REVENUE_RANGE_CRORE.max) return undefined;
  return { lb: Math.round(lbCrore * CRORE), ub: Math.round(ubCrore * CRORE) };
}

/** The wire's rupee range → crore bounds; null bound means open. Undefined/full range → null (no filter). */
export function revenueFromWire(
  r: RevenueRange | undefined,
): { lbCrore: number; ubCrore: number | null } | null {
  if (!r) return null;
  const lbCrore = r.lb / CRORE;
  const ubCrore = r.ub >= REVENUE_RANGE_CRORE.max * CRORE ? null : r.ub / CRORE;
  if (lbCrore <= REVENUE_RANGE_CRORE.min && ubCrore === null) return null;
  return { lbCrore, ubCrore };
}

/** Extra sort fields the brand table offers beyond the list's own (each backed by an index). */
export const BRAND_FILTER_SORT_FIELDS = [
  'brandName',
  'brandRevenue',
  'industryName',
  'updatedAt',
  'assignedInventoryCount',
] as const;
export type BrandFilterSortField = (typeof BRAND_FILTER_SORT_FIELDS)[number];

/** The brand filter (spec 001 §5). Unknown keys are refused (400 naming the field). */
export const BrandFilter = z
  .object({
    agencies: IdSelection.optional(),
    agencyAssociationType: IdSelection.optional(),
    industries: IdSelection.optional(),
    companies: IdSelection.optional(),
    regions: IdSelection.optional(),
    /** Brands whose owners are in these verticals. */
    verticals: IdSelection.optional(),
    /** Brands with an ASSIGNED pairing assigned by these users. */
    assignedByUsers: IdSelection.optional(),
    engagement: EngagementSelection.optional(),
    brandOwners: OwnerSelection.optional(),
    /** Brands owned by the members of these team owners' teams (or by the team owner). */
    teamOwners: OwnerSelection.optional(),
    locations: z
      .object({
        INCLUDE: z.array(LocationItem).max(100).default([]),
        EXCLUDE: z.array(LocationItem).max(100).default([]),
      })
      .strict()
      .optional(),
    applySelectionTo: LocationScope.default('BOTH'),
    revenues: RevenueRange.optional(),
    assignedByUser: z.enum(ASSIGNED_BY_OPTIONS).default('ALL'),
    brandOwnerType: z.enum(BRAND_OWNER_TYPES).default('ALL'),
    /** Exact number of brand owners, or ALL. */
    brandOwnerCount: z.union([z.literal('ALL'), z.number().int().min(0).max(100)]).default('ALL'),
    pocExists: z.enum(TRI_STATE).default('ALL'),
    boExists: z.enum(TRI_STATE).default('ALL'),
    brandAssignedInventoryCount: z
      .array(z.enum(INVENTORY_BUCKETS))
      .max(INVENTORY_BUCKETS.length)
      .default([]),
    hasCollaborated: z.enum(TRI_STATE).default('ALL'),
    /** Conditions on the brands' custom fields, all of which must hold. */
    customFields: z.array(CustomFieldCondition).max(20).optional(),
    /** Overrides the request's sortBy when given. */
    sortBy: z
      .object({ field: z.enum(BRAND_FILTER_SORT_FIELDS), order: SortOrder })
      .strict()
      .optional(),
  })
  .strict();
export type BrandFilter = z.infer<typeof BrandFilter>;
export type BrandFilterInput = z.input<typeof BrandFilter>;

/** The id selections of the filter, in the drawer's order, with their labels. */
export const BRAND_FILTER_SELECTIONS = [
  ['industries', 'Industry'],
  ['companies', 'Company'],
  ['agencies', 'Agency'],
  ['agencyAssociationType', 'Agency association type'],
  ['regions', 'Region'],
  ['verticals', 'Vertical'],
  ['assignedByUsers', 'Assigned by'],
  ['engagement', 'Engagement'],
] as const;
export const BRAND_FILTER_OWNER_LISTS = [
  ['brandOwners', 'Brand owners'],
  ['teamOwners', 'Team owners'],
] as const;

/** One active filter for the chips: key, label, and the count shown ('All' in EXCLUDE mode with none excluded). */
export type ActiveFilter = {
  key: string;
  label: string;
  shownCount: number | 'All';
  selectionType?: SelectionType;
};

/**
 * The active filters of spec 001 §5 'Active filters': a selection is active when it has ids or is in
 * EXCLUDE mode; its shown count is the number of ids, or in EXCLUDE mode total − excluded ('All' when
 * none are excluded; total from `totals[key]`, else the excluded count). Radio groups count when not
 * ALL, revenue when sent, buckets when any, locations when any. Returns the list; its length is the
 * count on the Filters button.
 */
export function activeFilters(
  f: BrandFilterInput,
  totals: Partial<Record<string, number>> = {},
): ActiveFilter[] {
  return [...selectionFilters(f, totals), ...valueFilters(f)];
}

/** The active selections (ids or owner lists), in BRAND_FILTER_SELECTIONS then BRAND_FILTER_OWNER_LISTS order. */
function selectionFilters(
  f: BrandFilterInput,
  totals: Partial<Record<string, number>>,
): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  const sel = (
    key: string,
    label: string,
    list: readonly unknown[] | undefined,
    type: SelectionType | undefined,
  ) => {
    const n = list?.length ?? 0;
    if (!n && type !== 'EXCLUDE') return;
    const total = totals[key];
    const shownCount: number | 'All' =
      type === 'EXCLUDE' ? (n === 0 ? 'All' : total !== undefined ? Math.max(0, total - n) : n) : n;
    out.push({ key, label, shownCount, selectionType: type ?? 'INCLUDE' });
  };
  for (const [key, label] of BRAND_FILTER_SELECTIONS)
    sel(key, label, f[key]?.ids, f[key]?.selectionType);
  for (const [key, label] of BRAND_FILTER_OWNER_LISTS)
    sel(key, label, f[key]?.data, f[key]?.selectionType);
  return out;
}

/** The radio groups a brand filter offers besides ALL, with their chip labels. */
const FILTER_RADIOS = [
  ['assignedByUser', 'Assigned by user'],
  ['brandOwnerType', 'Owner type'],
  ['brandOwnerCount', 'Owner count'],
  ['pocExists', 'POC exists'],
  ['boExists', 'BO exists'],
  ['hasCollaborated', 'Collaborated'],
] as const;

/** The other active filters: locations, revenue, radio groups, inventory counts and custom fields, in that order. */
function valueFilters(f: BrandFilterInput): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  const locs = (f.locations?.INCLUDE?.length ?? 0) + (f.locations?.EXCLUDE?.length ?? 0);
  if (locs) out.push({ key: 'locations', label: 'Locations', shownCount: locs });
  if (revenueFromWire(f.revenues)) out.push({ key: 'revenues', label: 'Revenue', shownCount: 1 });
  for (const [key, label] of FILTER_RADIOS)
    if (f[key] !== undefined && f[key] !== 'ALL') out.push({ key, label, shownCount: 1 });
  if (f.brandAssignedInventoryCount?.length)
    out.push({
      key: 'brandAssignedInventoryCount',
      label: 'Inventories',
      shownCount: f.brandAssignedInventoryCount.length,
    });
  if (f.customFields?.length)
    out.push({ key: 'customFields', label: 'Custom fields', shownCount: f.customFields.length });
  return out;
}

/** The number on the Filters button (spec 001 §5 'Active filters'). */
export const activeFilterCount = (f: BrandFilterInput): number => activeFilters(f).length;

/** GET /api/brand/filters: every option the brand filter offers the caller (spec 001 §5, §7). */
export const BrandFilterOptions = z.object({
  industries: z.array(RefOption),
  /** The 200 companies with most brands; search the rest with GET /api/brand/company. */
  companies: z.array(RefOption),
  agencies: z.array(RefOption),
  agencyAssociationTypes: z.array(RefOption),
  regions: z.array(RefOption),
  states: z.array(RefOption.extend({ regionId: z.number().nullable() })),
  verticals: z.array(RefOption),
  /** Brand owners (BO) the caller may pick: all for PO/ADMIN, the team for a TO, self for a BO. */
  brandOwners: z.array(RefOption),
  /** Team owners the caller may pick: all for PO/ADMIN, self for a TO. */
  teamOwners: z.array(RefOption),
  /** Users who assigned pairings (PO and BO users). */
  assignedByUsers: z.array(RefOption),
  engagement: z.array(z.enum(ENGAGEMENTS)),
  inventoryBuckets: z.array(z.object({ id: z.enum(INVENTORY_BUCKETS), name: z.string() })),
  assignedByUser: z.array(z.enum(ASSIGNED_BY_OPTIONS)),
  brandOwnerType: z.array(z.enum(BRAND_OWNER_TYPES)),
  locationScopes: z.array(z.object({ id: z.enum(LOCATION_SCOPES), name: z.string() })),
  revenueRangeCrore: z.object({ min: z.number(), max: z.number() }),
});
export type BrandFilterOptions = z.infer<typeof BrandFilterOptions>;

/** Export file formats. */
const EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/**
 * POST /api/brand/export: every brand matching the list's tab, search, filters and sort, streamed as
 * CSV or XLSX with a timestamped file name. `myBrands` OFFLOADED (with mainTab MY_BRANDS) exports Your
 * Brands' Offloaded view instead: the caller's offloaded brands of POST /api/brand/offloaded with their
 * offload reason, time and user (preset myOffloadedBrands; spec 001 §9). `columns` are the visible
 * column ids in order (validated against the preset's known columns; default: the preset's
 * default-visible ones); `timeZone` (IANA) formats dates.
 */
export const BrandExportRequest = z
  .object({
    mainTab: z.enum(BRAND_MAIN_TABS).default('ALL_BRANDS'),
    myBrands: z.enum(MY_BRANDS_VIEWS).default('CURRENT'),
    searchFor: SearchFor,
    filters: BrandFilter.optional(),
    sortBy: z
      .object({ field: z.enum(BRAND_FILTER_SORT_FIELDS), order: SortOrder })
      .default({ field: 'brandName', order: 'ASC' }),
    format: z.enum(EXPORT_FORMATS).default('csv'),
    timeZone: TimeZone,
    columns: z.array(z.string().max(64)).max(50).optional(),
  })
  .strict();
export type BrandExportRequest = z.input<typeof BrandExportRequest>;
