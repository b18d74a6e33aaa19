import { sql, type SQL } from 'drizzle-orm';
import {
  CHAT_MESSAGES,
  ROLE_CODES,
  type PeopleListResult,
  type RoleCode,
  type UserBrandsResult,
  type UserEventsResult,
  type UserSummary,
} from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { notFound } from '../../lib/errors.js';
import { iso, offsetOf, pageInfo } from '../../lib/paging.js';
import { and, containsPattern, jsonValue, userSummaryJson } from '../../lib/sql.js';
import { hasRole, isAdminActor } from '../../auth/actor.js';

type Req = {
  pageNo: number;
  count: number;
  searchFor: string;
  status: 'ACTIVE' | 'INACTIVE';
  roles: RoleCode[];
  excludeSelf: boolean;
  getRoleWiseCount: boolean;
  sortField: 'name' | 'vertical' | 'lastActiveOn';
  sortOrder: 'ASC' | 'DESC';
};

const ORDER: Record<Req['sortField'], SQL> = {
  name: sql`lower(u.first_name), lower(u.last_name)`,
  vertical: sql`(select lower(v.name) from verticals v where v.id = u.vertical_id)`,
  lastActiveOn: sql`u.last_active_on`,
};

/**
 * The Employees lists (spec 001 §7 User API /user/all/v2 and /user/team/v2): `team` limits to
 * the members of the teams the caller owns. Active or deactivated, by name or email search and roles
 * (any of them), sorted (nulls last, then by id), 50 a page; role chips count every role over the same
 * list before the role filter. Why someone was deactivated is HR's and the admins' to read: the rows of
 * every other caller carry no `deactivationReason`.
 */
export async function listPeople({
  db,
  actor,
  req: q,
  team,
}: {
  db: Db;
  actor: Actor;
  req: Req;
  team: boolean;
}): Promise<PeopleListResult> {
  const base = and([
    sql`u.status = ${q.status}`,
    team &&
      sql`exists (select 1 from team_members tm join teams t on t.id = tm.team_id where tm.user_id = u.id and t.owner_user_id = ${actor.userId})`,
    q.excludeSelf && sql`u.id <> ${actor.userId}`,
    q.searchFor &&
      sql`(lower(u.first_name || ' ' || u.last_name) like ${containsPattern(q.searchFor)} or lower(u.email) like ${containsPattern(q.searchFor)})`,
  ]);
  const where = and([
    base,
    q.roles.length > 0 && sql`u.roles && ${`{${q.roles.join(',')}}`}::text[]`,
  ]);
  const dir = q.sortOrder === 'DESC' ? sql`desc` : sql`asc`;
  const seesReason = isAdminActor(actor) || hasRole(actor, 'HR');
  const [{ rows }, chips] = await Promise.all([
    db.execute<{
      u: unknown;
      email: string;
      status: string;
      owner: string | null;
      reason: string | null;
      total: number;
    }>(sql`select ${userSummaryJson()} as u, u.email, u.status,
        ${seesReason ? sql`u.deactivation_reason` : sql`null::text`} as reason,
        (select o.first_name || ' ' || o.last_name from team_members tm join teams t on t.id = tm.team_id join users o on o.id = t.owner_user_id where tm.user_id = u.id order by t.id limit 1) as owner,
        count(*) over ()::int as total
      from users u where ${where} order by ${ORDER[q.sortField]} ${dir} nulls last, u.id limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    q.getRoleWiseCount
      ? db.execute<{ role: RoleCode; n: number }>(
          sql`select r as role, count(*)::int as n from users u cross join unnest(u.roles) as r where ${base} group by r`,
        )
      : Promise.resolve({ rows: [] as { role: RoleCode; n: number }[] }),
  ]);
  const counts = new Map(chips.rows.map((r) => [r.role, r.n]));
  return {
    users: rows.map((r) => ({
      ...jsonValue<UserSummary>(r.u),
      email: r.email,
      status: r.status,
      teamOwnerName: r.owner,
      ...(seesReason ? { deactivationReason: r.reason } : {}),
    })),
    roleChips: q.getRoleWiseCount
      ? ROLE_CODES.filter((c) => counts.has(c)).map((role) => ({ role, count: counts.get(role)! }))
      : [],
    ...pageInfo(q.pageNo, q.count, rows[0]?.total ?? 0),
  };
}

/**
 * POST /api/user/brands: the brands `userId` owns (not offloaded; with `offloaded` the offloaded ones,
 * with why and when), by name, with how many inventories each is assigned to; 404 for an unknown user.
 */
export async function userBrands(
  db: Db,
  q: { userId: number; pageNo: number; count: number; searchFor: string; offloaded?: boolean },
): Promise<UserBrandsResult> {
  await assertUser(db, q.userId);
  const { rows } = await db.execute<{
    id: number;
    name: string;
    company: string | null;
    industry: string | null;
    assigned: number;
    reason: string | null;
    offloaded_at: unknown;
    total: number;
  }>(sql`select b.id, b.name,
      b.offload_reason as reason, b.offloaded_at,
      (select c.name from companies c where c.id = b.company_id) as company, (select i.name from industries i where i.id = b.industry_id) as industry,
      (select count(*)::int from pairings a where a.brand_id = b.id and a.status = 'ASSIGNED') as assigned, count(*) over ()::int as total
    from brand_owners o join brands b on b.id = o.brand_id
    where o.user_id = ${q.userId} and b.is_offloaded = ${!!q.offloaded} ${q.searchFor ? sql`and lower(b.name) like ${containsPattern(q.searchFor)}` : sql``}
    order by lower(b.name), b.id limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`);
  return {
    brands: rows.map((r) => ({
      brandId: Number(r.id),
      brandName: r.name,
      companyName: r.company,
      industryName: r.industry,
      assignedCount: r.assigned,
      offloadReason: q.offloaded ? r.reason : null,
      offloadedAt: q.offloaded ? iso(r.offloaded_at) : null,
    })),
    ...pageInfo(q.pageNo, q.count, rows[0]?.total ?? 0),
  };
}

/** GET /api/user/events-assigned: the events `userId` works as an inventory's PO or through an assigned brand of theirs, the latest start first; 404 for an unknown user. */
export async function userEvents(
  db: Db,
  q: { userId: number; pageNo: number; count: number },
): Promise<UserEventsResult> {
  await assertUser(db, q.userId);
  const { rows } = await db.execute<{
    id: number;
    name: string;
    start_date: string;
    end_date: string;
    as_po: boolean;
    as_bo: boolean;
    total: number;
  }>(sql`select e.id, e.name, e.start_date::text as start_date, e.end_date::text as end_date,
      exists (select 1 from event_inventories ei join event_inventory_owners o on o.ei_id = ei.id where ei.event_id = e.id and o.user_id = ${q.userId}) as as_po,
      exists (select 1 from event_inventories ei join pairings a on a.ei_id = ei.id and a.status = 'ASSIGNED' join brand_owners bo on bo.brand_id = a.brand_id
        where ei.event_id = e.id and bo.user_id = ${q.userId}) as as_bo,
      count(*) over ()::int as total
    from events e where e.id in (
      select ei.event_id from event_inventories ei join event_inventory_owners o on o.ei_id = ei.id where o.user_id = ${q.userId}
      union select ei.event_id from event_inventories ei join pairings a on a.ei_id = ei.id and a.status = 'ASSIGNED' join brand_owners bo on bo.brand_id = a.brand_id where bo.user_id = ${q.userId})
    order by e.start_date desc, e.id limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`);
  return {
    events: rows.map((r) => ({
      eventId: Number(r.id),
      eventName: r.name,
      startDate: r.start_date,
      endDate: r.end_date,
      asPO: !!r.as_po,
      asBO: !!r.as_bo,
    })),
    ...pageInfo(q.pageNo, q.count, rows[0]?.total ?? 0),
  };
}

/** 404 'User not found' for an unknown user id. */
export async function assertUser(db: Db, userId: number): Promise<void> {
  const { rows } = await db.execute(sql`select 1 from users where id = ${userId}`);
  if (!rows.length) throw notFound(CHAT_MESSAGES.userNotFound, 'USER_NOT_FOUND');
}
