import type { EventInfo, EventListRequest, EventListResult } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { readableWonValues, type Actor } from '../../auth/actor.js';
import { pageInfo } from '../../lib/paging.js';
import { notFound } from '../../lib/errors.js';
import { eventInventoriesOfEvent, eventInventoriesPage } from '../inventories/index.js';
import { eventExists } from '../../db/eventExists.js';
import { activeEvents, allEventsPage, eventById } from './queries.js';
import { eventListPage } from './listQueries.js';

type ListArgs<Q> = { db: Db; actor: Actor; req: Q };

/**
 * POST /api/event/list/v3 (spec 001 §7, count 30): non-archived events by phase (IST), category, city,
 * dates and name, sorted, with the caller's badges and the counts per phase. Every role may read it.
 */
export async function listEvents({
  db,
  actor,
  req,
}: ListArgs<EventListRequest>): Promise<EventListResult> {
  const { events, total, counts } = await eventListPage(db, { actor, q: req, mine: false });
  return { events, counts, ...pageInfo(req.pageNo, req.count, total) };
}

/** GET and POST /api/event/list/v2 (spec 001 §7): as v3, only the events the caller is PO of or has brands assigned on. */
export async function listMyEvents({
  db,
  actor,
  req,
}: ListArgs<EventListRequest>): Promise<EventListResult> {
  const { events, total, counts } = await eventListPage(db, { actor, q: req, mine: true });
  return { events, counts, ...pageInfo(req.pageNo, req.count, total) };
}

/** GET /api/event/all (spec 001 §7, §9 count 25): every non-archived event by name, paged. */
export async function listAllEvents({
  db,
  actor,
  req,
}: ListArgs<{ pageNo: number; count: number; searchFor: string }>) {
  const { events, total } = await allEventsPage(db, actor, req);
  return { events, ...pageInfo(req.pageNo, req.count, total) };
}

/** GET /api/event/active (spec 001 §7): ongoing and upcoming non-archived events for pickers. */
export async function listActiveEvents({
  db,
  req,
}: {
  db: Db;
  req: { searchFor: string; count: number };
}) {
  return { events: await activeEvents(db, req) };
}

/**
 * GET /api/event/info: the event (archived too, with isArchived) and its event inventories, as `actor` reads
 * them (won values need deal values). 404 when unknown.
 */
export async function eventInfo({
  db,
  actor,
  eventId,
}: {
  db: Db;
  actor: Actor;
  eventId: number;
}): Promise<EventInfo> {
  const event = await eventById(db, actor, eventId);
  if (!event) throw notFound('Event not found', 'EVENT_NOT_FOUND');
  return {
    ...event,
    eventInventories: readableWonValues(actor, await eventInventoriesOfEvent(db, eventId)),
  };
}

/**
 * GET and POST /api/event/inventories (spec 001 §7, count 30): one page of an event's event inventories, as
 * `actor` reads them (won values need deal values). 404 when the event is unknown.
 */
export async function eventInventories({
  db,
  actor,
  req,
}: {
  db: Db;
  actor: Actor;
  req: { eventId: number; pageNo: number; count: number; searchFor: string };
}) {
  if (!(await eventExists(db, req.eventId))) throw notFound('Event not found', 'EVENT_NOT_FOUND');
  const page = await eventInventoriesPage(db, req);
  return { ...page, eventInventories: readableWonValues(actor, page.eventInventories) };
}
