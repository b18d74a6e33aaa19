import type { EventInfo, EventListResult } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { pageInfo } from '../../lib/paging.js';
import { notFound } from '../../lib/errors.js';
import { eventInventoriesOfEvent } from '../inventories/index.js';
import { eventById, eventPage, type EventListQuery } from './queries.js';

/** POST /api/event/list/v3: events by status (UPCOMING ends today or later, IST), category and name; soonest first. */
export async function listEvents(db: Db, q: EventListQuery): Promise<EventListResult> {
  const { events, total } = await eventPage(db, q);
  return { events, ...pageInfo(q.pageNo, q.count, total) };
}

/** GET /api/event/info: the event and its event inventories. 404 when unknown. */
export async function eventInfo(db: Db, eventId: number): Promise<EventInfo> {
  const event = await eventById(db, eventId);
  if (!event) throw notFound('Event not found', 'EVENT_NOT_FOUND');
  return { ...event, eventInventories: await eventInventoriesOfEvent(db, eventId) };
}
