import { sql, type SQL } from 'drizzle-orm';
import type { EventInventoryItem, StageCounts, UserSummary } from '@crm/contracts';
import { STAGES } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { iso, offsetOf, pageInfo } from '../../lib/paging.js';
import { todayIst } from '../../lib/sql.js';

/**
 * Select list of an event inventory row (alias ei, joined e events, inv inventories, ci cities):
 * project owners and per-stage counts of its ASSIGNED pairings (optionally only those meeting `countPairings`, over pairing alias a).
 */
export function eiColumns(countPairings?: SQL): SQL {
  const ownerCond = countPairings ? sql` and ${countPairings}` : sql``;
  return sql`ei.id as ei_id, e.id as event_id, e.name as event_name, e.category, e.start_date::text as start_date, e.end_date::text as end_date,
    case when e.end_date < ${todayIst} then 'PREVIOUS' else 'UPCOMING' end as event_status, ci.name as city_name,
    inv.id as inventory_id, inv.name as inventory_name, inv.image_url as inventory_image, inv.color, ei.sales_target, ei.property_count,
    coalesce((select json_agg(json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name, 'profile_image', u.profile_image,
        'roles', u.roles, 'vertical_name', v.name, 'last_active_on', u.last_active_on) order by u.first_name)
      from event_inventory_owners o join users u on u.id = o.user_id left join verticals v on v.id = u.vertical_id where o.ei_id = ei.id), '[]'::json) as project_owners,
    coalesce((select json_object_agg(s.stage, s.n) from (select a.stage, count(*)::int as n from pairings a
      where a.ei_id = ei.id and a.status = 'ASSIGNED'${ownerCond} group by a.stage) s), '{}'::json) as stage_counts,
    coalesce((select sum(a.closed_value)::float8 from pairings a where a.ei_id = ei.id and a.status = 'ASSIGNED' and a.stage = 'WON'${ownerCond}), 0) as won_value`;
}

/** FROM clause for eiColumns. */
export const eiFrom = sql`event_inventories ei join events e on e.id = ei.event_id join inventories inv on inv.id = ei.inventory_id left join cities ci on ci.id = e.city_id`;

type PoRow = {
  id: number;
  first_name: string;
  last_name: string;
  profile_image: string | null;
  roles: string[];
  vertical_name: string | null;
  last_active_on: unknown;
};
export type EiRow = {
  ei_id: number;
  event_id: number;
  event_name: string;
  category: EventInventoryItem['category'];
  start_date: string;
  end_date: string;
  event_status: EventInventoryItem['eventStatus'];
  city_name: string | null;
  inventory_id: number;
  inventory_name: string;
  inventory_image: string | null;
  color: string;
  sales_target: number | null;
  property_count: number;
  project_owners: PoRow[];
  stage_counts: Partial<StageCounts>;
  won_value: number;
};

const toPo = (u: PoRow): UserSummary => ({
  userId: u.id,
  userName: `${u.first_name} ${u.last_name}`,
  firstName: u.first_name,
  lastName: u.last_name,
  profileImage: u.profile_image,
  roles: u.roles,
  verticalName: u.vertical_name,
  lastActiveOn: iso(u.last_active_on),
});

/** Maps an eiColumns row to the contract's EventInventoryItem. */
export function toEventInventory(r: EiRow): EventInventoryItem {
  return {
    eiId: r.ei_id,
    eventId: r.event_id,
    eventName: r.event_name,
    category: r.category,
    startDate: r.start_date,
    endDate: r.end_date,
    eventStatus: r.event_status,
    cityName: r.city_name,
    inventoryId: r.inventory_id,
    inventoryName: r.inventory_name,
    inventoryImage: r.inventory_image,
    color: r.color,
    salesTarget: r.sales_target,
    propertyCount: r.property_count,
    projectOwners: r.project_owners.map(toPo),
    stageCounts: Object.fromEntries(STAGES.map((s) => [s, r.stage_counts[s] ?? 0])) as StageCounts,
    wonValue: Number(r.won_value),
  };
}

/**
 * A page of event inventories matching `where` (over aliases ei, e, inv), upcoming first by start date.
 * `countPairings` (over pairing alias a) limits the stage counts to those pairings.
 */
export async function pageEventInventories(
  db: Db,
  where: SQL,
  page: { pageNo: number; count: number },
  countPairings?: SQL,
) {
  const [{ rows }, total] = await Promise.all([
    db.execute<EiRow>(sql`select ${eiColumns(countPairings)} from ${eiFrom} where ${where}
      order by (e.end_date < ${todayIst}), case when e.end_date < ${todayIst} then null else e.start_date end asc, e.start_date desc, ei.id
      limit ${page.count} offset ${offsetOf(page.pageNo, page.count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from ${eiFrom} where ${where}`),
  ]);
  return {
    eventInventories: rows.map(toEventInventory),
    ...pageInfo(page.pageNo, page.count, total.rows[0].n),
  };
}
