import { z } from 'zod';
import { BRAND_MAIN_TABS, ENGAGEMENTS, PAGE_SIZES } from './constants.js';
import { Id, PageInfo, pageFields, SearchFor, SortOrder } from './common.js';
import { BrandExportRequest, BrandFilter, BrandFilterOptions } from './brandFilter.js';
import { CustomFieldValues } from './customFields.js';
import { defineRoute } from './routes.js';
import { jsonEncoded } from './validation.js';

/** A brand owner as listed on a brand (spec 001 §3 brandOwners). */
export const BrandOwner = z.object({
  brandOwnerUserId: z.number(),
  brandOwnerUserName: z.string(),
  brandOwnerProfileImage: z.string().nullable(),
  verticalName: z.string().nullable(),
  lastActiveOn: z.string().nullable(),
  /** The owner was deactivated by an admin (spec 001 §3 isDeactivated): shown greyed with a 'Deactivated' mark. */
  isDeactivated: z.boolean(),
});
export type BrandOwner = z.infer<typeof BrandOwner>;

/** Sortable brand list fields. */
export const BRAND_SORT_FIELDS = [
  'brandName',
  'brandRevenue',
  'industryName',
  'updatedAt',
] as const;

/** A brand list's order: a field of BRAND_SORT_FIELDS and its direction. */
const BrandSort = z.object({ field: z.enum(BRAND_SORT_FIELDS), order: SortOrder });
/** The brand list's order when the request names none: by name, A to Z. */
const DEFAULT_BRAND_SORT = { field: 'brandName', order: 'ASC' } as const;

/** POST /api/brand request (spec 000 §2.1 /brands): MY_BRANDS is the caller's own brands. */
export const BrandListRequest = z.object({
  ...pageFields(PAGE_SIZES.brands),
  searchFor: SearchFor,
  mainTab: z.enum(BRAND_MAIN_TABS).default('ALL_BRANDS'),
  sortBy: BrandSort.default(DEFAULT_BRAND_SORT),
  /** The brand filter of spec 001 §5 (see brandFilter.ts); absent = no filter. */
  filters: BrandFilter.optional(),
});
export type BrandListRequest = z.input<typeof BrandListRequest>;

/**
 * GET /api/brand (spec 001 §7 "GET and POST /brand"): the list's request in the query string —
 * pageNo, count, searchFor and mainTab as text, `sortBy` and `filters` as JSON (e.g.
 * `filters={"industries":{"ids":[3],"selectionType":"INCLUDE"}}`). Same answer as POST /api/brand.
 */
const BrandListQuery = BrandListRequest.extend({
  sortBy: jsonEncoded(BrandSort).default(DEFAULT_BRAND_SORT),
  filters: jsonEncoded(BrandFilter).optional(),
});

/** A brand row of the brand list. brandRevenue is in crore. */
export const BrandSummary = z.object({
  brandId: z.number(),
  brandName: z.string(),
  brandImageUrl: z.string().nullable(),
  companyName: z.string().nullable(),
  industryName: z.string().nullable(),
  brandRevenue: z.number().nullable(),
  engagement: z.enum(ENGAGEMENTS).nullable(),
  hqCity: z.string().nullable(),
  isOffloaded: z.boolean(),
  assignedInventoryCount: z.number(),
  brandOwners: z.array(BrandOwner),
  /** Custom-field values keyed by field id: the list's optional custom columns. */
  customFields: CustomFieldValues.optional(),
});
export type BrandSummary = z.infer<typeof BrandSummary>;

/** POST /api/brand answer data. */
export const BrandListResult = PageInfo.extend({ brands: z.array(BrandSummary) });
export type BrandListResult = z.infer<typeof BrandListResult>;

/** GET /api/brand/info?brandId, and the body of POST /api/brand/info/v2 {brandId} (spec 001 §7). */
const BrandInfoQuery = z.object({ brandId: Id });

/** A point of contact of a brand (spec 001 §3). */
export const Poc = z.object({
  pocId: z.number(),
  brandId: z.number(),
  pocName: z.string(),
  pocRole: z.string().nullable(),
  pocEmail: z.string().nullable(),
  phoneNumbers: z.array(z.object({ cc: z.string(), number: z.string(), type: z.string() })),
  linkedInUrl: z.string().nullable(),
  pocIsPrimary: z.boolean(),
});
export type Poc = z.infer<typeof Poc>;

/** Brand details (spec 001 §3 Brand). brandRevenue in crore; socialMedia website and linkedin. */
export const BrandInfo = BrandSummary.extend({
  brandDescription: z.string().nullable(),
  industryId: z.number().nullable(),
  companyId: z.number().nullable(),
  contactType: z.string().nullable(),
  hqState: z.string().nullable(),
  socialMedia: z.array(z.object({ type: z.enum(['website', 'linkedin']), url: z.string() })),
  offloadReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  pocs: z.array(Poc),
});
export type BrandInfo = z.infer<typeof BrandInfo>;

/** GET /api/brand/poc?brandId&pageNo&count (spec 001 §7, count 100). */
const PocListQuery = z.object({ brandId: Id, ...pageFields(PAGE_SIZES.brandPoc) });
const PocListResult = PageInfo.extend({ poc: z.array(Poc) });

/** GET /api/brand/owners?searchFor: brand owners (users with role BO) the caller works with — all for PO/ADMIN, the team for a TO, self for a BO. */
const BrandOwnerOptionsQuery = z.object({ searchFor: SearchFor });
const BrandOwnerOptionsResult = z.object({
  brandOwners: z.array(z.object({ userId: z.number(), userName: z.string() })),
});
type BrandOwnerOptionsResult = z.infer<typeof BrandOwnerOptionsResult>;

/**
 * The brands module's endpoints (spec 001 §5, §7): the list, brand details, brand-owner options, POCs
 * and the filter's options. `listByQuery` and `infoV2` serve the same reads at the spec's other method
 * and path (GET /brand, POST /brand/info/v2), one handler each with their twin.
 */
export const brandRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/brand',
    body: BrandListRequest,
    response: BrandListResult,
    summary: 'One page of the brand list',
    tags: ['brands'],
    cacheKey: ['brands', 'list'],
  }),
  listByQuery: defineRoute({
    method: 'GET',
    path: '/brand',
    query: BrandListQuery,
    response: BrandListResult,
    summary: 'One page of the brand list, its request in the query string',
    tags: ['brands'],
  }),
  info: defineRoute({
    method: 'GET',
    path: '/brand/info',
    query: BrandInfoQuery,
    response: BrandInfo,
    summary: 'Brand details with its POCs',
    tags: ['brands'],
    cacheKey: ['brands', 'info'],
  }),
  infoV2: defineRoute({
    method: 'POST',
    path: '/brand/info/v2',
    read: true,
    body: BrandInfoQuery,
    response: BrandInfo,
    summary: 'Brand details with its POCs (the brand id in the body)',
    tags: ['brands'],
  }),
  owners: defineRoute({
    method: 'GET',
    path: '/brand/owners',
    query: BrandOwnerOptionsQuery,
    response: BrandOwnerOptionsResult,
    summary: 'The brand owners the caller may filter by',
    tags: ['brands'],
    cacheKey: ['brandOwners'],
  }),
  pocs: defineRoute({
    method: 'GET',
    path: '/brand/poc',
    query: PocListQuery,
    response: PocListResult,
    summary: 'One page of a brand’s POCs',
    tags: ['brands'],
  }),
  filterOptions: defineRoute({
    method: 'GET',
    path: '/brand/filters',
    response: BrandFilterOptions,
    summary: 'Every option the brand filter offers the caller',
    tags: ['brands'],
    cacheKey: ['brands', 'filterOptions'],
  }),
  export: defineRoute({
    method: 'POST',
    path: '/brand/export',
    body: BrandExportRequest,
    response: 'file',
    export: true,
    summary: 'The brand list as a CSV or XLSX file',
    tags: ['brands'],
  }),
};

/** The words of brand info's inventories (spec 001 §9 'brand info current and archived inventories'). */
export const BRAND_INVENTORY_TEXTS = {
  current: 'Current',
  archived: 'Archived',
  noCurrent: 'No current inventories',
  noArchived: 'No archived inventories',
};
