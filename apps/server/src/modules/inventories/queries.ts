import { and, eq, sql, type SQL } from 'drizzle-orm';
import type {
  EventInventoryDetail,
  EventInventoryItem,
  StageCounts,
  UserSummary,
} from '@crm/contracts';
import { STAGES } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { eventInventories, eventInventoryOwners } from '../../db/schema/index.js';
import type { Actor } from '../../auth/actor.js';
import { iso, offsetOf, pageInfo } from '../../lib/paging.js';
import { containsPattern, todayIst } from '../../lib/sql.js';
import { countedStage, wonValue } from '../closedDeals/index.js';
import { sharedWithSql } from './sharing.js';

/**
 * Event inventories (an inventory offered at one event): the list rows with their project owners and
 * pipeline counts, the detail, and the plain reads and writes of event_inventories.
 */

/**
 * Select list of an event inventory row (alias ei, joined e events, inv inventories, ci cities):
 * project owners and per-stage counts of its ASSIGNED pairings (optionally only those meeting `countPairings`, over pairing alias a),
 * and their won value (crore); a manually closed pairing counts as WON (closedDeals' countedStage, wonValue).
 */
function eiColumns(countPairings?: SQL): SQL {
  const ownerCond = countPairings ? sql` and ${countPairings}` : sql``;
  return sql`ei.id as ei_id, e.id as event_id, e.name as event_name, e.category,
    e.start_date::text as start_date, e.end_date::text as end_date,
    case when e.end_date < ${todayIst} then 'PREVIOUS' else 'UPCOMING' end as event_status,
    ci.name as city_name,
    inv.id as inventory_id, inv.name as inventory_name, inv.image_url as inventory_image, inv.color,
    ei.sales_target, ei.property_count,
    coalesce((select json_agg(json_build_object('id', u.id, 'first_name', u.first_name,
        'last_name', u.last_name, 'profile_image', u.profile_image, 'roles', u.roles,
        'vertical_name', v.name, 'last_active_on', u.last_active_on) order by u.first_name)
      from event_inventory_owners o
        join users u on u.id = o.user_id
        left join verticals v on v.id = u.vertical_id
      where o.ei_id = ei.id), '[]'::json) as project_owners,
    coalesce((select json_object_agg(s.stage, s.n)
      from (select ${countedStage(sql`a`)} as stage, count(*)::int as n from pairings a
        where a.ei_id = ei.id and a.status = 'ASSIGNED'${ownerCond}
        group by 1) s), '{}'::json) as stage_counts,
    coalesce((select sum(${wonValue(sql`a`)})::float8 from pairings a
      where a.ei_id = ei.id and a.status = 'ASSIGNED'${ownerCond}), 0) as won_value`;
}

/** FROM clause for eiColumns. */
const eiFrom = sql`event_inventories ei
  join events e on e.id = ei.event_id
  join inventories inv on inv.id = ei.inventory_id
  left join cities ci on ci.id = e.city_id`;

type PoRow = {
  id: number;
  first_name: string;
  last_name: string;
  profile_image: string | null;
  roles: string[];
  vertical_name: string | null;
  last_active_on: unknown;
};
type EiRow = {
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
function toEventInventory(r: EiRow): EventInventoryItem {
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
    db.execute<EiRow>(sql`select ${eiColumns(countPairings)}
      from ${eiFrom}
      where ${where}
      order by (e.end_date < ${todayIst}),
        case when e.end_date < ${todayIst} then null else e.start_date end asc,
        e.start_date desc, ei.id
      limit ${page.count} offset ${offsetOf(page.pageNo, page.count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from ${eiFrom} where ${where}`),
  ]);
  return {
    eventInventories: rows.map(toEventInventory),
    ...pageInfo(page.pageNo, page.count, total.rows[0].n),
  };
}

/** The event inventories of one event, by inventory name (event info). */
export async function eventInventoriesOfEvent(
  db: Db,
  eventId: number,
): Promise<EventInventoryItem[]> {
  const { rows } = await db.execute<EiRow>(sql`select ${eiColumns()}
    from ${eiFrom}
    where ei.event_id = ${eventId}
    order by inv.name`);
  return rows.map(toEventInventory);
}

/** One page of an event's event inventories by inventory name (case-insensitive `searchFor`), with the paging fields (GET /event/inventories). */
export async function eventInventoriesPage(
  db: Db,
  q: { eventId: number; pageNo: number; count: number; searchFor: string },
): Promise<{ eventInventories: EventInventoryItem[] } & ReturnType<typeof pageInfo>> {
  const where = sql`ei.event_id = ${q.eventId}${
    q.searchFor ? sql` and lower(inv.name) like ${containsPattern(q.searchFor)}` : sql``
  }`;
  const [{ rows }, total] = await Promise.all([
    db.execute<EiRow>(sql`select ${eiColumns()}
      from ${eiFrom}
      where ${where}
      order by inv.name, ei.id
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n
      from event_inventories ei join inventories inv on inv.id = ei.inventory_id where ${where}`),
  ]);
  return {
    eventInventories: rows.map(toEventInventory),
    ...pageInfo(q.pageNo, q.count, total.rows[0].n),
  };
}

type EiDetailRow = EiRow & {
  notes: string | null;
  deck_uploaded: boolean;
  shared_count: number;
  blocked: { id: number; name: string }[];
};

/**
 * One event inventory with its notes, deck flag, blocked industries and the count of its ASSIGNED
 * pairings shared with `actor`; null when unknown. `canAssign` is the service's rule, not read here.
 */
export async function eventInventoryDetailRow(
  db: Db,
  actor: Actor,
  eiId: number,
): Promise<Omit<EventInventoryDetail, 'canAssign'> | null> {
  const shared = sharedWithSql(actor, sql`a.ei_id`, sql`a.brand_id`);
  const { rows } =
    await db.execute<EiDetailRow>(sql`select ${eiColumns()}, ei.notes, ei.deck_uploaded,
      (select count(*)::int from pairings a
        where a.ei_id = ei.id and a.status = 'ASSIGNED' and ${shared}) as shared_count,
      coalesce((select json_agg(json_build_object('id', i.id, 'name', i.name) order by i.name)
        from ei_blocked_industries bi join industries i on i.id = bi.industry_id
        where bi.ei_id = ei.id), '[]'::json) as blocked
    from ${eiFrom}
    where ei.id = ${eiId}`);
  const r = rows[0];
  if (!r) return null;
  return {
    ...toEventInventory(r),
    notes: r.notes,
    deckUploaded: r.deck_uploaded,
    blockedIndustries: r.blocked,
    sharedWithMeCount: r.shared_count,
  };
}

/** Whether event inventory `eiId` exists. */
export async function eventInventoryExists(db: Tx, eiId: number): Promise<boolean> {
  const rows = await db
    .select({ id: eventInventories.id })
    .from(eventInventories)
    .where(eq(eventInventories.id, eiId));
  return rows.length > 0;
}

/** Whether user `userId` is one of the event inventory's project owners. */
export async function ownsEventInventory(db: Tx, userId: number, eiId: number): Promise<boolean> {
  const rows = await db
    .select({ eiId: eventInventoryOwners.eiId })
    .from(eventInventoryOwners)
    .where(and(eq(eventInventoryOwners.eiId, eiId), eq(eventInventoryOwners.userId, userId)));
  return rows.length > 0;
}

/** The editable fields of an event inventory: sales target (crore), property count and notes. */
export type EventInventoryFields = {
  salesTarget?: number | null;
  propertyCount?: number;
  notes?: string | null;
};

/** Writes the fields given (none given: no statement). */
export async function updateEventInventoryFields(
  db: Db,
  eiId: number,
  f: EventInventoryFields,
): Promise<void> {
  const set: EventInventoryFields = {};
  if (f.salesTarget !== undefined) set.salesTarget = f.salesTarget;
  if (f.propertyCount !== undefined) set.propertyCount = f.propertyCount;
  if (f.notes !== undefined) set.notes = f.notes;
  if (Object.keys(set).length)
    await db.update(eventInventories).set(set).where(eq(eventInventories.id, eiId));
}

/** Whether the event inventory already has a deck uploaded (read in the caller's transaction). */
export async function deckUploaded(tx: Tx, eiId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: eventInventories.id })
    .from(eventInventories)
    .where(and(eq(eventInventories.id, eiId), eq(eventInventories.deckUploaded, true)));
  return rows.length > 0;
}
