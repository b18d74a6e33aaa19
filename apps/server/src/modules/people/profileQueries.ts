import { sql } from 'drizzle-orm';
import type { UserInventoriesResult, UserSummary, UserTeamsResult } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { offsetOf } from '../../lib/paging.js';
import { containsPattern, jsonValue, userSummaryJson } from '../../lib/sql.js';
import { isWon } from '../closedDeals/index.js';

/** A profile's Inventories and Teams tabs. */

/** A user's Inventories tab request: a page and an event or inventory name search. */
export type UserInventoriesQuery = {
  userId: number;
  pageNo: number;
  count: number;
  searchFor: string;
};

type UserInventoryRow = {
  id: number;
  event_id: number;
  event: string;
  inventory: string;
  start_date: string;
  end_date: string;
  target: number | null;
  assigned: number;
  won: number;
  total: number;
};

/** One page of the event inventories `q.userId` is a PO of, the latest event first, with their counts. */
export async function userInventoryPage(
  db: Db,
  q: UserInventoriesQuery,
): Promise<{ inventories: UserInventoriesResult['inventories']; total: number }> {
  const search = q.searchFor
    ? sql`and (lower(e.name) like ${containsPattern(q.searchFor)}
        or lower(i.name) like ${containsPattern(q.searchFor)})`
    : sql``;
  const { rows } = await db.execute<UserInventoryRow>(sql`select
      ei.id, e.id as event_id, e.name as event, i.name as inventory,
      e.start_date::text as start_date, e.end_date::text as end_date, ei.sales_target as target,
      (select count(*)::int from pairings a
        where a.ei_id = ei.id and a.status = 'ASSIGNED') as assigned,
      (select count(*)::int from pairings a
        where a.ei_id = ei.id and a.status = 'ASSIGNED' and ${isWon(sql`a`)}) as won,
      count(*) over ()::int as total
    from event_inventory_owners o
      join event_inventories ei on ei.id = o.ei_id
      join events e on e.id = ei.event_id
      join inventories i on i.id = ei.inventory_id
    where o.user_id = ${q.userId} ${search}
    order by e.start_date desc, e.id, lower(i.name), ei.id
    limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`);
  return {
    inventories: rows.map((r) => ({
      eiId: Number(r.id),
      eventId: Number(r.event_id),
      eventName: r.event,
      inventoryName: r.inventory,
      startDate: r.start_date,
      endDate: r.end_date,
      salesTarget: r.target === null ? null : Number(r.target),
      brandsAssigned: r.assigned,
      won: r.won,
    })),
    total: rows[0]?.total ?? 0,
  };
}

/** A user's Teams tab request: a page, a team name search, `onlyTo` for the owned teams only. */
export type UserTeamsQuery = {
  userId: number;
  pageNo: number;
  count: number;
  searchFor: string;
  onlyTo: boolean;
};

type UserTeamRow = {
  id: number;
  name: string;
  u: unknown;
  members: number;
  owner: boolean;
  total: number;
};

/** One page of the teams `q.userId` owns or belongs to, owned ones first, by name. */
export async function userTeamPage(
  db: Db,
  q: UserTeamsQuery,
): Promise<{ teams: UserTeamsResult['teams']; total: number }> {
  const member = q.onlyTo
    ? sql``
    : sql`or exists (select 1 from team_members m
        where m.team_id = t.id and m.user_id = ${q.userId})`;
  const search = q.searchFor ? sql`and lower(t.name) like ${containsPattern(q.searchFor)}` : sql``;
  const { rows } = await db.execute<UserTeamRow>(sql`select t.id, t.name, ${userSummaryJson()} as u,
      (select count(*)::int from team_members m where m.team_id = t.id) as members,
      t.owner_user_id = ${q.userId} as owner,
      count(*) over ()::int as total
    from teams t join users u on u.id = t.owner_user_id
    where (t.owner_user_id = ${q.userId} ${member})
      ${search}
    order by (t.owner_user_id = ${q.userId}) desc, lower(t.name), t.id
    limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`);
  return {
    teams: rows.map((r) => ({
      teamId: Number(r.id),
      teamName: r.name,
      owner: jsonValue<UserSummary>(r.u),
      memberCount: r.members,
      role: r.owner ? ('OWNER' as const) : ('MEMBER' as const),
    })),
    total: rows[0]?.total ?? 0,
  };
}
