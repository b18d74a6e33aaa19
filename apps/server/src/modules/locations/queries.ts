import { sql, type SQL } from 'drizzle-orm';
import type {
  AllLocationsResult,
  BrandLocationsResult,
  LocationsByRegionResult,
} from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { offsetOf } from '../../lib/paging.js';
import { containsPattern } from '../../lib/sql.js';

/** Cities, states and regions (reference lists), selected straight into the contract's shapes. */

/** A LIKE pattern matching text starting with `name` (lower-cased, with %, _ and \ escaped). */
/** What a locations-by-region page filters on. */
type LocationsByRegionQuery = {
  regionId: number;
  type: 'BRAND_LOCATION' | 'ALL';
  searchFor: string;
};

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

/** The city, state and region columns of a location row (`c` cities, `s` states, `r` regions). */
const cityColumns = sql`c.id as "locationId", c.name as "locationName", s.name as "stateName",
  r.id as "regionId", r.name as "regionName"`;

/** A page of brand `brandId`'s locations: its HQ city first, then its marketing offices by name; and their total. */
export async function brandLocationPage(
  db: Db,
  q: { brandId: number; pageNo: number; count: number },
): Promise<{ locations: BrandLocationsResult['locations']; total: number }> {
  const places = sql`select hq_city_id as city_id, true as is_hq from brands
      where id = ${q.brandId} and hq_city_id is not null
    union
    select city_id, false from brand_marketing_offices o
      where o.brand_id = ${q.brandId}
        and o.city_id is distinct from (select hq_city_id from brands where id = ${q.brandId})`;
  const [{ rows }, total] = await Promise.all([
    db.execute<BrandLocationsResult['locations'][number]>(sql`select ${cityColumns},
        p.is_hq as "isHq"
      from (${places}) p
        join cities c on c.id = p.city_id
        join states s on s.id = c.state_id
        left join regions r on r.id = s.region_id
      order by p.is_hq desc, lower(c.name), c.id
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from (${places}) p`),
  ]);
  return { locations: rows, total: total.rows[0].n };
}

/**
 * A page of region `regionId`'s cities whose name contains `searchFor`, by name, each with how many brands
 * have it as HQ or marketing office; BRAND_LOCATION keeps the cities with at least one. And their total.
 */
export async function regionCityPage(
  db: Db,
  q: LocationsByRegionQuery & { pageNo: number; count: number },
): Promise<{ locations: LocationsByRegionResult['locations']; total: number }> {
  const brandCount = sql`(select count(*)::int from (
      select b.id from brands b where b.hq_city_id = c.id
      union select o.brand_id from brand_marketing_offices o where o.city_id = c.id) x)`;
  const where = sql`s.region_id = ${q.regionId}
    ${q.searchFor ? sql`and lower(c.name) like ${containsPattern(q.searchFor)}` : sql``}
    ${
      q.type === 'BRAND_LOCATION'
        ? sql`and (exists (select 1 from brands b where b.hq_city_id = c.id)
            or exists (select 1 from brand_marketing_offices o where o.city_id = c.id))`
        : sql``
    }`;
  const [{ rows }, total] = await Promise.all([
    db.execute<LocationsByRegionResult['locations'][number]>(sql`select ${cityColumns},
        ${brandCount} as "brandCount"
      from cities c
        join states s on s.id = c.state_id
        left join regions r on r.id = s.region_id
      where ${where}
      order by lower(c.name), c.id
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from cities c join states s on s.id = c.state_id where ${where}`,
    ),
  ]);
  return { locations: rows, total: total.rows[0].n };
}

/** Whether region `regionId` exists. */
export async function regionExists(db: Db, regionId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from regions where id = ${regionId}`);
  return rows.length > 0;
}
