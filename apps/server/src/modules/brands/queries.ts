import { sql, type SQL } from 'drizzle-orm';
import type {
  BrandFilter,
  BrandFilterSortField,
  BrandInfo,
  BrandListRequest,
  BrandSummary,
  Poc,
} from '@crm/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { and, brandOwnersJson, containsPattern, oneOf, ownedByAny } from '../../lib/sql.js';
import { cappedCountSql, iso, offsetOf, toTotal, type Total } from '../../lib/paging.js';
import { customValues } from '../customFields/index.js';
import { brandFilterSql, isEmptyFilter } from './filter/sql.js';
import { BRAND_SORT_KEYS } from './filter/queries.js';

/** A brand selected with brandSummaryColumns. */
type BrandRow = {
  id: number;
  name: string;
  image_url: string | null;
  company_name: string | null;
  industry_name: string | null;
  revenue: number | null;
  engagement: BrandSummary['engagement'];
  hq_city: string | null;
  is_offloaded: boolean;
  assigned_inventory_count: number;
  brand_owners: BrandSummary['brandOwners'];
  custom_fields: unknown;
};

/** Columns of a brand summary for brand alias `b` (joins: companies c, industries i, cities ci). */
export const brandSummaryColumns = sql`b.id, b.name, b.image_url, c.name as company_name,
  i.name as industry_name, b.revenue, b.engagement, ci.name as hq_city, b.is_offloaded,
  b.assigned_count as assigned_inventory_count, b.custom_fields,
  ${brandOwnersJson} as brand_owners`;
/** The joins brandSummaryColumns reads (brand alias `b`). */
export const brandJoins = sql`left join companies c on c.id = b.company_id
  left join industries i on i.id = b.industry_id
  left join cities ci on ci.id = b.hq_city_id`;

/** Maps a row selected with brandSummaryColumns to the contract's BrandSummary. */
export function toBrandSummary(r: BrandRow): BrandSummary {
  return {
    brandId: r.id,
    brandName: r.name,
    brandImageUrl: r.image_url,
    companyName: r.company_name,
    industryName: r.industry_name,
    brandRevenue: r.revenue,
    engagement: r.engagement,
    hqCity: r.hq_city,
    isOffloaded: r.is_offloaded,
    assignedInventoryCount: r.assigned_inventory_count,
    brandOwners: r.brand_owners,
    customFields: customValues(r.custom_fields),
  };
}

/** What a brand list selects by: tab, search and the brand filter of spec 001 §5 (for brand alias `b`). */
export function brandListWhere(
  actor: Actor,
  q: { mainTab: 'MY_BRANDS' | 'ALL_BRANDS'; searchFor: string; filters?: BrandFilter },
): SQL {
  return and([
    q.searchFor && sql`lower(b.name) like ${containsPattern(q.searchFor)}`,
    q.mainTab === 'MY_BRANDS' && ownedByAny([actor.userId]),
    brandFilterSql(q.filters, actor),
  ]);
}

/** ORDER BY of a brand list (brand alias `b`, industries `i` joined for industryName), ties broken by id. */
export function brandListOrder(sortBy: {
  field: BrandFilterSortField;
  order: 'ASC' | 'DESC';
}): SQL {
  const desc = sortBy.order === 'DESC';
  return sql`${BRAND_SORT_KEYS[sortBy.field].expr} ${desc ? sql`desc nulls last` : sql`asc nulls last`},
    b.id ${desc ? sql`desc` : sql`asc`}`;
}

/**
 * One page of the brand list and how many brands match (two statements side by side). A name search
 * is resolved first through the trigram index (a materialised CTE), so that the planner cannot walk
 * the whole name index in sort order looking for a few rare matches. The unfiltered total comes from
 * the trigger-kept counter (migration 0002), not a count over every brand; a filtered one is counted up
 * to COUNT_CAP (cappedCountSql).
 */
export async function brandListPage(
  db: Db,
  actor: Actor,
  q: z.infer<typeof BrandListRequest>,
): Promise<{ brands: BrandSummary[]; total: Total }> {
  const matches = q.searchFor
    ? sql`with matches as materialized (
        select id from brands where lower(name) like ${containsPattern(q.searchFor)}
      ) `
    : sql``;
  const from = q.searchFor ? sql`brands b join matches m on m.id = b.id` : sql`brands b`;
  const where = brandListWhere(actor, { ...q, searchFor: '' });
  const sortBy = q.filters?.sortBy ?? q.sortBy;
  const order = brandListOrder(sortBy);
  const needsJoin = sortBy.field === 'industryName';
  const filtered = !!q.searchFor || q.mainTab === 'MY_BRANDS' || !isEmptyFilter(q.filters, actor);
  const [page, total] = await Promise.all([
    db.execute<BrandRow>(sql`${matches}select ${brandSummaryColumns}
      from (
        select b.*
        from ${from} ${needsJoin ? sql`left join industries i on i.id = b.industry_id` : sql``}
        where ${where}
        order by ${order}
        limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}
      ) b ${brandJoins}
      order by ${order}`),
    filtered
      ? db.execute<{ n: number }>(
          sql`${matches}${cappedCountSql(sql`select 1 from ${from} where ${where}`)}`,
        )
      : db.execute<{ n: number }>(
          sql`select n::int as n from row_counts where table_name = 'brands'`,
        ),
  ]);
  const n = total.rows[0].n;
  return {
    brands: page.rows.map(toBrandSummary),
    total: filtered ? toTotal(n) : { n, capped: false },
  };
}

type PocRow = {
  id: number;
  brand_id: number;
  name: string;
  role: string | null;
  email: string | null;
  phone_numbers: Poc['phoneNumbers'];
  linkedin_url: string | null;
  is_primary: boolean;
};
const toPoc = (r: PocRow): Poc => ({
  pocId: r.id,
  brandId: r.brand_id,
  pocName: r.name,
  pocRole: r.role,
  pocEmail: r.email,
  phoneNumbers: r.phone_numbers,
  linkedInUrl: r.linkedin_url,
  pocIsPrimary: r.is_primary,
});

/** A page of a brand's POCs (removed ones left out), primary first, then by name; and their count. */
export async function pocPage(
  db: Db,
  q: { brandId: number; pageNo: number; count: number },
): Promise<{ pocs: Poc[]; total: number }> {
  const [{ rows }, total] = await Promise.all([
    db.execute<PocRow>(
      sql`select * from pocs
        where brand_id = ${q.brandId} and removed_at is null
        order by is_primary desc, name
        limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`,
    ),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from pocs where brand_id = ${q.brandId} and removed_at is null`,
    ),
  ]);
  return { pocs: rows.map(toPoc), total: total.rows[0].n };
}

/** Whether brand `brandId` exists. */
export async function brandExists(db: Db, brandId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from brands where id = ${brandId}`);
  return rows.length > 0;
}

/** The existing brands among `brandIds`, each with whether it is within `scope` (every brand, or those owned by these users). */
export async function brandsScope(
  db: Tx,
  scope: 'all' | number[],
  brandIds: number[],
): Promise<{ id: number; inScope: boolean }[]> {
  const inScope =
    scope === 'all'
      ? sql`true`
      : sql`exists (
          select 1 from brand_owners bo
          where bo.brand_id = b.id and bo.user_id ${oneOf(scope)}
        )`;
  const { rows } = await db.execute<{ id: number; in_scope: boolean }>(
    sql`select b.id, ${inScope} as in_scope from brands b where b.id ${oneOf(brandIds)}`,
  );
  return rows.map((r) => ({ id: r.id, inScope: r.in_scope }));
}

type BrandDetailRow = BrandRow & {
  description: string | null;
  industry_id: number | null;
  company_id: number | null;
  contact_type: string | null;
  hq_state: string | null;
  website: string | null;
  linkedin: string | null;
  offload_reason: string | null;
  created_at: unknown;
  updated_at: unknown;
};

/** Brand `brandId`'s details as /brand/info shows them, without its POCs (undefined for an unknown brand). */
export async function brandDetails(
  db: Db,
  brandId: number,
): Promise<Omit<BrandInfo, 'pocs'> | undefined> {
  const { rows } = await db.execute<BrandDetailRow>(
    sql`select ${brandSummaryColumns}, b.description, b.industry_id, b.company_id, b.contact_type,
        s.name as hq_state, b.website, b.linkedin, b.offload_reason, b.created_at, b.updated_at
      from brands b ${brandJoins}
        left join states s on s.id = ci.state_id
      where b.id = ${brandId}`,
  );
  const r = rows[0];
  if (!r) return undefined;
  const socialMedia: BrandInfo['socialMedia'] = [];
  if (r.website) socialMedia.push({ type: 'website', url: r.website });
  if (r.linkedin) socialMedia.push({ type: 'linkedin', url: r.linkedin });
  return {
    ...toBrandSummary(r),
    brandDescription: r.description,
    industryId: r.industry_id,
    companyId: r.company_id,
    contactType: r.contact_type,
    hqState: r.hq_state,
    socialMedia,
    offloadReason: r.offload_reason,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
  };
}
