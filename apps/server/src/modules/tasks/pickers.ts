import { sql, type SQL } from 'drizzle-orm';
import type { UserSummary } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import {
  and,
  containsPattern,
  jsonValue,
  oneOf,
  todayIst,
  userSummaryJson,
} from '../../lib/sql.js';
import { offsetOf, pageInfo } from '../../lib/paging.js';

type Paged = { searchFor: string; pageNo: number; count: number };
/** JSON list of the ACTIVE SMEs in `table` whose `key` column is `id`, by first name. */
const smesOf = (table: SQL, key: SQL, id: SQL) =>
  sql`coalesce((
    select json_agg(${userSummaryJson(sql.raw('su'))} order by su.first_name)
    from ${table} s join users su on su.id = s.user_id
    where s.${key} = ${id} and su.status = 'ACTIVE'
  ), '[]')`;

/** The parts of a picker's statement: `select cols from from where where order by order`. */
type Select = { cols: SQL; from: SQL; where: SQL; order: SQL };

/** One page of the select, with the total (spec 000 §7 pickers: pageNo, count, searchFor). */
async function page<R extends Record<string, unknown>>(
  db: Db,
  q: Paged,
  { cols, from, where, order }: Select,
) {
  const [{ rows }, total] = await Promise.all([
    db.execute<R>(sql`select ${cols}
      from ${from}
      where ${where}
      order by ${order}
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from ${from} where ${where}`),
  ]);
  return { rows, info: pageInfo(q.pageNo, q.count, total.rows[0].n) };
}

/** GET /api/task/users: ACTIVE colleagues by name (spec 000 §5: the assignee list excludes the caller with excludeSelf), narrowed by role or ids. */
export async function taskUsers({
  db,
  actor,
  q,
}: {
  db: Db;
  actor: Actor;
  q: Paged & { excludeSelf: boolean; role?: string; userIds: number[] };
}) {
  const where = and([
    sql`u.status = 'ACTIVE'`,
    q.excludeSelf && sql`u.id <> ${actor.userId}`,
    q.role && sql`${q.role} = any(u.roles)`,
    q.userIds.length > 0 && sql`u.id ${oneOf(q.userIds)}`,
    q.searchFor &&
      sql`lower(u.first_name || ' ' || u.last_name) like ${containsPattern(q.searchFor)}`,
  ]);
  const { rows, info } = await page<{ u: UserSummary | string }>(db, q, {
    cols: sql`${userSummaryJson()} as u`,
    from: sql`users u`,
    where,
    order: sql`u.first_name, u.last_name, u.id`,
  });
  return { users: rows.map((r) => jsonValue(r.u)), ...info };
}

/** GET /api/task/inventories: unarchived inventories by name with their SMEs (spec 000 §7 'Inventories for task'). */
export async function taskInventories({
  db,
  q,
}: {
  db: Db;
  q: Paged & { getSME: boolean; inventoryIds: number[] };
}) {
  const where = and([
    sql`not i.is_archived`,
    q.inventoryIds.length > 0 && sql`i.id ${oneOf(q.inventoryIds)}`,
    q.searchFor && sql`lower(i.name) like ${containsPattern(q.searchFor)}`,
  ]);
  const sme = q.getSME
    ? smesOf(sql`inventory_smes`, sql.raw('inventory_id'), sql`i.id`)
    : sql`'[]'::json`;
  const { rows, info } = await page<{
    id: number;
    name: string;
    image_url: string | null;
    sme: UserSummary[] | string;
  }>(db, q, {
    cols: sql`i.id, i.name, i.image_url, ${sme} as sme`,
    from: sql`inventories i`,
    where,
    order: sql`i.name, i.id`,
  });
  return {
    inventories: rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      inventoryImage: r.image_url,
      isArchived: false,
      sme: jsonValue(r.sme),
    })),
    ...info,
  };
}

/** GET /api/task/events: unarchived events offering the inventory (inventoryId > 0), or all of them, by name, with their SMEs; PREVIOUS once ended (IST). */
export async function taskEvents({
  db,
  q,
}: {
  db: Db;
  q: Paged & { inventoryId?: number; getSME: boolean; eventIds: number[] };
}) {
  const where = and([
    sql`not e.is_archived`,
    q.inventoryId !== undefined &&
      q.inventoryId > 0 &&
      sql`exists (
        select 1 from event_inventories ei
        where ei.event_id = e.id and ei.inventory_id = ${q.inventoryId}
      )`,
    q.eventIds.length > 0 && sql`e.id ${oneOf(q.eventIds)}`,
    q.searchFor && sql`lower(e.name) like ${containsPattern(q.searchFor)}`,
  ]);
  const sme = q.getSME ? smesOf(sql`event_smes`, sql.raw('event_id'), sql`e.id`) : sql`'[]'::json`;
  const cols = sql`e.id, e.name, e.start_date::text as start_date, e.end_date::text as end_date,
    e.end_date < ${todayIst} as ended, ${sme} as sme`;
  const { rows, info } = await page<{
    id: number;
    name: string;
    start_date: string;
    end_date: string;
    ended: boolean;
    sme: UserSummary[] | string;
  }>(db, q, {
    cols,
    from: sql`events e`,
    where,
    order: sql`e.end_date < ${todayIst}, e.start_date, e.id`,
  });
  return {
    events: rows.map((r) => ({
      eventId: Number(r.id),
      eventName: r.name,
      eventStatus: r.ended ? ('PREVIOUS' as const) : ('UPCOMING' as const),
      startDate: r.start_date,
      endDate: r.end_date,
      sme: jsonValue(r.sme),
    })),
    ...info,
  };
}

/** GET /api/task/brands: brands by name with their owners (spec 000 §3 mention option brandOwners). */
export async function taskBrands({ db, q }: { db: Db; q: Paged & { brandIds: number[] } }) {
  const where = and([
    q.brandIds.length > 0 && sql`b.id ${oneOf(q.brandIds)}`,
    q.searchFor && sql`lower(b.name) like ${containsPattern(q.searchFor)}`,
  ]);
  const owners = sql`coalesce((
      select json_agg(${userSummaryJson(sql.raw('ou'))} order by ou.first_name)
      from brand_owners bo join users ou on ou.id = bo.user_id
      where bo.brand_id = b.id
    ), '[]')`;
  const { rows, info } = await page<{
    id: number;
    name: string;
    image_url: string | null;
    owners: UserSummary[] | string;
  }>(db, q, {
    cols: sql`b.id, b.name, b.image_url, ${owners} as owners`,
    from: sql`brands b`,
    where,
    order: sql`lower(b.name), b.id`,
  });
  return {
    brands: rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      brandImage: r.image_url,
      brandOwners: jsonValue(r.owners),
    })),
    ...info,
  };
}

/** The SQL list of the Unlisted Inventory's handlers: ACTIVE users with the SME role (alias u). */
export const undefinedInventoryHandlersSql = sql`u.status = 'ACTIVE' and 'SME' = any(u.roles)`;

/** GET /api/task/undefined-inventory/handlers (spec 001 §7): who handles tasks on the Unlisted Inventory. */
export async function undefinedInventoryHandlers({ db }: { db: Db }) {
  const { rows } = await db.execute<{ u: UserSummary | string }>(
    sql`select ${userSummaryJson()} as u
      from users u
      where ${undefinedInventoryHandlersSql}
      order by u.first_name, u.id
      limit 200`,
  );
  return { users: rows.map((r) => jsonValue(r.u)) };
}
