import { sql } from 'drizzle-orm';
import type { AdminEventItem, EventCategory } from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { iso, offsetOf } from '../../../lib/paging.js';
import { and, containsPattern, todayIst } from '../../../lib/sql.js';

/** The events table as the events admin reads and writes it (spec 001 §3 Event). */

/** An event's own fields as the form edits them (dates YYYY-MM-DD, IST). */
export type EventRowFields = {
  eventName: string;
  startDate: string;
  endDate: string;
  cityId: number;
  category: EventCategory;
  venue: string | null;
  description: string | null;
  imageUrl: string | null;
};

/** An event row with its city's name, archive flag and status (PREVIOUS once ended, IST). */
export type EventRow = Omit<EventRowFields, 'cityId'> & {
  eventId: number;
  cityId: number | null;
  cityName: string | null;
  isArchived: boolean;
  eventStatus: 'UPCOMING' | 'PREVIOUS';
  started: boolean;
};

type RawEvent = {
  id: number;
  name: string;
  start_date: string;
  end_date: string;
  city_id: number | null;
  city_name: string | null;
  category: EventCategory;
  venue: string | null;
  description: string | null;
  image_url: string | null;
  is_archived: boolean;
  ended: boolean;
  started: boolean;
};

/** One event (locked for update in a transaction when `lock`), or null when unknown. */
export async function eventRow(db: Tx, eventId: number, lock = false): Promise<EventRow | null> {
  const { rows } = await db.execute<RawEvent>(sql`select e.id, e.name,
      e.start_date::text as start_date, e.end_date::text as end_date, e.city_id,
      (select ci.name from cities ci where ci.id = e.city_id) as city_name,
      e.category, e.venue, e.description, e.image_url, e.is_archived,
      e.end_date < ${todayIst} as ended, e.start_date <= ${todayIst} as started
    from events e
    where e.id = ${eventId}
    ${lock ? sql`for update of e` : sql``}`);
  const r = rows[0];
  if (!r) return null;
  return {
    eventId: Number(r.id),
    eventName: r.name,
    startDate: r.start_date,
    endDate: r.end_date,
    cityId: r.city_id === null ? null : Number(r.city_id),
    cityName: r.city_name,
    category: r.category,
    venue: r.venue,
    description: r.description,
    imageUrl: r.image_url,
    isArchived: r.is_archived,
    eventStatus: r.ended ? 'PREVIOUS' : 'UPCOMING',
    started: r.started,
  };
}

/** Whether another event (not `exceptId`) has this name, case-insensitive, in the season (April–March FY) of `startDate`. */
export async function nameTakenInSeason(
  db: Tx,
  q: { eventName: string; startDate: string; exceptId?: number },
): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from events
    where lower(name) = lower(${q.eventName})
      and extract(year from (start_date - interval '3 months'))
        = extract(year from (${q.startDate}::date - interval '3 months'))
      and id <> ${q.exceptId ?? 0}
    limit 1`);
  return rows.length > 0;
}

/** Whether city `cityId` exists. */
export async function cityExists(db: Tx, cityId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from cities where id = ${cityId}`);
  return rows.length > 0;
}

/** Inserts an event; answers its id (a unique violation of events_name_season_uq propagates). */
export async function insertEvent(tx: Tx, f: EventRowFields): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(sql`insert into events
      (name, category, start_date, end_date, city_id, venue, description, image_url)
    values (${f.eventName}, ${f.category}, ${f.startDate}, ${f.endDate}, ${f.cityId},
      ${f.venue}, ${f.description}, ${f.imageUrl})
    returning id`);
  return Number(rows[0].id);
}

/** Writes an event's fields and stamps updated_at. */
export async function updateEvent(tx: Tx, eventId: number, f: EventRowFields): Promise<void> {
  await tx.execute(sql`update events set name = ${f.eventName}, category = ${f.category},
      start_date = ${f.startDate}, end_date = ${f.endDate}, city_id = ${f.cityId},
      venue = ${f.venue}, description = ${f.description}, image_url = ${f.imageUrl},
      updated_at = now()
    where id = ${eventId}`);
}

/** Archives or unarchives an event; answers whether it changed (false when already so). */
export async function setEventArchived(tx: Tx, eventId: number, isArchived: boolean) {
  const { rows } = await tx.execute(sql`update events
    set is_archived = ${isArchived}, updated_at = now()
    where id = ${eventId} and is_archived <> ${isArchived}
    returning id`);
  return rows.length > 0;
}

/** The admin events list request, parsed. */
export type AdminEventsFilter = {
  pageNo: number;
  count: number;
  searchFor: string;
  category?: EventCategory;
  cityId?: number;
  archived: boolean;
  sortBy: 'date' | 'name';
  sortOrder: 'ASC' | 'DESC';
};

type RawListRow = {
  id: number;
  name: string;
  category: EventCategory;
  start_date: string;
  end_date: string;
  ended: boolean;
  city_name: string | null;
  inventory_count: number;
  project_owners: { userId: number; userName: string }[] | string;
  is_archived: boolean;
  updated_at: unknown;
};

/** A page of events for admins, archived or not, with their total. */
export async function adminEventPage(
  db: Db,
  q: AdminEventsFilter,
): Promise<{ events: AdminEventItem[]; total: number }> {
  const where = and([
    sql`e.is_archived = ${q.archived}`,
    q.searchFor && sql`lower(e.name) like ${containsPattern(q.searchFor)}`,
    q.category && sql`e.category = ${q.category}`,
    q.cityId !== undefined && sql`e.city_id = ${q.cityId}`,
  ]);
  const dir = q.sortOrder === 'ASC' ? sql`asc` : sql`desc`;
  const order =
    q.sortBy === 'name' ? sql`lower(e.name) ${dir}, e.id` : sql`e.start_date ${dir}, e.id`;
  const [{ rows }, total] = await Promise.all([
    db.execute<RawListRow>(sql`select e.id, e.name, e.category,
        e.start_date::text as start_date, e.end_date::text as end_date,
        e.end_date < ${todayIst} as ended,
        (select ci.name from cities ci where ci.id = e.city_id) as city_name,
        (select count(*)::int from event_inventories ei where ei.event_id = e.id) as inventory_count,
        coalesce((select json_agg(json_build_object('userId', u.id,
            'userName', u.first_name || ' ' || u.last_name) order by u.first_name, u.last_name)
          from users u
          where u.id in (select o.user_id from event_inventory_owners o
            join event_inventories ei on ei.id = o.ei_id where ei.event_id = e.id)), '[]'::json)
          as project_owners,
        e.is_archived, e.updated_at
      from events e
      where ${where}
      order by ${order}
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from events e where ${where}`),
  ]);
  return {
    events: rows.map((r) => ({
      eventId: Number(r.id),
      eventName: r.name,
      category: r.category,
      startDate: r.start_date,
      endDate: r.end_date,
      eventStatus: r.ended ? 'PREVIOUS' : 'UPCOMING',
      cityName: r.city_name,
      inventoryCount: r.inventory_count,
      projectOwners:
        typeof r.project_owners === 'string' ? JSON.parse(r.project_owners) : r.project_owners,
      isArchived: r.is_archived,
      updatedAt: iso(r.updated_at) ?? '',
    })),
    total: total.rows[0].n,
  };
}
