import { sql, type SQL } from 'drizzle-orm';
import { ROLE_CODES, type PeopleListResult, type RoleCode, type UserSummary } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { offsetOf, pageInfo } from '../../lib/paging.js';
import { and, containsPattern, jsonValue, userSummaryJson } from '../../lib/sql.js';

type Req = { pageNo: number; count: number; searchFor: string; status: 'ACTIVE' | 'INACTIVE'; roles: RoleCode[]; excludeSelf: boolean; getRoleWiseCount: boolean; sortField: 'name' | 'vertical' | 'lastActiveOn'; sortOrder: 'ASC' | 'DESC' };

const ORDER: Record<Req['sortField'], SQL> = {
  name: sql`lower(u.first_name), lower(u.last_name)`,
  vertical: sql`(select lower(v.name) from verticals v where v.id = u.vertical_id)`,
  lastActiveOn: sql`u.last_active_on`,
};

/**
 * The Employees lists (spec 001 §7 User API /user/all/v2 and /user/team/v2; issue 10 §2): `team` limits to
 * the members of the teams the caller owns. Active or deactivated, by name or email search and roles
 * (any of them), sorted (nulls last, then by id), 50 a page; role chips count every role over the same
 * list before the role filter.
 */
export async function listPeople(db: Db, actor: Actor, q: Req, team: boolean): Promise<PeopleListResult> {
  const base = and([
    sql`u.status = ${q.status}`,
    team && sql`exists (select 1 from team_members tm join teams t on t.id = tm.team_id where tm.user_id = u.id and t.owner_user_id = ${actor.userId})`,
    q.excludeSelf && sql`u.id <> ${actor.userId}`,
    q.searchFor && sql`(lower(u.first_name || ' ' || u.last_name) like ${containsPattern(q.searchFor)} or lower(u.email) like ${containsPattern(q.searchFor)})`,
  ]);
  const where = and([base, q.roles.length > 0 && sql`u.roles && ${`{${q.roles.join(',')}}`}::text[]`]);
  const dir = q.sortOrder === 'DESC' ? sql`desc` : sql`asc`;
  const [{ rows }, chips] = await Promise.all([
    db.execute<{ u: unknown; email: string; status: string; owner: string | null; total: number }>(sql`select ${userSummaryJson()} as u, u.email, u.status,
        (select o.first_name || ' ' || o.last_name from team_members tm join teams t on t.id = tm.team_id join users o on o.id = t.owner_user_id where tm.user_id = u.id order by t.id limit 1) as owner,
        count(*) over ()::int as total
      from users u where ${where} order by ${ORDER[q.sortField]} ${dir} nulls last, u.id limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    q.getRoleWiseCount
      ? db.execute<{ role: RoleCode; n: number }>(sql`select r as role, count(*)::int as n from users u cross join unnest(u.roles) as r where ${base} group by r`)
      : Promise.resolve({ rows: [] as { role: RoleCode; n: number }[] }),
  ]);
  const counts = new Map(chips.rows.map((r) => [r.role, r.n]));
  return {
    users: rows.map((r) => ({ ...jsonValue<UserSummary>(r.u), email: r.email, status: r.status, teamOwnerName: r.owner })),
    roleChips: q.getRoleWiseCount ? ROLE_CODES.filter((c) => counts.has(c)).map((role) => ({ role, count: counts.get(role)! })) : [],
    ...pageInfo(q.pageNo, q.count, rows[0]?.total ?? 0),
  };
}
