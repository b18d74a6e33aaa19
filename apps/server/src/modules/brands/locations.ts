import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { oneOf } from '../../lib/sql.js';

const ids = (rows: { id: number | string }[]) => rows.map((r) => Number(r.id));

/**
 * Moves brand HQs from city `from` to city `to` (all of them, or only the brands of `only`), touching
 * updated_at; brands.hq_region_id follows through its trigger. Answers the moved brands' ids.
 */
export async function moveBrandHqs(
  tx: Tx,
  m: { from: number; to: number; only?: number[] },
): Promise<number[]> {
  const { rows } = await tx.execute<{ id: number }>(
    m.only
      ? sql`update brands set hq_city_id = ${m.to}, updated_at = now()
          where id ${oneOf(m.only)} and hq_city_id = ${m.from}
          returning id`
      : sql`update brands set hq_city_id = ${m.to}, updated_at = now()
          where hq_city_id = ${m.from}
          returning id`,
  );
  return ids(rows);
}

/** Gives every brand with a marketing office in city `from` one in city `to` too (a brand already there keeps its one). Answers the brands that got one. */
export async function copyMarketingOffices(
  tx: Tx,
  m: { from: number; to: number },
): Promise<number[]> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into brand_marketing_offices (brand_id, city_id)
    select brand_id, ${m.to}
    from brand_marketing_offices
    where city_id = ${m.from}
    on conflict do nothing
    returning brand_id as id`);
  return ids(rows);
}

/** Gives each existing brand of `brandIds` a marketing office in city `cityId` (none twice). Answers the brands that got one. */
export async function addMarketingOffices(
  tx: Tx,
  m: { cityId: number; brandIds: number[] },
): Promise<number[]> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into brand_marketing_offices (brand_id, city_id)
    select b.id, ${m.cityId}
    from brands b
    where b.id ${oneOf(m.brandIds)}
    on conflict do nothing
    returning brand_id as id`);
  return ids(rows);
}

/** Removes every marketing office in city `cityId`; answers the brands that had one. */
export async function removeMarketingOfficesIn(tx: Tx, cityId: number): Promise<number[]> {
  const { rows } = await tx.execute<{ id: number }>(
    sql`delete from brand_marketing_offices where city_id = ${cityId} returning brand_id as id`,
  );
  return ids(rows);
}

/** Removes the marketing offices in city `cityId` of the brands of `brandIds`. */
export async function removeMarketingOffices(
  tx: Tx,
  m: { cityId: number; brandIds: number[] },
): Promise<void> {
  await tx.execute(sql`
    delete from brand_marketing_offices
    where city_id = ${m.cityId} and brand_id ${oneOf(m.brandIds)}`);
}

/**
 * Re-derives brands.hq_region_id (migration 0005) for the brands whose HQ city is among `cityIds`
 * (a SQL list or subquery of city ids), after a city or its state moved region.
 */
export async function resyncBrandRegions(tx: Tx, cityIds: SQL): Promise<void> {
  await tx.execute(sql`
    update brands b
    set hq_region_id = s.region_id
    from cities c join states s on s.id = c.state_id
    where c.id = b.hq_city_id and b.hq_city_id in (${cityIds})`);
}
