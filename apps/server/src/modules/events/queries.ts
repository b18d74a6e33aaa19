import { sql, type SQL } from 'drizzle-orm';
import { STAGES, type EventInfo, type EventItem, type StageCounts } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { offsetOf } from '../../lib/paging.js';
import { and, containsPattern, jsonValue, todayIst } from '../../lib/sql.js';
import { sharedWithSql } from '../inventories/index.js';

/**
 * Events with their city, state, number of event inventories, phase (spec 001 §4, IST calendar days)
 * and the caller's badges and stage counts; the plain reads of the events table.
 */

/** SQL phase of event alias e: COMPLETED after its end date, ONGOING from start to end inclusive, else UPCOMING (IST today). */
export const phaseSql = sql`case when e.end_date < ${todayIst} then 'COMPLETED'
  when e.start_date <= ${todayIst} then 'ONGOING' else 'UPCOMING' end`;

/** SQL boolean over pairing alias a: its brand is owned by the actor or shared with them (an accepted collaboration). */
const myPairingSql = (actor: Actor) =>
  sql`(exists (select 1 from brand_owners bo where bo.brand_id = a.brand_id and bo.user_id = ${actor.userId})
    or ${sharedWithSql(actor, sql`a.ei_id`, sql`a.brand_id`)})`;

/** SQL boolean over event alias e: the actor is PO of one of its event inventories. */
export const projectOwnerSql = (actor: Actor) =>
  sql`exists (select 1 from event_inventories ei join event_inventory_owners o on o.ei_id = ei.id
    where ei.event_id = e.id and o.user_id = ${actor.userId})`;

/** SQL boolean over event alias e: one of the actor's brands (owned or shared) has an ASSIGNED pairing on it. */
export const myBrandsAssignedSql = (actor: Actor) =>
  sql`exists (select 1 from event_inventories ei join pairings a on a.ei_id = ei.id
    where ei.event_id = e.id and a.status = 'ASSIGNED' and ${myPairingSql(actor)})`;

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

/** Select list of an event row (alias e, ci cities, s states) for `actor`. */
const columns = (actor: Actor) => sql`e.id, e.name, e.category,
  e.start_date::text as start_date, e.end_date::text as end_date, ${phaseSql} as phase,
  ci.name as city_name, s.name as state_name, e.venue, e.description, e.image_url, e.source_url,
  e.is_archived,
  (select count(*)::int from event_inventories ei where ei.event_id = e.id) as inventory_count,
  ${projectOwnerSql(actor)} as is_po,
  coalesce((select json_object_agg(m.stage, m.n) from (select a.stage, count(*)::int as n
      from event_inventories ei join pairings a on a.ei_id = ei.id
      where ei.event_id = e.id and a.status = 'ASSIGNED' and ${myPairingSql(actor)}
      group by a.stage) m), '{}'::json) as my_stage_counts`;

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
 * The events of one page, for `actor`: `page` selects the page's event ids (alias e, ordered and
 * limited), the caller's columns are computed for those rows only, answered in `order`.
 */
export async function eventRows(
  db: Db,
  m: { actor: Actor; page: SQL; order: SQL },
): Promise<EventItem[]> {
  const { rows } = await db.execute<EventRow>(sql`with page as materialized (${m.page})
    select ${columns(m.actor)}
    from page join events e on e.id = page.id ${joins}
    order by ${m.order}`);
  return rows.map(toEvent);
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
  const { rows } = await db.execute<EventRow>(sql`select ${columns(actor)}
    from events e ${joins}
    where e.id = ${eventId}`);
  const r = rows[0];
  return r ? { ...toEvent(r), sourceUrl: r.source_url, isArchived: r.is_archived } : null;
}
