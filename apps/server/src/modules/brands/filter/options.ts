import { sql } from 'drizzle-orm';
import {
  ASSIGNED_BY_OPTIONS,
  BRAND_OWNER_TYPES,
  ENGAGEMENTS,
  INVENTORY_BUCKET_LABELS,
  INVENTORY_BUCKETS,
  LOCATION_SCOPE_LABELS,
  LOCATION_SCOPES,
  REVENUE_RANGE_CRORE,
  type BrandFilterOptions,
} from '@crm/contracts';
import type { Db } from '../../../db/client.js';
import { pipelineScope, type Actor } from '../../../auth/actor.js';
import { idArray } from '../../../lib/sql.js';

type Opt = { id: number; name: string };
const userName = sql`u.first_name || ' ' || u.last_name`;

/**
 * GET /api/brand/filters (spec 001 §5 'Brand filter options', §7): reference lists, the 200 companies
 * with most brands, the brand owners and team owners the caller may pick (all for PO/ADMIN, the team
 * for a TO, self for a BO, none otherwise) and the fixed option lists.
 */
export async function brandFilterOptions(db: Db, actor: Actor): Promise<BrandFilterOptions> {
  const scope = pipelineScope(actor);
  const list = (q: ReturnType<typeof sql>) => db.execute<Opt>(q).then((r) => r.rows);
  const ownerScope = scope === 'all' ? sql`` : sql`and u.id = any(${idArray(scope ?? [])})`;
  const [
    industries,
    companies,
    agencies,
    agencyAssociationTypes,
    regions,
    states,
    verticals,
    brandOwners,
    teamOwners,
    assignedByUsers,
  ] = await Promise.all([
    list(sql`select id, name from industries order by name`),
    list(
      sql`select c.id, c.name from companies c join (select company_id, count(*) as n from brands where company_id is not null group by company_id order by n desc limit 200) t on t.company_id = c.id order by c.name`,
    ),
    list(sql`select id, name from agencies order by name limit 500`),
    list(sql`select id, name from agency_association_types order by name`),
    list(sql`select id, name from regions order by id`),
    db
      .execute<Opt & { region_id: number | null }>(
        sql`select id, name, region_id from states order by name`,
      )
      .then((r) => r.rows.map((s) => ({ id: s.id, name: s.name, regionId: s.region_id }))),
    list(sql`select id, name from verticals order by name`),
    scope
      ? list(
          sql`select u.id, ${userName} as name from users u where 'BO' = any(u.roles) and u.status = 'ACTIVE' ${ownerScope} order by 2`,
        )
      : Promise.resolve([]),
    scope === 'all'
      ? list(
          sql`select u.id, ${userName} as name from users u where 'TO' = any(u.roles) and u.status = 'ACTIVE' order by 2`,
        )
      : actor.roles.includes('TO')
        ? list(sql`select u.id, ${userName} as name from users u where u.id = ${actor.userId}`)
        : Promise.resolve([]),
    list(
      sql`select u.id, ${userName} as name from users u where (('PO' = any(u.roles)) or ('BO' = any(u.roles))) and u.status = 'ACTIVE' order by 2`,
    ),
  ]);
  return {
    industries,
    companies,
    agencies,
    agencyAssociationTypes,
    regions,
    states,
    verticals,
    brandOwners,
    teamOwners,
    assignedByUsers,
    engagement: [...ENGAGEMENTS],
    inventoryBuckets: INVENTORY_BUCKETS.map((id) => ({ id, name: INVENTORY_BUCKET_LABELS[id] })),
    assignedByUser: [...ASSIGNED_BY_OPTIONS],
    brandOwnerType: [...BRAND_OWNER_TYPES],
    locationScopes: LOCATION_SCOPES.map((id) => ({ id, name: LOCATION_SCOPE_LABELS[id] })),
    revenueRangeCrore: { ...REVENUE_RANGE_CRORE },
  };
}
