import { sql } from 'drizzle-orm';
import type { AllLocationsResult } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { offsetOf, pageInfo } from '../../lib/paging.js';
import { containsPattern } from '../../lib/sql.js';

/** Cities by name (starts-with matches first) with their state and region (POST /api/brand/all/locations, 100 a page). */
export async function allLocations(
  db: Db,
  q: { locationName: string; pageNo: number; count: number },
): Promise<AllLocationsResult> {
  const name = q.locationName.toLowerCase();
  const where = q.locationName
    ? sql`lower(c.name) like ${containsPattern(q.locationName)}`
    : sql`true`;
  const [{ rows }, total] = await Promise.all([
    db.execute<
      AllLocationsResult['locations'][number]
    >(sql`select c.id as "locationId", c.name as "locationName", s.id as "stateId", s.name as "stateName",
        r.id as "regionId", r.name as "regionName"
      from cities c join states s on s.id = c.state_id left join regions r on r.id = s.region_id
      where ${where} order by (lower(c.name) like ${`${name.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}) desc, lower(c.name), c.id
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from cities c where ${where}`),
  ]);
  return { locations: rows, ...pageInfo(q.pageNo, q.count, total.rows[0].n) };
}

/** The regions with their state counts (GET /api/brand/regions). */
export async function listRegions(db: Db) {
  const { rows } = await db.execute<{
    regionId: number;
    regionName: string;
    stateCount: number;
  }>(sql`select r.id as "regionId", r.name as "regionName",
      (select count(*)::int from states s where s.region_id = r.id) as "stateCount" from regions r order by r.id`);
  return { regions: rows };
}

/** States, optionally of one region, with their region (GET /api/brand/all/states). */
export async function listStates(db: Db, regionId?: number) {
  const { rows } = await db.execute<{
    stateId: number;
    stateName: string;
    stateCode: string;
    regionId: number | null;
    regionName: string | null;
  }>(sql`select s.id as "stateId",
      s.name as "stateName", s.code as "stateCode", r.id as "regionId", r.name as "regionName"
    from states s left join regions r on r.id = s.region_id ${regionId ? sql`where s.region_id = ${regionId}` : sql``} order by s.name`);
  return { states: rows };
}
