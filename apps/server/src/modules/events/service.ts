import { sql } from 'drizzle-orm';
import type { EventInfo, EventListResult } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { and, containsPattern, todayIst } from '../../lib/sql.js';
import { pageInfo } from '../../lib/paging.js';
import { notFound } from '../../lib/errors.js';
import { eventInventoriesOfEvent } from '../inventories/index.js';
import { eventById, eventPage } from './queries.js';

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
  const { events, total } = await eventPage(db, { where, order, pageNo: q.pageNo, count: q.count });
  return { events, ...pageInfo(q.pageNo, q.count, total) };
}

/** GET /api/event/info: the event and its event inventories. 404 when unknown. */
export async function eventInfo(db: Db, eventId: number): Promise<EventInfo> {
  const event = await eventById(db, eventId);
  if (!event) throw notFound('Event not found', 'EVENT_NOT_FOUND');
  return { ...event, eventInventories: await eventInventoriesOfEvent(db, eventId) };
}
