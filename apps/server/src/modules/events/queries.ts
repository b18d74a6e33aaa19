import { sql } from 'drizzle-orm';
import type { EventInfo, EventItem } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { offsetOf } from '../../lib/paging.js';
import { and, containsPattern, todayIst } from '../../lib/sql.js';

/** Events with their city, state and number of event inventories. */

type EventRow = {
  id: number;
  name: string;
  category: EventItem['category'];
  start_date: string;
  end_date: string;
  event_status: EventItem['eventStatus'];
  city_name: string | null;
  state_name: string | null;
  venue: string | null;
  inventory_count: number;
  source_url: string | null;
};

const columns = sql`e.id, e.name, e.category,
  e.start_date::text as start_date, e.end_date::text as end_date,
  case when e.end_date < ${todayIst} then 'PREVIOUS' else 'UPCOMING' end as event_status,
  ci.name as city_name, s.name as state_name, e.venue, e.source_url,
  (select count(*)::int from event_inventories ei where ei.event_id = e.id) as inventory_count`;

const from = sql`events e
  left join cities ci on ci.id = e.city_id
  left join states s on s.id = ci.state_id`;

const toEvent = (r: EventRow): EventItem => ({
  eventId: r.id,
  eventName: r.name,
  category: r.category,
  startDate: r.start_date,
  endDate: r.end_date,
  eventStatus: r.event_status,
  cityName: r.city_name,
  stateName: r.state_name,
  venue: r.venue,
  inventoryCount: r.inventory_count,
});

/** An events list request: page (1-based), name search, status and category when given. */
export type EventListQuery = {
  pageNo: number;
  count: number;
  searchFor: string;
  eventStatus?: 'UPCOMING' | 'PREVIOUS';
  category?: string;
};

/**
 * A page of events by name, status (UPCOMING ends today or later, IST) and category, with their total:
 * PREVIOUS latest first, otherwise soonest first (then by id).
 */
export async function eventPage(
  db: Db,
  q: EventListQuery,
): Promise<{ events: EventItem[]; total: number }> {
  const where = and([
    q.searchFor && sql`lower(e.name) like ${containsPattern(q.searchFor)}`,
    q.eventStatus === 'PREVIOUS' && sql`e.end_date < ${todayIst}`,
    q.eventStatus === 'UPCOMING' && sql`e.end_date >= ${todayIst}`,
    q.category && sql`e.category = ${q.category}`,
  ]);
  const order = q.eventStatus === 'PREVIOUS' ? sql`e.start_date desc` : sql`e.start_date asc`;
  const [{ rows }, total] = await Promise.all([
    db.execute<EventRow>(sql`select ${columns}
      from ${from}
      where ${where}
      order by ${order}, e.id
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from events e where ${where}`),
  ]);
  return { events: rows.map(toEvent), total: total.rows[0].n };
}

/** One event with its source link, or null when unknown. */
export async function eventById(
  db: Db,
  eventId: number,
): Promise<Omit<EventInfo, 'eventInventories'> | null> {
  const { rows } = await db.execute<EventRow>(sql`select ${columns}
    from ${from}
    where e.id = ${eventId}`);
  return rows[0] ? { ...toEvent(rows[0]), sourceUrl: rows[0].source_url } : null;
}
