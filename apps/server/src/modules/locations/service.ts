import type { AllLocationsResult } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { pageInfo } from '../../lib/paging.js';
import { cityPage, regionRows, stateRows } from './queries.js';

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
