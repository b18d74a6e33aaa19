import { sql, type SQL } from 'drizzle-orm';
import type { AllLocationsResult } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { offsetOf } from '../../lib/paging.js';
import { containsPattern } from '../../lib/sql.js';

/** Cities, states and regions (reference lists), selected straight into the contract's shapes. */

/** A LIKE pattern matching text starting with `name` (lower-cased, with %, _ and \ escaped). */
const startsWithPattern = (name: string) =>
  `${name.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * A page of cities whose name contains `locationName` (all when blank), starts-with matches first
 * then by name, each with its state and region; and their total.
 */
export async function cityPage(
  db: Db,
  q: { locationName: string; pageNo: number; count: number },
): Promise<{ locations: AllLocationsResult['locations']; total: number }> {
  const where: SQL = q.locationName
    ? sql`lower(c.name) like ${containsPattern(q.locationName)}`
    : sql`true`;
  const [{ rows }, total] = await Promise.all([
    db.execute<AllLocationsResult['locations'][number]>(sql`select c.id as "locationId",
        c.name as "locationName", s.id as "stateId", s.name as "stateName",
        r.id as "regionId", r.name as "regionName"
      from cities c
        join states s on s.id = c.state_id
        left join regions r on r.id = s.region_id
      where ${where}
      order by (lower(c.name) like ${startsWithPattern(q.locationName)}) desc, lower(c.name), c.id
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from cities c where ${where}`),
  ]);
  return { locations: rows, total: total.rows[0].n };
}

/** The regions, by id, with their state counts. */
export async function regionRows(db: Db) {
  const { rows } = await db.execute<{
    regionId: number;
    regionName: string;
    stateCount: number;
  }>(sql`select r.id as "regionId", r.name as "regionName",
      (select count(*)::int from states s where s.region_id = r.id) as "stateCount"
    from regions r
    order by r.id`);
  return rows;
}

/** States by name, of one region when `regionId` is given, each with its region. */
export async function stateRows(db: Db, regionId?: number) {
  const { rows } = await db.execute<{
    stateId: number;
    stateName: string;
    stateCode: string;
    regionId: number | null;
    regionName: string | null;
  }>(sql`select s.id as "stateId", s.name as "stateName", s.code as "stateCode",
      r.id as "regionId", r.name as "regionName"
    from states s
      left join regions r on r.id = s.region_id
    ${regionId ? sql`where s.region_id = ${regionId}` : sql``}
    order by s.name`);
  return rows;
}
