import { z } from 'zod';
import { Id, PageInfo, pageFields, SearchFor } from './common.js';
import { defineRoute } from './routes.js';

/** A reference-data option: id and name (industries, verticals, regions, states, cities, companies). */
export const RefOption = z.object({ id: z.number(), name: z.string() });
export type RefOption = z.infer<typeof RefOption>;

/** GET /api/brand/company?searchFor&pageNo&count (spec 001 §7 companies, count 100). */
const CompanyQuery = z.object({ searchFor: SearchFor, ...pageFields(100) });

/** GET /api/location/cities?stateId&searchFor&pageNo&count (country state city, count 20). */
const CityQuery = z.object({
  stateId: Id.optional(),
  searchFor: SearchFor,
  ...pageFields(20),
});

/** Reference data the pipeline needs, in one answer (GET /api/reference). */
export const ReferenceData = z.object({
  industries: z.array(RefOption),
  verticals: z.array(RefOption),
  regions: z.array(RefOption),
  states: z.array(RefOption.extend({ regionId: z.number().nullable(), code: z.string() })),
  eventCategories: z.array(z.string()),
  /** The organisation-wide department names (admin reference data): suggestions when a brand's org chart gets a department. */
  departments: z.array(RefOption),
});
export type ReferenceData = z.infer<typeof ReferenceData>;

/** POST /api/brand/company {companyName}: a new company (spec 001 §7 companies); 409 COMPANY_EXISTS when the name is taken (case-insensitive). */
const CompanyCreateRequest = z.object({
  companyName: z.string().trim().min(1, 'is required').max(200),
  industryId: Id.optional(),
});

/** Reference data the pipeline needs: industries, verticals, regions, states, cities, companies, categories (spec 001 §7 Brand API). */
export const referenceRoutes = {
  all: defineRoute({
    method: 'GET',
    path: '/reference',
    response: ReferenceData,
    summary: 'Industries, verticals, regions, states, event categories and departments',
    tags: ['reference'],
    cacheKey: () => ['reference'],
  }),
  companies: defineRoute({
    method: 'GET',
    path: '/brand/company',
    query: CompanyQuery,
    response: PageInfo.extend({ companies: z.array(RefOption) }),
    summary: 'One page of companies by name',
    tags: ['reference'],
    cacheKey: ['companies'],
  }),
  createCompany: defineRoute({
    method: 'POST',
    path: '/brand/company',
    body: CompanyCreateRequest,
    response: RefOption,
    summary: 'Creates a company',
    tags: ['reference'],
  }),
  cities: defineRoute({
    method: 'GET',
    path: '/location/cities',
    query: CityQuery,
    response: PageInfo.extend({ cities: z.array(RefOption.extend({ stateName: z.string() })) }),
    summary: 'One page of cities by name, optionally of one state',
    tags: ['reference'],
    cacheKey: ['cities'],
  }),
};
