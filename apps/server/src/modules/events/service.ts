import { sql } from 'drizzle-orm';
import type { EventInfo, EventItem, EventListResult } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { and, containsPattern, todayIst } from '../../lib/sql.js';
import { offsetOf, pageInfo } from '../../lib/paging.js';
import { notFound } from '../../lib/errors.js';
import { eventInventoriesOfEvent } from '../inventories/index.js';

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
const columns = sql`e.id, e.name, e.category, e.start_date::text as start_date, e.end_date::text as end_date,
  case when e.end_date < ${todayIst} then 'PREVIOUS' else 'UPCOMING' end as event_status, ci.name as city_name, s.name as state_name, e.venue, e.source_url,
  (select count(*)::int from event_inventories ei where ei.event_id = e.id) as inventory_count`;
const from = sql`events e left join cities ci on ci.id = e.city_id left join states s on s.id = ci.state_id`;
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

/** POST /api/event/list/v3: events by status (UPCOMING ends today or later, IST), category and name; soonest first. */
export async function listEvents(
  db: Db,
  q: {
    pageNo: number;
    count: number;
    searchFor: string;
    eventStatus?: 'UPCOMING' | 'PREVIOUS';
    category?: string;
  },
): Promise<EventListResult> {
  const where = and([
    q.searchFor && sql`lower(e.name) like ${containsPattern(q.searchFor)}`,
    q.eventStatus === 'PREVIOUS' && sql`e.end_date < ${todayIst}`,
    q.eventStatus === 'UPCOMING' && sql`e.end_date >= ${todayIst}`,
    q.category && sql`e.category = ${q.category}`,
  ]);
  const order = q.eventStatus === 'PREVIOUS' ? sql`e.start_date desc` : sql`e.start_date asc`;
  const [{ rows }, total] = await Promise.all([
    db.execute<EventRow>(
      sql`select ${columns} from ${from} where ${where} order by ${order}, e.id limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`,
    ),
    db.execute<{ n: number }>(sql`select count(*)::int as n from events e where ${where}`),
  ]);
  return { events: rows.map(toEvent), ...pageInfo(q.pageNo, q.count, total.rows[0].n) };
}

/** GET /api/event/info: the event and its event inventories. 404 when unknown. */
export async function eventInfo(db: Db, eventId: number): Promise<EventInfo> {
  const { rows } = await db.execute<EventRow>(
    sql`select ${columns} from ${from} where e.id = ${eventId}`,
  );
  if (!rows[0]) throw notFound('Event not found', 'EVENT_NOT_FOUND');
  return {
    ...toEvent(rows[0]),
    sourceUrl: rows[0].source_url,
    eventInventories: await eventInventoriesOfEvent(db, eventId),
  };
}
