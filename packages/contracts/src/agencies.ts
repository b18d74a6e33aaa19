/**
 * Agencies, agency association with brands, association types, and the location reference lists
 * (spec 001 §7 Brand API: agencies, agency association, all locations, regions, states; §9 page sizes).
 */
import { z } from 'zod';
import { Id, PageInfo, pageFields, SearchFor } from './common.js';
import { defineRoute } from './routes.js';

/** Page sizes (spec 001 §9): agencies and agency association 100, association types 50, locations 100, agency brands 50. */
const AGENCY_PAGE_SIZES = {
  agencies: 100,
  association: 100,
  associationTypes: 50,
  agencyBrands: 50,
  locations: 100,
} as const;

/** User-facing messages of this area. */
export const AGENCY_MESSAGES = {
  agencyCreated: 'Agency added successfully',
  agencyExists: 'An agency with this name already exists',
  agencyNotFound: 'Agency not found',
  associationTypeCreated: 'Association type added successfully',
  associationTypeExists: 'An association type with this name already exists',
  associationTypeNotFound: 'Association type not found',
  associated: 'Agency associated successfully',
  associationRemoved: 'Agency association removed successfully',
  associationNotFound: 'The agency is not associated with this brand',
  typesDenied: 'Only project owners and admins can add association types',
} as const;

const agencyName = z.string().trim().min(1, 'is required').max(120);

/** GET /api/brand/agency?searchFor&pageNo&count: agencies by name (contains, any case), 100 a page. */
const AgencyListQuery = z.object({
  searchFor: SearchFor,
  ...pageFields(AGENCY_PAGE_SIZES.agencies),
});
/** An agency with the number of brands associated with it. */
const Agency = z.object({
  agencyId: z.number(),
  agencyName: z.string(),
  brandCount: z.number(),
});
export const AgencyListResult = PageInfo.extend({ agencies: z.array(Agency) });
export type AgencyListResult = z.infer<typeof AgencyListResult>;

/** POST /api/brand/agency {agencyName}: create; 409 AGENCY_ALREADY_EXISTS for a name that exists in any case. */
const AgencyCreateRequest = z.object({ agencyName });
const AgencyCreateResult = z.object({ agency: Agency, message: z.string() });

/** An association type (Creative, Media, Digital, PR, Events…). */
const AssociationType = z.object({ id: z.number(), name: z.string() });
/** GET /api/brand/agency/association/type?searchFor&pageNo&count (count 50). */
const AssociationTypeQuery = z.object({
  searchFor: SearchFor,
  ...pageFields(AGENCY_PAGE_SIZES.associationTypes),
});
export const AssociationTypeListResult = PageInfo.extend({
  associationTypes: z.array(AssociationType),
});
export type AssociationTypeListResult = z.infer<typeof AssociationTypeListResult>;
/** PUT /api/brand/agency/association/type {name}: create (PO and ADMIN); 409 on a duplicate name. */
const AssociationTypeCreateRequest = z.object({
  name: z.string().trim().min(1, 'is required').max(60),
});
const AssociationTypeCreateResult = z.object({
  associationType: AssociationType,
  message: z.string(),
});

/** POST /api/brand/agency/association {brandId, searchFor, pageNo, count 100}: the brand's agencies; the client fetches all pages. */
const BrandAgencyListRequest = z.object({
  brandId: Id,
  searchFor: SearchFor,
  ...pageFields(AGENCY_PAGE_SIZES.association),
});
/** An agency associated with a brand, with its association types and when it was first associated (ISO). */
export const BrandAgency = z.object({
  agencyId: z.number(),
  agencyName: z.string(),
  associationTypes: z.array(AssociationType),
  associatedOn: z.string(),
});
export type BrandAgency = z.infer<typeof BrandAgency>;
export const BrandAgencyListResult = PageInfo.extend({
  agencies: z.array(BrandAgency),
  canEdit: z.boolean(),
});
export type BrandAgencyListResult = z.infer<typeof BrandAgencyListResult>;

/** POST /api/brand/agency/association/unified {brandId, agencyId, associationTypeIds}: the pair's types become exactly this list. */
const AgencyAssociateRequest = z.object({
  brandId: Id,
  agencyId: Id,
  associationTypeIds: z.array(Id).min(1, 'must list at least one association type').max(20),
});
/** POST /api/brand/agency/association/removal {brandId, agencyId, associationTypeId?}: one type, or the whole association. */
const AgencyAssociationRemovalRequest = z.object({
  brandId: Id,
  agencyId: Id,
  associationTypeId: Id.optional(),
});
const AgencyAssociationResult = z.object({
  message: z.string(),
  agency: BrandAgency.nullable(),
});

/** POST /api/brand/agency/brands {agencyId, pageNo, count}: the brands an agency works with (brand agency brands preset). */
const AgencyBrandsRequest = z.object({
  agencyId: Id,
  searchFor: SearchFor,
  ...pageFields(AGENCY_PAGE_SIZES.agencyBrands),
});
const AgencyBrand = z.object({
  brandId: z.number(),
  brandName: z.string(),
  brandImageUrl: z.string().nullable(),
  industryName: z.string().nullable(),
  associationTypes: z.array(AssociationType),
});
export const AgencyBrandsResult = PageInfo.extend({
  agencyId: z.number(),
  agencyName: z.string(),
  brands: z.array(AgencyBrand),
});
export type AgencyBrandsResult = z.infer<typeof AgencyBrandsResult>;

/** POST /api/brand/all/locations {pageNo, locationName, count 100}: cities by name with their state and region. */
export const AllLocationsRequest = z.object({
  locationName: SearchFor,
  ...pageFields(AGENCY_PAGE_SIZES.locations),
});
const LocationOption = z.object({
  locationId: z.number(),
  locationName: z.string(),
  stateId: z.number(),
  stateName: z.string(),
  regionId: z.number().nullable(),
  regionName: z.string().nullable(),
});
export const AllLocationsResult = PageInfo.extend({ locations: z.array(LocationOption) });
export type AllLocationsResult = z.infer<typeof AllLocationsResult>;

/** GET /api/brand/regions: the six regions (spec 001 §3) with their number of states. */
export const RegionsResult = z.object({
  regions: z.array(
    z.object({ regionId: z.number(), regionName: z.string(), stateCount: z.number() }),
  ),
});
/** GET /api/brand/all/states?regionId: states (optionally of one region) with their region. */
export const AllStatesQuery = z.object({ regionId: Id.optional() });
export const AllStatesResult = z.object({
  states: z.array(
    z.object({
      stateId: z.number(),
      stateName: z.string(),
      stateCode: z.string(),
      regionId: z.number().nullable(),
      regionName: z.string().nullable(),
    }),
  ),
});

/** The agencies module's endpoints (spec 001 §7 Agency association): agencies, association types and brand–agency associations. */
export const agencyRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/brand/agency',
    query: AgencyListQuery,
    response: AgencyListResult,
    summary: 'One page of agencies by name',
    tags: ['agencies'],
    cacheKey: ['agencies', 'search'],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/brand/agency',
    body: AgencyCreateRequest,
    response: AgencyCreateResult,
    summary: 'Create an agency',
    tags: ['agencies'],
  }),
  associationTypes: defineRoute({
    method: 'GET',
    path: '/brand/agency/association/type',
    query: AssociationTypeQuery,
    response: AssociationTypeListResult,
    summary: 'One page of association types',
    tags: ['agencies'],
    cacheKey: ['agencies', 'types'],
  }),
  createAssociationType: defineRoute({
    method: 'PUT',
    path: '/brand/agency/association/type',
    body: AssociationTypeCreateRequest,
    response: AssociationTypeCreateResult,
    summary: 'Create an association type',
    tags: ['agencies'],
  }),
  brandAgencies: defineRoute({
    method: 'POST',
    path: '/brand/agency/association',
    body: BrandAgencyListRequest,
    response: BrandAgencyListResult,
    summary: 'One page of a brand’s associated agencies',
    tags: ['agencies'],
    cacheKey: ['agencies', 'brand'],
  }),
  associate: defineRoute({
    method: 'POST',
    path: '/brand/agency/association/unified',
    body: AgencyAssociateRequest,
    response: AgencyAssociationResult,
    summary: 'Set the association types of a brand–agency pair',
    tags: ['agencies'],
  }),
  removeAssociation: defineRoute({
    method: 'POST',
    path: '/brand/agency/association/removal',
    body: AgencyAssociationRemovalRequest,
    response: AgencyAssociationResult,
    summary: 'Remove one association type or a whole brand–agency association',
    tags: ['agencies'],
  }),
  brands: defineRoute({
    method: 'POST',
    path: '/brand/agency/brands',
    body: AgencyBrandsRequest,
    response: AgencyBrandsResult,
    summary: 'One page of the brands an agency works with',
    tags: ['agencies'],
    cacheKey: ['agencies', 'brands'],
  }),
};
