import type {
  AllLocationsResult,
  BrandLocationsResult,
  LocationsByRegionQuery,
  LocationsByRegionResult,
} from '@crm/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { pageInfo } from '../../lib/paging.js';
import { assertBrandExists } from '../brands/index.js';
import {
  brandLocationPage,
  cityPage,
  regionCityPage,
  regionExists,
  regionRows,
  stateRows,
} from './queries.js';

/** Cities by name (starts-with matches first) with their state and region (POST /api/brand/all/locations, 100 a page). */
export async function allLocations(
  db: Db,
  q: { locationName: string; pageNo: number; count: number },
): Promise<AllLocationsResult> {
  const { locations, total } = await cityPage(db, q);
  return { locations, ...pageInfo(q.pageNo, q.count, total) };
}

/** The regions with their state counts (GET /api/brand/regions). */
export async function listRegions(db: Db) {
  return { regions: await regionRows(db) };
}

/** States, optionally of one region, with their region (GET /api/brand/all/states). */
export async function listStates(db: Db, regionId?: number) {
  return { states: await stateRows(db, regionId) };
}

/** A brand's locations, HQ first, then its marketing offices (GET /api/brand/locations, 100 a page); 404 for an unknown brand. */
export async function brandLocations(
  db: Db,
  q: { brandId: number; pageNo: number; count: number },
): Promise<BrandLocationsResult> {
  await assertBrandExists(db, q.brandId);
  const { locations, total } = await brandLocationPage(db, q);
  return { locations, ...pageInfo(q.pageNo, q.count, total) };
}

/** A region's cities with their brand counts (GET /api/location/region, 30 a page); 404 for an unknown region. */
export async function locationsByRegion(
  db: Db,
  q: z.infer<typeof LocationsByRegionQuery>,
): Promise<LocationsByRegionResult> {
  if (!(await regionExists(db, q.regionId))) throw notFound('Region not found', 'REGION_NOT_FOUND');
  const { locations, total } = await regionCityPage(db, q);
  return { locations, ...pageInfo(q.pageNo, q.count, total) };
}
