import { sql, type SQL } from 'drizzle-orm';
import type { EventItem, EventListRequest, EventListResult } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { offsetOf } from '../../lib/paging.js';
import { and, containsPattern, todayIst } from '../../lib/sql.js';
import { eventRows, listedSql, myBrandsAssignedSql, projectOwnerSql } from './queries.js';

/** The event lists' filters (spec 001 §7 /event/list/v3 and v2): phase and eventStatus apart, since the tab counts ignore them. */

/** SQL conditions of everything but the phase: not archived, name, category, city, date overlap, and the caller's events when `mine`. */
function baseWhere(q: EventListRequest, actor: Actor, mine: boolean): SQL {
  return and([
    listedSql,
    q.searchFor && sql`lower(e.name) like ${containsPattern(q.searchFor)}`,
    q.category && sql`e.category = ${q.category}`,
    q.cityId !== undefined && sql`e.city_id = ${q.cityId}`,
    q.fromDate && sql`e.end_date >= ${q.fromDate}::date`,
    q.toDate && sql`e.start_date <= ${q.toDate}::date`,
    mine && sql`(${projectOwnerSql(actor)} or ${myBrandsAssignedSql(actor)})`,
  ]);
}

/** SQL condition of the phase (and the older eventStatus: PREVIOUS = COMPLETED) asked for. */
function phaseWhere(q: EventListRequest): SQL {
  return and([
    q.phase === 'UPCOMING' && sql`e.start_date > ${todayIst}`,
    q.phase === 'ONGOING' && sql`e.start_date <= ${todayIst} and e.end_date >= ${todayIst}`,
    q.phase === 'COMPLETED' && sql`e.end_date < ${todayIst}`,
    q.eventStatus === 'PREVIOUS' && sql`e.end_date < ${todayIst}`,
    q.eventStatus === 'UPCOMING' && sql`e.end_date >= ${todayIst}`,
  ]);
}

/** ORDER BY of the list: by name, or by start date (latest first by default on COMPLETED and PREVIOUS), then id. */
function orderOf(q: EventListRequest): SQL {
  const past = q.phase === 'COMPLETED' || q.eventStatus === 'PREVIOUS';
  const dir = sql.raw(
    (q.sortOrder ?? (past && q.sortField !== 'eventName' ? 'DESC' : 'ASC')).toLowerCase(),
  );
  return q.sortField === 'eventName'
    ? sql`lower(e.name) ${dir}, e.id ${dir}`
    : sql`e.start_date ${dir}, e.id ${dir}`;
}

/**
 * One page of events for `actor` (all non-archived ones, or only the caller's when `mine`: PO of, or
 * with their brands assigned), with the page's total and the counts per phase under the other filters.
 */
export async function eventListPage(
  db: Db,
  m: { actor: Actor; q: EventListRequest; mine: boolean },
): Promise<{ events: EventItem[]; total: number; counts: EventListResult['counts'] }> {
  const base = baseWhere(m.q, m.actor, m.mine);
  const phase = phaseWhere(m.q);
  const order = orderOf(m.q);
  const [events, counted] = await Promise.all([
    eventRows(db, {
      actor: m.actor,
      order,
      page: sql`select e.id from events e where ${base} and ${phase} order by ${order}
        limit ${m.q.count} offset ${offsetOf(m.q.pageNo, m.q.count)}`,
    }),
    db.execute<{ total: number; upcoming: number; ongoing: number; completed: number }>(sql`select
        count(*) filter (where ${phase})::int as total,
        count(*) filter (where e.start_date > ${todayIst})::int as upcoming,
        count(*) filter (where e.start_date <= ${todayIst} and e.end_date >= ${todayIst})::int as ongoing,
        count(*) filter (where e.end_date < ${todayIst})::int as completed
      from events e where ${base}`),
  ]);
  const c = counted.rows[0];
  return {
    events,
    total: c.total,
    counts: { UPCOMING: c.upcoming, ONGOING: c.ongoing, COMPLETED: c.completed },
  };
}
