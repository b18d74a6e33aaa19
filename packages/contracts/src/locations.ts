import {
  AllLocationsRequest,
  AllLocationsResult,
  AllStatesQuery,
  AllStatesResult,
  RegionsResult,
} from './agencies.js';
import { z } from 'zod';
import { Id, PageInfo, pageFields, SearchFor } from './common.js';
import { defineRoute } from './routes.js';

/** A city with its state and region (the brand locations and locations-by-region rows). */
const CityRow = z.object({
  locationId: z.number(),
  locationName: z.string(),
  stateName: z.string(),
  regionId: z.number().nullable(),
  regionName: z.string().nullable(),
});

/**
 * GET /api/brand/locations?brandId&pageNo&count (spec 001 §3 locations (locationName, isHq), §7 'GET
 * news and locations {brandId, pageNo}', §9 brand locations 100 a page): the brand's HQ first, then its
 * marketing offices by name.
 */
export const BrandLocationsQuery = z.object({ brandId: Id, ...pageFields(100) });
export const BrandLocationsResult = PageInfo.extend({
  locations: z.array(CityRow.extend({ isHq: z.boolean() })),
});
export type BrandLocationsResult = z.infer<typeof BrandLocationsResult>;

/** What locations by region lists: BRAND_LOCATION (the spec's default) the cities that are some brand's HQ or marketing office; ALL every city. */
const LOCATION_TYPES = ['BRAND_LOCATION', 'ALL'] as const;

/**
 * GET /api/location/region?regionId&type&searchFor&pageNo&count (spec 001 §7 'Locations by region (count
 * 30; type default BRAND_LOCATION)'): the region's cities by name, each with how many brands have it as
 * HQ or marketing office.
 */
export const LocationsByRegionQuery = z.object({
  regionId: Id,
  type: z.enum(LOCATION_TYPES).default('BRAND_LOCATION'),
  searchFor: SearchFor,
  ...pageFields(30),
});
export const LocationsByRegionResult = PageInfo.extend({
  locations: z.array(CityRow.extend({ brandCount: z.number() })),
});
export type LocationsByRegionResult = z.infer<typeof LocationsByRegionResult>;

/** Locations, regions and states (spec 001 §7 Brand API reference lists). */
export const locationRoutes = {
  locations: defineRoute({
    method: 'POST',
    path: '/brand/all/locations',
    read: true,
    body: AllLocationsRequest,
    response: AllLocationsResult,
    summary: 'One page of cities by name with their state and region',
    tags: ['locations'],
  }),
  regions: defineRoute({
    method: 'GET',
    path: '/brand/regions',
    response: RegionsResult,
    summary: 'The regions with their number of states',
    tags: ['locations'],
  }),
  states: defineRoute({
    method: 'GET',
    path: '/brand/all/states',
    query: AllStatesQuery,
    response: AllStatesResult,
    summary: 'The states, optionally of one region, with their region',
    tags: ['locations'],
  }),
  brandLocations: defineRoute({
    method: 'GET',
    path: '/brand/locations',
    query: BrandLocationsQuery,
    response: BrandLocationsResult,
    summary: 'One page of a brand’s locations: its HQ, then its marketing offices',
    tags: ['locations'],
    cacheKey: ({ brandId, pageNo }: z.input<typeof BrandLocationsQuery>) => [
      'brandLocations',
      brandId,
      pageNo,
    ],
  }),
  byRegion: defineRoute({
    method: 'GET',
    path: '/location/region',
    query: LocationsByRegionQuery,
    response: LocationsByRegionResult,
    summary: 'One page of a region’s cities (brand locations by default) with their brand counts',
    tags: ['locations'],
  }),
};
