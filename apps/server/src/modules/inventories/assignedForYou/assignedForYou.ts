import { sql, type SQL } from 'drizzle-orm';
import {
  STAGES,
  WORKING_INVITE_STATUSES,
  type AssignedBrandGroup,
  type AssignedInventoryGroup,
  type MyBrandInventoryItem,
  type StageCounts,
} from '@crm/contracts';
import type { Db } from '../../../db/client.js';
import { dealValue, type Actor } from '../../../auth/actor.js';
import { offsetOf, pageInfo } from '../../../lib/paging.js';
import { and, containsPattern, jsonValue, todayIst } from '../../../lib/sql.js';
import { assertBrandExists } from '../../brands/index.js';
import { eventNotArchived, statusCond } from '../eiFilters.js';
import { countedStage, wonValue } from '../../closedDeals/index.js';

/**
 * 'Assigned for You' (spec 001 §7 Event API: by inventory, by brand, my brands inventory): the
 * caller's ASSIGNED pairings on events not archived — of their own brands, or (`sharedWithMe`) shared
 * with them by a working collaboration invitation — grouped by inventory or by brand, computed in SQL.
 */

/** Whose pairings and which events: the caller, own brands or shared with them, and the event's state. */
type Mine = { actor: Actor; sharedWithMe: boolean; eventStatus?: 'UPCOMING' | 'PREVIOUS' };
type Page = { pageNo: number; count: number; searchFor: string };

/**
 * SQL rows of the caller's pairings (a.*, with ei and e joined): driven from their brands (one index
 * probe of pairings_brand_status_ei_stage_idx per brand) or from their invitations, so the cost follows
 * the caller's pairings, not the table.
 */
function minePairings(m: Mine): SQL {
  const source = m.sharedWithMe
    ? sql`(select distinct a.* from collab_invitations c
        join pairings a on a.ei_id = c.ei_id and a.brand_id = c.brand_id
        where c.invitee_user_id = ${m.actor.userId}
          and c.status = any(${`{${WORKING_INVITE_STATUSES.join(',')}}`}::text[]))`
    : sql`(select a.* from brand_owners bo join pairings a on a.brand_id = bo.brand_id
        where bo.user_id = ${m.actor.userId})`;
  return sql`select a.brand_id, a.ei_id, a.stage, a.closed_value, a.follow_up_date,
      ${countedStage(sql`a`)} as counted_stage, ${wonValue(sql`a`)} as won_value,
      ei.inventory_id, e.id as event_id
    from ${source} a
      join event_inventories ei on ei.id = a.ei_id
      join events e on e.id = ei.event_id
    where ${and([sql`a.status = 'ASSIGNED'`, eventNotArchived, statusCond(m.eventStatus)])}`;
}

/**
 * Select list of a group over mine alias m: per-stage counts as JSON and the won value, a pairing closed
 * manually counting as WON at its closure's value (closedDeals' countedStage, wonValue).
 */
const groupCounts = sql`json_build_object(${sql.join(
  STAGES.map((s) => sql`${s}::text, count(*) filter (where m.counted_stage = ${s})`),
  sql`, `,
)}) as stage_counts,
  coalesce(sum(m.won_value), 0)::float8 as won_value`;

const toCounts = (v: unknown): StageCounts => {
  const c = jsonValue<Partial<StageCounts>>(v);
  return Object.fromEntries(STAGES.map((s) => [s, Number(c[s] ?? 0)])) as StageCounts;
};

/** A page of `groups` (a statement with a `name` column) by name, with their total. */
async function pageOf<T extends Record<string, unknown>>(
  db: Db,
  groups: SQL,
  q: Page,
): Promise<{ rows: T[]; total: number }> {
  const [page, total] = await Promise.all([
    db.execute<T>(sql`select * from (${groups}) g
      order by lower(g.name), g.id limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from (${groups}) g`),
  ]);
  return { rows: page.rows as T[], total: total.rows[0].n };
}

/**
 * POST /api/event/inventory/assigned-for-you/by-inventory: a page of inventories (30) holding the caller's
 * pairings, by name; won values null for a caller who may not read deal values.
 */
export async function assignedByInventory(db: Db, actor: Actor, q: Page & Omit<Mine, 'actor'>) {
  const groups = sql`select inv.id, inv.name, inv.color,
      count(distinct m.ei_id)::int as ei_count, count(distinct m.brand_id)::int as brand_count,
      ${groupCounts}
    from (${minePairings({ actor, ...q })}) m join inventories inv on inv.id = m.inventory_id
    where ${and([q.searchFor && sql`lower(inv.name) like ${containsPattern(q.searchFor)}`])}
    group by inv.id`;
  type Row = { id: number; name: string; color: string; ei_count: number; brand_count: number };
  const { rows, total } = await pageOf<Row & { stage_counts: unknown; won_value: number }>(
    db,
    groups,
    q,
  );
  const inventories: AssignedInventoryGroup[] = rows.map((r) => ({
    inventoryId: Number(r.id),
    inventoryName: r.name,
    color: r.color,
    eventInventoryCount: r.ei_count,
    brandCount: r.brand_count,
    stageCounts: toCounts(r.stage_counts),
    wonValue: dealValue(actor, Number(r.won_value)),
  }));
  return { inventories, ...pageInfo(q.pageNo, q.count, total) };
}

/**
 * POST /api/event/inventory/assigned-for-you/by-brand: a page of brands (30) with the caller's pairings, by
 * name; next follow-up from IST today; won values null for a caller who may not read deal values.
 */
export async function assignedByBrand(db: Db, actor: Actor, q: Page & Omit<Mine, 'actor'>) {
  const groups = sql`select b.id, b.name, count(*)::int as ei_count, ${groupCounts},
      min(m.follow_up_date) filter (where m.follow_up_date >= ${todayIst})::text as next_follow_up
    from (${minePairings({ actor, ...q })}) m join brands b on b.id = m.brand_id
    where ${and([q.searchFor && sql`lower(b.name) like ${containsPattern(q.searchFor)}`])}
    group by b.id`;
  type Row = { id: number; name: string; ei_count: number; next_follow_up: string | null };
  const { rows, total } = await pageOf<Row & { stage_counts: unknown; won_value: number }>(
    db,
    groups,
    q,
  );
  const brands: AssignedBrandGroup[] = rows.map((r) => ({
    brandId: Number(r.id),
    brandName: r.name,
    eventInventoryCount: r.ei_count,
    stageCounts: toCounts(r.stage_counts),
    nextFollowUp: r.next_follow_up,
    wonValue: dealValue(actor, Number(r.won_value)),
  }));
  return { brands, ...pageInfo(q.pageNo, q.count, total) };
}

/**
 * GET /api/brand/my-inventory ('my brands inventory'): a page (15) of one brand's event inventories
 * among the caller's pairings, upcoming events first by start date, then past ones latest first,
 * searched by event or inventory name; a pairing closed manually at WON (countedStage). 404 for an
 * unknown brand.
 */
export async function myBrandInventory(
  db: Db,
  actor: Actor,
  q: Page & Omit<Mine, 'actor'> & { brandId: number },
) {
  await assertBrandExists(db, q.brandId);
  const where = and([
    sql`m.brand_id = ${q.brandId}`,
    q.searchFor &&
      sql`(lower(e.name) like ${containsPattern(q.searchFor)}
        or lower(inv.name) like ${containsPattern(q.searchFor)})`,
  ]);
  const from = sql`(${minePairings({ actor, ...q })}) m
    join events e on e.id = m.event_id join inventories inv on inv.id = m.inventory_id`;
  type Row = {
    ei_id: number;
    event_id: number;
    event_name: string;
    start_date: string;
    end_date: string;
    event_status: MyBrandInventoryItem['eventStatus'];
    inventory_id: number;
    inventory_name: string;
    color: string;
    stage: MyBrandInventoryItem['stage'];
    follow_up_date: string | null;
  };
  const [page, total] = await Promise.all([
    db.execute<Row>(sql`select m.ei_id, e.id as event_id, e.name as event_name,
        e.start_date::text as start_date, e.end_date::text as end_date,
        case when e.end_date < ${todayIst} then 'PREVIOUS' else 'UPCOMING' end as event_status,
        inv.id as inventory_id,
        inv.name as inventory_name, inv.color, m.counted_stage as stage,
        m.follow_up_date::text as follow_up_date
      from ${from} where ${where}
      order by (e.end_date < ${todayIst}),
        case when e.end_date < ${todayIst} then null else e.start_date end asc,
        e.start_date desc, m.ei_id
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from ${from} where ${where}`),
  ]);
  const eventInventories: MyBrandInventoryItem[] = page.rows.map((r) => ({
    eiId: Number(r.ei_id),
    eventId: Number(r.event_id),
    eventName: r.event_name,
    startDate: r.start_date,
    endDate: r.end_date,
    eventStatus: r.event_status,
    inventoryId: Number(r.inventory_id),
    inventoryName: r.inventory_name,
    color: r.color,
    stage: r.stage,
    followUpDate: r.follow_up_date,
  }));
  return { eventInventories, ...pageInfo(q.pageNo, q.count, total.rows[0].n) };
}
