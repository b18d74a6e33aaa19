import { sql, type SQL } from 'drizzle-orm';
import {
  STAGES,
  WORKING_INVITE_STATUSES,
  type EventInfo,
  type EventItem,
  type StageCounts,
} from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { offsetOf } from '../../lib/paging.js';
import { and, containsPattern, jsonValue, todayIst } from '../../lib/sql.js';
import { sharedWithSql } from '../inventories/index.js';
import { countedStage } from '../closedDeals/index.js';

/**
 * Events with their city, state, number of event inventories, phase (spec 001 §4, IST calendar days)
 * and the caller's badges and stage counts; the plain reads of the events table.
 */

/** SQL phase of event alias e: COMPLETED after its end date, ONGOING from start to end inclusive, else UPCOMING (IST today). */
const phaseSql = sql`case when e.end_date < ${todayIst} then 'COMPLETED'
  when e.start_date <= ${todayIst} then 'ONGOING' else 'UPCOMING' end`;

/**
 * SQL rows (brand_id, ei_id, stage) of the actor's ASSIGNED pairings (a pairing is one brand at one
 * event inventory): those of brands they own and those shared with them (an invitation in
 * WORKING_INVITE_STATUSES). Driven from the actor's brands and invitations — one probe of
 * pairings_brand_status_ei_stage_idx per brand, answered from the index (`offset 0` keeps the lateral
 * from being flattened into a scan of every pairing) — so its cost follows the caller's pairings.
 */
const myPairingsSql = (actor: Actor) =>
  sql`select bo.brand_id, a.ei_id, a.stage from brand_owners bo
    cross join lateral (select a.ei_id, a.stage from pairings a
      where a.brand_id = bo.brand_id and a.status = 'ASSIGNED' offset 0) a
    where bo.user_id = ${actor.userId}
  union
  select a.brand_id, a.ei_id, a.stage from collab_invitations c
    join pairings a on a.ei_id = c.ei_id and a.brand_id = c.brand_id
    where c.invitee_user_id = ${actor.userId} and a.status = 'ASSIGNED'
      and c.status = any(${`{${WORKING_INVITE_STATUSES.join(',')}}`}::text[])`;

/** SQL boolean over pairing alias a: the actor owns its brand or it is shared with them. */
const myPairingSql = (actor: Actor) =>
  sql`(a.brand_id in (select bo.brand_id from brand_owners bo where bo.user_id = ${actor.userId})
    or ${sharedWithSql(actor, sql`a.ei_id`, sql`a.brand_id`)})`;

/** SQL boolean over event alias e: the actor is PO of one of its event inventories. */
export const projectOwnerSql = (actor: Actor) =>
  sql`exists (select 1 from event_inventory_owners o join event_inventories ei on ei.id = o.ei_id
    where o.user_id = ${actor.userId} and ei.event_id = e.id)`;

/** SQL boolean over event alias e: one of the actor's brands (owned or shared) has an ASSIGNED pairing on it. */
export const myBrandsAssignedSql = (actor: Actor) =>
  sql`e.id in (select ei.event_id from (${myPairingsSql(actor)}) mp
    join event_inventories ei on ei.id = mp.ei_id)`;

/** Not archived: the only events the lists show. */
export const listedSql = sql`not e.is_archived`;

type EventRow = {
  id: number;
  name: string;
  category: EventItem['category'];
  start_date: string;
  end_date: string;
  phase: EventItem['phase'];
  city_name: string | null;
  state_name: string | null;
  venue: string | null;
  description: string | null;
  image_url: string | null;
  inventory_count: number;
  is_po: boolean;
  my_stage_counts: Partial<StageCounts> | string;
  source_url: string | null;
  is_archived: boolean;
};

/** Select list of an event row (alias e, ci cities, s states) for `actor`, beside the CTEs `page_eis` and `mine` of rowsOf. */
const columns = (actor: Actor) => sql`e.id, e.name, e.category,
  e.start_date::text as start_date, e.end_date::text as end_date, ${phaseSql} as phase,
  ci.name as city_name, s.name as state_name, e.venue, e.description, e.image_url, e.source_url,
  e.is_archived,
  (select count(*)::int from page_eis pe where pe.event_id = e.id) as inventory_count,
  ${projectOwnerSql(actor)} as is_po,
  coalesce((select json_object_agg(m.stage, m.n) from mine m where m.event_id = e.id), '{}'::json)
    as my_stage_counts`;

const joins = sql`left join cities ci on ci.id = e.city_id
  left join states s on s.id = ci.state_id`;

const toEvent = (r: EventRow): EventItem => {
  const mine = jsonValue<Partial<StageCounts>>(r.my_stage_counts);
  const myStageCounts = Object.fromEntries(STAGES.map((st) => [st, mine[st] ?? 0])) as StageCounts;
  return {
    eventId: Number(r.id),
    eventName: r.name,
    category: r.category,
    startDate: r.start_date,
    endDate: r.end_date,
    eventStatus: r.phase === 'COMPLETED' ? 'PREVIOUS' : 'UPCOMING',
    phase: r.phase,
    cityName: r.city_name,
    stateName: r.state_name,
    venue: r.venue,
    description: r.description,
    imageUrl: r.image_url,
    inventoryCount: r.inventory_count,
    isProjectOwner: r.is_po,
    hasMyBrandsAssigned: STAGES.some((st) => myStageCounts[st] > 0),
    myStageCounts,
  };
};

/**
 * The rows of the events `page` selects (a statement answering their ids, alias e) for `actor`, in
 * `order`: the caller's columns are computed for those rows only; `mine` holds the caller's ASSIGNED
 * pairings on them per Stage V2 (a pairing closed manually at WON: closedDeals' countedStage), driven from the page's event inventories (each probes
 * pairings_ei_status_stage_idx), so its cost follows the page, not the caller's brands.
 */
async function rowsOf(db: Db, m: { actor: Actor; page: SQL; order: SQL }): Promise<EventRow[]> {
  const { rows } = await db.execute<EventRow>(sql`with page as materialized (${m.page}),
    page_eis as materialized (select ei.id, ei.event_id from event_inventories ei
      where ei.event_id = any(array(select id from page))),
    mine as materialized (select pe.event_id, ${countedStage(sql`a`)} as stage, count(*)::int as n
      from page_eis pe join pairings a on a.ei_id = pe.id and a.status = 'ASSIGNED'
      where ${myPairingSql(m.actor)}
      group by 1, 2)
    select ${columns(m.actor)}
    from events e ${joins}
    where e.id = any(array(select id from page))
    order by ${m.order}`);
  return rows;
}

/** The events of one page for `actor` (see rowsOf), in the contract's shape. */
export async function eventRows(
  db: Db,
  m: { actor: Actor; page: SQL; order: SQL },
): Promise<EventItem[]> {
  return (await rowsOf(db, m)).map(toEvent);
}

/** One page of non-archived events by name (case-insensitive `searchFor`), name order, with their total. */
export async function allEventsPage(
  db: Db,
  actor: Actor,
  q: { pageNo: number; count: number; searchFor: string },
): Promise<{ events: EventItem[]; total: number }> {
  const where = and([
    listedSql,
    q.searchFor && sql`lower(e.name) like ${containsPattern(q.searchFor)}`,
  ]);
  const order = sql`lower(e.name), e.id`;
  const [events, total] = await Promise.all([
    eventRows(db, {
      actor,
      order,
      page: sql`select e.id from events e where ${where} order by ${order}
        limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`,
    }),
    db.execute<{ n: number }>(sql`select count(*)::int as n from events e where ${where}`),
  ]);
  return { events, total: total.rows[0].n };
}

/** Ongoing then upcoming non-archived events by start date (then id), at most `count`, for pickers. */
export async function activeEvents(
  db: Db,
  q: { searchFor: string; count: number },
): Promise<Pick<EventItem, 'eventId' | 'eventName' | 'startDate' | 'endDate' | 'phase'>[]> {
  const { rows } = await db.execute<{
    id: number;
    name: string;
    start_date: string;
    end_date: string;
    phase: EventItem['phase'];
  }>(sql`select e.id, e.name, e.start_date::text as start_date, e.end_date::text as end_date,
      ${phaseSql} as phase
    from events e
    where ${and([
      listedSql,
      sql`e.end_date >= ${todayIst}`,
      q.searchFor && sql`lower(e.name) like ${containsPattern(q.searchFor)}`,
    ])}
    order by e.start_date, e.id
    limit ${q.count}`);
  return rows.map((r) => ({
    eventId: Number(r.id),
    eventName: r.name,
    startDate: r.start_date,
    endDate: r.end_date,
    phase: r.phase,
  }));
}

/** One event (archived ones too) for `actor`, with its source link and isArchived; null when unknown. */
export async function eventById(
  db: Db,
  actor: Actor,
  eventId: number,
): Promise<Omit<EventInfo, 'eventInventories'> | null> {
  const [r] = await rowsOf(db, {
    actor,
    page: sql`select e.id from events e where e.id = ${eventId}`,
    order: sql`e.id`,
  });
  return r ? { ...toEvent(r), sourceUrl: r.source_url, isArchived: r.is_archived } : null;
}
