import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { idArray, jsonValue } from '../../lib/sql.js';

/** The import's reads: reference data and the stored brands and POCs a batch is planned against. */

/** A stored brand matched by a file's brand key (lower-case name); revenue in crore. */
export type ExistingBrand = {
  key: string;
  id: number;
  ownerIds: number[];
  description: string | null;
  company: string | null;
  industryId: number | null;
  revenue: number | null;
  website: string | null;
  linkedin: string | null;
  hqCityId: number | null;
  engagement: string | null;
};
type ExistingBrandRow = Omit<ExistingBrand, 'ownerIds'> & { ownerIds: number[] | string };

/**
 * Stored brands by lower-case name, one per key of `keys` that matches (the oldest when names
 * repeat), with their owner ids and company name.
 */
export async function brandsByKey(tx: Tx, keys: string[]): Promise<ExistingBrand[]> {
  // one index probe per name (lateral + limit): the plan stays an index lookup however stale the table statistics are
  const { rows } = await tx.execute<ExistingBrandRow>(sql`select k.key, b.id, b.description,
      co.name as company,
      coalesce((select json_agg(bo.user_id) from brand_owners bo
        where bo.brand_id = b.id), '[]'::json) as "ownerIds",
      b.industry_id as "industryId", b.revenue, b.website, b.linkedin,
      b.hq_city_id as "hqCityId", b.engagement
    from json_array_elements_text(${JSON.stringify(keys)}::json) k(key)
      cross join lateral (select * from brands b
        where lower(b.name) = k.key
        order by lower(b.name), b.id
        limit 1) b
      left join companies co on co.id = b.company_id`);
  return rows.map((r) => ({ ...r, ownerIds: jsonValue<number[]>(r.ownerIds).map(Number) }));
}

/** A stored live POC; email lower-case. */
export type ExistingPoc = {
  id: number;
  brandId: number;
  name: string;
  email: string | null;
  role: string | null;
  phoneNumbers: { cc: string; number: string; type: string }[];
  linkedinUrl: string | null;
  isPrimary: boolean;
};

/** The live POCs of the brands `brandIds`, by id (no query when there are none). */
export async function livePocs(tx: Tx, brandIds: number[]): Promise<ExistingPoc[]> {
  if (!brandIds.length) return [];
  const { rows } = await tx.execute<ExistingPoc>(sql`select p.id, p.brand_id as "brandId", p.name,
      lower(p.email) as email, p.role, p.phone_numbers as "phoneNumbers",
      p.linkedin_url as "linkedinUrl", p.is_primary as "isPrimary"
    from unnest(${idArray(brandIds)}) k(id)
      cross join lateral (select * from pocs p
        where p.brand_id = k.id and p.removed_at is null) p
    order by p.id`);
  return rows;
}

/** The reference tables an import row is checked against: industries, states, cities with their state. */
export type ReferenceRows = {
  industries: { id: number; name: string }[];
  states: { id: number; name: string; code: string }[];
  cities: { id: number; name: string; stateId: number; stateName: string }[];
};

/** Reads the reference tables (a few thousand rows). */
export async function referenceRows(db: Tx): Promise<ReferenceRows> {
  // one after another: a single connection is enough, and a pool is not held three times over
  const industries = await db.execute<ReferenceRows['industries'][number]>(
    sql`select id, name from industries`,
  );
  const states = await db.execute<ReferenceRows['states'][number]>(
    sql`select id, name, code from states`,
  );
  const cities = await db.execute<ReferenceRows['cities'][number]>(sql`select c.id, c.name,
      c.state_id as "stateId", s.name as "stateName"
    from cities c join states s on s.id = c.state_id`);
  return { industries: industries.rows, states: states.rows, cities: cities.rows };
}
