import { sql, type SQL } from 'drizzle-orm';
import type { BrandFilterOptions, BrandFilterSortField } from '@crm/contracts';
import type { Db } from '../../../db/client.js';
import { oneOf } from '../../../lib/sql.js';
import type { KeysetPage, KeysetRow, SortKey } from '../../../lib/keyset.js';

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
  const among = userIds === 'all' ? sql`` : sql`and u.id ${oneOf(userIds)}`;
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

/** A brand row of an export page (snake_case columns). */
export type ExportRow = {
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

/** An export row as the export writes it. */
export const toExportBrand = (r: ExportRow): ExportBrand => ({
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

/** The export's sort keys: the brand list's ORDER BY expressions (brands/queries.ts brandListOrder; industries `i` joined). */
export const BRAND_SORT_KEYS: Record<BrandFilterSortField, SortKey> = {
  brandName: { expr: sql`lower(b.name)`, type: sql`text` },
  brandRevenue: { expr: sql`b.revenue`, type: sql`numeric` },
  industryName: { expr: sql`i.name`, type: sql`text` },
  updatedAt: { expr: sql`b.updated_at`, type: sql`timestamptz` },
  assignedInventoryCount: { expr: sql`b.assigned_count`, type: sql`integer` },
};

/**
 * One keyset page (lib/keyset.ts) of the brands matching `where` (brand alias `b`) as the export writes
 * them; `counts` selects the assign counts by role (else null), `offload` the offload columns
 * (offload_reason, offloaded_at, offloaded_by) and their joins (admin/queries.ts offloadColumns).
 */
export async function exportPage(
  db: Db,
  p: KeysetPage & { where: SQL; counts?: SQL; offload: { extra: SQL; extraJoins: SQL } },
): Promise<(ExportRow & KeysetRow)[]> {
  const { offload } = p;
  const { rows } = await db.execute<ExportRow & KeysetRow>(sql`select b.id,
      b.name, c.name as company_name,
      i.name as industry_name, b.revenue, b.engagement, ci.name as hq_city, b.assigned_count,
      b.updated_at, ${offload.extra},
      (select string_agg(u.first_name || ' ' || u.last_name, '; ' order by u.first_name)
        from brand_owners bo join users u on u.id = bo.user_id
        where bo.brand_id = b.id) as owners,
      b.custom_fields, ${p.counts ?? sql`null`} as assign_counts, ${p.columns}
    from brands b
      left join companies c on c.id = b.company_id
      left join industries i on i.id = b.industry_id
      left join cities ci on ci.id = b.hq_city_id
      ${offload.extraJoins}
    where (${p.where}) and ${p.range}
    order by ${p.order}
    limit ${p.limit}`);
  return rows;
}
