import { sql, type SQL } from 'drizzle-orm';
import type { BrandFilterOptions, BrandFilterSortField } from '@crm/contracts';
import type { Db } from '../../../db/client.js';
import { idArray } from '../../../lib/sql.js';

/** An option of a filter list: id and display name. */
type Opt = { id: number; name: string };
const userName = sql`u.first_name || ' ' || u.last_name`;
const list = (db: Db, q: SQL) => db.execute<Opt>(q).then((r) => r.rows);

/**
 * The reference lists of the brand filter: industries, the 200 companies with most brands, agencies
 * (500), association types, regions, states (with their region) and verticals; read side by side.
 */
export async function referenceOptions(
  db: Db,
): Promise<
  Pick<
    BrandFilterOptions,
    | 'industries'
    | 'companies'
    | 'agencies'
    | 'agencyAssociationTypes'
    | 'regions'
    | 'states'
    | 'verticals'
  >
> {
  const [industries, companies, agencies, agencyAssociationTypes, regions, states, verticals] =
    await Promise.all([
      list(db, sql`select id, name from industries order by name`),
      list(
        db,
        sql`select c.id, c.name
          from companies c
            join (
              select company_id, count(*) as n
              from brands
              where company_id is not null
              group by company_id
              order by n desc
              limit 200
            ) t on t.company_id = c.id
          order by c.name`,
      ),
      list(db, sql`select id, name from agencies order by name limit 500`),
      list(db, sql`select id, name from agency_association_types order by name`),
      list(db, sql`select id, name from regions order by id`),
      db
        .execute<Opt & { region_id: number | null }>(
          sql`select id, name, region_id from states order by name`,
        )
        .then((r) => r.rows.map((s) => ({ id: s.id, name: s.name, regionId: s.region_id }))),
      list(db, sql`select id, name from verticals order by name`),
    ]);
  return { industries, companies, agencies, agencyAssociationTypes, regions, states, verticals };
}

/** Active brand owners (role BO) by name: every one for 'all', else those among `userIds`. */
export function brandOwnerUsers(db: Db, userIds: 'all' | number[]): Promise<Opt[]> {
  const among = userIds === 'all' ? sql`` : sql`and u.id = any(${idArray(userIds)})`;
  return list(
    db,
    sql`select u.id, ${userName} as name
      from users u
      where 'BO' = any(u.roles) and u.status = 'ACTIVE' ${among}
      order by 2`,
  );
}

/** Every active team owner (role TO), by name. */
export function teamOwnerUsers(db: Db): Promise<Opt[]> {
  return list(
    db,
    sql`select u.id, ${userName} as name
      from users u
      where 'TO' = any(u.roles) and u.status = 'ACTIVE'
      order by 2`,
  );
}

/** User `userId` as an option (none when unknown). */
export function userOption(db: Db, userId: number): Promise<Opt[]> {
  return list(db, sql`select u.id, ${userName} as name from users u where u.id = ${userId}`);
}

/** Every active project owner and brand owner (PO or BO): who may have assigned a brand. */
export function assigningUsers(db: Db): Promise<Opt[]> {
  return list(
    db,
    sql`select u.id, ${userName} as name
      from users u
      where (('PO' = any(u.roles)) or ('BO' = any(u.roles))) and u.status = 'ACTIVE'
      order by 2`,
  );
}

/** A brand as the export writes it (names of what it references, owners joined with '; '). */
export type ExportBrand = {
  id: number;
  name: string;
  companyName: string | null;
  industryName: string | null;
  revenue: number | null;
  engagement: string | null;
  hqCity: string | null;
  assignedCount: number;
  updatedAt: unknown;
  offloadReason: string | null;
  offloadedAt: unknown;
  offloadedBy: string | null;
  owners: string | null;
  customFields: unknown;
  assignCounts: unknown;
};

type ExportRow = {
  id: number;
  name: string;
  company_name: string | null;
  industry_name: string | null;
  revenue: number | null;
  engagement: string | null;
  hq_city: string | null;
  assigned_count: number;
  updated_at: unknown;
  offload_reason: string | null;
  offloaded_at: unknown;
  offloaded_by: string | null;
  owners: string | null;
  custom_fields: unknown;
  assign_counts: unknown;
};

const toExportBrand = (r: ExportRow): ExportBrand => ({
  id: r.id,
  name: r.name,
  companyName: r.company_name,
  industryName: r.industry_name,
  revenue: r.revenue,
  engagement: r.engagement,
  hqCity: r.hq_city,
  assignedCount: r.assigned_count,
  updatedAt: r.updated_at,
  offloadReason: r.offload_reason,
  offloadedAt: r.offloaded_at,
  offloadedBy: r.offloaded_by,
  owners: r.owners,
  customFields: r.custom_fields,
  assignCounts: r.assign_counts,
});

/**
 * A sort key of the export as keyset paging reads it: the ORDER BY expression (brand alias `b`,
 * industries `i`), and its SQL type, in which the key is carried between pages as text (so timestamps
 * keep their microseconds and numerics their digits).
 */
type SortKey = { expr: SQL; type: SQL };

/** The export's sort keys, the same expressions as the brand list's ORDER BY (brands/queries.ts brandListOrder). */
const SORT_KEYS: Record<BrandFilterSortField, SortKey> = {
  brandName: { expr: sql`lower(b.name)`, type: sql`text` },
  brandRevenue: { expr: sql`b.revenue`, type: sql`numeric` },
  industryName: { expr: sql`i.name`, type: sql`text` },
  updatedAt: { expr: sql`b.updated_at`, type: sql`timestamptz` },
  assignedInventoryCount: { expr: sql`b.assigned_count`, type: sql`integer` },
};

/**
 * Where an export page starts: after the brand `id` whose sort key was `key` (its text, null for a
 * NULL key); none for the first page.
 */
export type ExportCursor = { key: string | null; id: number } | null;

/**
 * The next `limit` brands matching `where` (brand alias `b`) after `after`, in the brand list's order
 * (`sortBy`: key ASC or DESC with NULL keys last, ties by id in the same direction), as the export
 * writes them, each with the cursor that follows it; `counts` selects the assign counts by role (else
 * null). Keyset paging: a page costs its own rows (an index range scan where the key has an index,
 * e.g. brands_name_idx), never the rows before it as OFFSET does. Non-NULL keys are read first by
 * the row comparison `(key, id) > (k, id)`, then the NULL keys by id alone — two index-friendly ranges
 * instead of one OR.
 */
export async function exportPage(
  db: Db,
  p: {
    where: SQL;
    sortBy: { field: BrandFilterSortField; order: 'ASC' | 'DESC' };
    after: ExportCursor;
    limit: number;
    counts?: SQL;
  },
): Promise<{ rows: ExportBrand[]; next: ExportCursor }> {
  const { expr, type } = SORT_KEYS[p.sortBy.field];
  const desc = p.sortBy.order === 'DESC';
  const dir = sql.raw(desc ? 'desc' : 'asc');
  const cmp = sql.raw(desc ? '<' : '>');
  const a = p.after;
  const nullKeys = a !== null && a.key === null;
  // Among non-NULL keys the plain `asc` / `desc` order equals the list's `nulls last` one, and is the
  // order a btree index (or its backward scan) gives.
  const range = nullKeys
    ? sql`${expr} is null and b.id ${cmp} ${a.id}`
    : a
      ? sql`${expr} is not null and (${expr}, b.id) ${cmp} (cast(${a.key} as ${type}), ${a.id})`
      : sql`${expr} is not null`;
  const order = nullKeys ? sql`b.id ${dir}` : sql`${expr} ${dir}, b.id ${dir}`;
  let rows = await exportQuery(db, { ...p, range, order, key: expr });
  if (!nullKeys && rows.length < p.limit) {
    // the non-NULL keys are done: the rest of the page is the NULL keys from the first on
    const more = await exportQuery(db, {
      ...p,
      limit: p.limit - rows.length,
      range: sql`${expr} is null`,
      order: sql`b.id ${dir}`,
      key: expr,
    });
    rows = [...rows, ...more];
  }
  const last = rows.at(-1);
  return {
    rows: rows.map(toExportBrand),
    next: last && rows.length === p.limit ? { key: last.sort_key, id: last.id } : null,
  };
}

/** One keyset range of export rows (each with its sort key as text), joined as the export writes them. */
async function exportQuery(
  db: Db,
  p: { where: SQL; range: SQL; order: SQL; key: SQL; limit: number; counts?: SQL },
): Promise<(ExportRow & { sort_key: string | null })[]> {
  const { rows } = await db.execute<ExportRow & { sort_key: string | null }>(sql`select b.id,
      b.name, c.name as company_name,
      i.name as industry_name, b.revenue, b.engagement, ci.name as hq_city, b.assigned_count,
      b.updated_at, b.offload_reason, b.offloaded_at,
      ou.first_name || ' ' || ou.last_name as offloaded_by,
      (select string_agg(u.first_name || ' ' || u.last_name, '; ' order by u.first_name)
        from brand_owners bo join users u on u.id = bo.user_id
        where bo.brand_id = b.id) as owners,
      b.custom_fields, ${p.counts ?? sql`null`} as assign_counts, (${p.key})::text as sort_key
    from brands b
      left join companies c on c.id = b.company_id
      left join industries i on i.id = b.industry_id
      left join cities ci on ci.id = b.hq_city_id
      left join users ou on ou.id = b.offloaded_by_user_id
    where (${p.where}) and ${p.range}
    order by ${p.order}
    limit ${p.limit}`);
  return rows;
}
