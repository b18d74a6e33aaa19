import { sql, type SQL } from 'drizzle-orm';
import type {
  CompanyPickerResult,
  LocationPickerResult,
  TeamOverviewResult,
  UserSummary,
} from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { offsetOf } from '../../lib/paging.js';
import { and, containsPattern, jsonValue, oneOf, userSummaryJson } from '../../lib/sql.js';
import { inTeamOf, personSearch } from './queries.js';

/** The admin's user list filter and pickers (spec 001 §7 Admin reference data). */

type Filter = {
  searchFor: string;
  verticalIds: number[];
  teamOwnerIds: number[];
  status: 'ACTIVE' | 'INACTIVE' | 'ALL';
};
type Page = { pageNo: number; count: number; searchFor: string };

/** The admin users list's filter before its roles, over user alias `u`: status, verticals, team owners, search. */
export function adminUserBase(f: Filter): SQL {
  return and([
    f.status !== 'ALL' && sql`u.status = ${f.status}`,
    f.verticalIds.length > 0 && sql`u.vertical_id ${oneOf(f.verticalIds)}`,
    f.teamOwnerIds.length > 0 && inTeamOf(f.teamOwnerIds),
    personSearch(f.searchFor),
  ]);
}

/** The active users holding `role`, with a name or email search, over user alias `u`. */
export const activeWithRole = (role: string, searchFor: string): SQL =>
  and([sql`u.status = 'ACTIVE'`, sql`${role} = any(u.roles)`, personSearch(searchFor)]);

type TeamRow = {
  id: number;
  name: string;
  owner: unknown;
  members: unknown;
  brands: number;
  total: number;
};

/**
 * One page of the team overview: every team whose name or owner's name matches, by team name, with
 * its owner, members (by name) and how many distinct brands, not offloaded, the owner and members own.
 */
export async function teamOverviewPage(
  db: Db,
  q: Page,
): Promise<{ teams: TeamOverviewResult['teams']; total: number }> {
  const like = containsPattern(q.searchFor);
  const match = q.searchFor
    ? sql`and (lower(t.name) like ${like} or lower(o.first_name || ' ' || o.last_name) like ${like})`
    : sql``;
  const { rows } = await db.execute<TeamRow>(sql`
    select t.id, t.name, ${userSummaryJson(sql.raw('o'))} as owner,
      coalesce((select json_agg(${userSummaryJson()} order by lower(u.first_name), lower(u.last_name), u.id)
        from team_members tm join users u on u.id = tm.user_id
        where tm.team_id = t.id), '[]'::json) as members,
      (select count(distinct bo.brand_id)::int
        from brand_owners bo join brands b on b.id = bo.brand_id and not b.is_offloaded
        where bo.user_id = t.owner_user_id
          or bo.user_id in (select tm.user_id from team_members tm where tm.team_id = t.id)) as brands,
      count(*) over ()::int as total
    from teams t join users o on o.id = t.owner_user_id
    where true ${match}
    order by lower(t.name), t.id
    limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`);
  return {
    teams: rows.map((r) => {
      const members = jsonValue<UserSummary[]>(r.members);
      return {
        teamId: Number(r.id),
        teamName: r.name,
        owner: jsonValue<UserSummary>(r.owner),
        memberCount: members.length,
        members,
        brandsOwned: r.brands,
      };
    }),
    total: rows[0]?.total ?? 0,
  };
}

/** One page of the cities whose name matches, by name, each with its state. */
export async function cityPage(
  db: Db,
  q: Page,
): Promise<{ locations: LocationPickerResult['locations']; total: number }> {
  const match = q.searchFor ? sql`where lower(c.name) like ${containsPattern(q.searchFor)}` : sql``;
  const { rows } = await db.execute<{ id: number; name: string; state: string; total: number }>(sql`
    select c.id, c.name, s.name as state, count(*) over ()::int as total
    from cities c join states s on s.id = c.state_id
    ${match}
    order by lower(c.name), c.id
    limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`);
  return {
    locations: rows.map((r) => ({ cityId: Number(r.id), cityName: r.name, stateName: r.state })),
    total: rows[0]?.total ?? 0,
  };
}

/** One page of the companies whose name matches, by name. */
export async function companyPage(
  db: Db,
  q: Page,
): Promise<{ companies: CompanyPickerResult['companies']; total: number }> {
  const match = q.searchFor ? sql`where lower(name) like ${containsPattern(q.searchFor)}` : sql``;
  const { rows } = await db.execute<{ id: number; name: string; total: number }>(sql`
    select id, name, count(*) over ()::int as total
    from companies
    ${match}
    order by lower(name), id
    limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`);
  return {
    companies: rows.map((r) => ({ companyId: Number(r.id), companyName: r.name })),
    total: rows[0]?.total ?? 0,
  };
}
