import { sql, type SQL } from 'drizzle-orm';
import type {
  PeopleListResult,
  RoleCode,
  UserBrandsResult,
  UserEventsResult,
  UserSummary,
} from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { iso, offsetOf } from '../../lib/paging.js';
import { and, containsPattern, jsonValue, oneOf, userSummaryJson } from '../../lib/sql.js';

/** The Employees lists and a user's Brands and Events tabs. */

/** An Employees list request (spec 001 §7 /user/all/v2): a page, filters and the sort. */
export type PeopleQuery = {
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

const ORDER: Record<PeopleQuery['sortField'], SQL> = {
  name: sql`lower(u.first_name), lower(u.last_name)`,
  vertical: sql`(select lower(v.name) from verticals v where v.id = u.vertical_id)`,
  lastActiveOn: sql`u.last_active_on`,
};

/** Which teams' members a list keeps: those of `ownerIds` (null: of any team), with `memberRole` when given. */
export type TeamScope = { ownerIds: number[] | null; memberRole?: RoleCode };

/** A name or email search over user alias `u` (none when empty). */
export const personSearch = (searchFor: string): SQL | false =>
  !!searchFor &&
  sql`(lower(u.first_name || ' ' || u.last_name) like ${containsPattern(searchFor)}
    or lower(u.email) like ${containsPattern(searchFor)})`;

/** Members of a team of `ownerIds` (any team when null) for user alias `u`. */
export const inTeamOf = (ownerIds: number[] | null): SQL =>
  sql`exists (select 1
    from team_members tm join teams t on t.id = tm.team_id
    where tm.user_id = u.id ${ownerIds === null ? sql`` : sql`and t.owner_user_id ${oneOf(ownerIds)}`})`;

/**
 * The Employees list's filter before the role filter: status, the members of `team` (when given),
 * not `selfId` (when given), name or email search.
 */
export function peopleBase(q: PeopleQuery, team: TeamScope | null, selfId: number | null): SQL {
  return and([
    sql`u.status = ${q.status}`,
    team !== null && inTeamOf(team.ownerIds),
    team?.memberRole !== undefined && sql`${team.memberRole} = any(u.roles)`,
    selfId !== null && sql`u.id <> ${selfId}`,
    personSearch(q.searchFor),
  ]);
}

type PersonRow = {
  u: unknown;
  email: string;
  status: string;
  owner: string | null;
  reason: string | null;
  total: number;
};
type RoleChipRow = { role: RoleCode; n: number };

/**
 * One page of an Employees list matching `base` and any of `q.roles` and, when `q.getRoleWiseCount`,
 * each role's count over `base` (two statements at once). `seesReason` reads `deactivationReason`.
 */
export async function peoplePage({
  db,
  q,
  base,
  seesReason,
}: {
  db: Db;
  q: Pick<
    PeopleQuery,
    'pageNo' | 'count' | 'roles' | 'getRoleWiseCount' | 'sortField' | 'sortOrder'
  >;
  base: SQL;
  seesReason: boolean;
}): Promise<{
  users: PeopleListResult['users'];
  roleCounts: Map<RoleCode, number>;
  total: number;
}> {
  const where = and([
    base,
    q.roles.length > 0 && sql`u.roles && ${`{${q.roles.join(',')}}`}::text[]`,
  ]);
  const dir = q.sortOrder === 'DESC' ? sql`desc` : sql`asc`;
  const [{ rows }, chips] = await Promise.all([
    db.execute<PersonRow>(sql`select ${userSummaryJson()} as u, u.email, u.status,
        ${seesReason ? sql`u.deactivation_reason` : sql`null::text`} as reason,
        (select o.first_name || ' ' || o.last_name
          from team_members tm join teams t on t.id = tm.team_id join users o on o.id = t.owner_user_id
          where tm.user_id = u.id
          order by t.id
          limit 1) as owner,
        count(*) over ()::int as total
      from users u
      where ${where}
      order by ${ORDER[q.sortField]} ${dir} nulls last, u.id
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    q.getRoleWiseCount
      ? db.execute<RoleChipRow>(sql`select r as role, count(*)::int as n
          from users u cross join unnest(u.roles) as r
          where ${base}
          group by r`)
      : Promise.resolve({ rows: [] as RoleChipRow[] }),
  ]);
  return {
    users: rows.map((r) => ({
      ...jsonValue<UserSummary>(r.u),
      email: r.email,
      status: r.status,
      teamOwnerName: r.owner,
      ...(seesReason ? { deactivationReason: r.reason } : {}),
    })),
    roleCounts: new Map(chips.rows.map((r) => [r.role, r.n])),
    total: rows[0]?.total ?? 0,
  };
}

/** A user's Brands tab request: a page, a name search, the offloaded brands or the others. */
export type UserBrandsQuery = {
  userId: number;
  pageNo: number;
  count: number;
  searchFor: string;
  offloaded?: boolean;
};

type UserBrandRow = {
  id: number;
  name: string;
  company: string | null;
  industry: string | null;
  assigned: number;
  reason: string | null;
  offloaded_at: unknown;
  total: number;
};

/** One page of the brands `q.userId` owns, by name; why and when offloaded only with `q.offloaded`. */
export async function userBrandPage(
  db: Db,
  q: UserBrandsQuery,
): Promise<{ brands: UserBrandsResult['brands']; total: number }> {
  const search = q.searchFor ? sql`and lower(b.name) like ${containsPattern(q.searchFor)}` : sql``;
  const { rows } = await db.execute<UserBrandRow>(sql`select b.id, b.name,
      b.offload_reason as reason, b.offloaded_at,
      (select c.name from companies c where c.id = b.company_id) as company,
      (select i.name from industries i where i.id = b.industry_id) as industry,
      (select count(*)::int from pairings a
        where a.brand_id = b.id and a.status = 'ASSIGNED') as assigned,
      count(*) over ()::int as total
    from brand_owners o join brands b on b.id = o.brand_id
    where o.user_id = ${q.userId} and b.is_offloaded = ${!!q.offloaded} ${search}
    order by lower(b.name), b.id
    limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`);
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
    total: rows[0]?.total ?? 0,
  };
}

/** A user's Events tab request: a page. */
export type UserEventsQuery = { userId: number; pageNo: number; count: number };

type UserEventRow = {
  id: number;
  name: string;
  start_date: string;
  end_date: string;
  as_po: boolean;
  as_bo: boolean;
  total: number;
};

/** One page of the events `q.userId` works as a PO or through an assigned brand, the latest start first. */
export async function userEventPage(
  db: Db,
  q: UserEventsQuery,
): Promise<{ events: UserEventsResult['events']; total: number }> {
  const { rows } = await db.execute<UserEventRow>(sql`select e.id, e.name,
      e.start_date::text as start_date, e.end_date::text as end_date,
      exists (select 1
        from event_inventories ei join event_inventory_owners o on o.ei_id = ei.id
        where ei.event_id = e.id and o.user_id = ${q.userId}) as as_po,
      exists (select 1
        from event_inventories ei
          join pairings a on a.ei_id = ei.id and a.status = 'ASSIGNED'
          join brand_owners bo on bo.brand_id = a.brand_id
        where ei.event_id = e.id and bo.user_id = ${q.userId}) as as_bo,
      count(*) over ()::int as total
    from events e
    where e.id in (
      select ei.event_id
      from event_inventories ei join event_inventory_owners o on o.ei_id = ei.id
      where o.user_id = ${q.userId}
      union select ei.event_id
      from event_inventories ei
        join pairings a on a.ei_id = ei.id and a.status = 'ASSIGNED'
        join brand_owners bo on bo.brand_id = a.brand_id
      where bo.user_id = ${q.userId})
    order by e.start_date desc, e.id
    limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`);
  return {
    events: rows.map((r) => ({
      eventId: Number(r.id),
      eventName: r.name,
      startDate: r.start_date,
      endDate: r.end_date,
      asPO: !!r.as_po,
      asBO: !!r.as_bo,
    })),
    total: rows[0]?.total ?? 0,
  };
}
