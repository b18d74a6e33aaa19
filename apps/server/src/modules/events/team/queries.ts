import { sql, type SQL } from 'drizzle-orm';
import type { BrandAssignersResult, EventTeamMember } from '@crm/contracts';
import { EVENT_TEAM_ROLES } from '@crm/contracts';
import type { Db } from '../../../db/client.js';
import { offsetOf } from '../../../lib/paging.js';
import { containsPattern, jsonValue, userSummaryJson } from '../../../lib/sql.js';

/** Which event inventories a team list covers: every one of an event, or one. */
export type TeamScope = { eventId: number } | { eiId: number };

/** A team list's filters and page. */
export type TeamFilter = { pageNo: number; count: number; searchFor: string; toUserId?: number };

const scopeCond = (s: TeamScope) =>
  'eventId' in s ? sql`ei.event_id = ${s.eventId}` : sql`ei.id = ${s.eiId}`;

const roleOrder = sql.raw(`array[${EVENT_TEAM_ROLES.map((r) => `'${r}'`).join(',')}]`);

/** The scope's members (user_id, roles): POs, event and inventory SMEs, BOs of ASSIGNED brands, accepted collaborators. */
const membersCte = (s: TeamScope) => sql`
  eis as (select ei.id, ei.event_id, ei.inventory_id from event_inventories ei where ${scopeCond(s)}),
  member_roles as (
    select o.user_id, 'PO' as role from event_inventory_owners o join eis on eis.id = o.ei_id
    union select es.user_id, 'EVENT_SME' from event_smes es where es.event_id in (select event_id from eis)
    union select s.user_id, 'INVENTORY_SME' from inventory_smes s where s.inventory_id in (select inventory_id from eis)
    union select bo.user_id, 'BO' from pairings p join eis on eis.id = p.ei_id
      join brand_owners bo on bo.brand_id = p.brand_id where p.status = 'ASSIGNED'
    union select c.invitee_user_id, 'COLLABORATOR' from collab_invitations c join eis on eis.id = c.ei_id
      where c.status = 'ACCEPTED'),
  members as (select user_id, array_agg(role order by array_position(${roleOrder}, role)) as roles
    from member_roles group by user_id)`;

const userFilter = (f: { searchFor: string; toUserId?: number }): SQL => {
  const conds: SQL[] = [sql`true`];
  if (f.searchFor)
    conds.push(sql`lower(u.first_name || ' ' || u.last_name) like ${containsPattern(f.searchFor)}`);
  if (f.toUserId !== undefined)
    conds.push(sql`exists (select 1 from team_members tm join teams tt on tt.id = tm.team_id
      where tt.owner_user_id = ${f.toUserId} and tm.user_id = u.id)`);
  return sql.join(conds, sql` and `);
};

type MemberRow = { summary: unknown; roles: unknown; pairing_count: number };

/** One page of the scope's team members, by name, each with their roles and the ASSIGNED pairings they own; and how many. */
export async function teamMembers(db: Db, s: TeamScope, f: TeamFilter) {
  const [{ rows }, total] = await Promise.all([
    db.execute<MemberRow>(sql`with ${membersCte(s)}
      select ${userSummaryJson()} as summary, m.roles,
        (select count(*)::int from pairings p join eis on eis.id = p.ei_id
           join brand_owners bo on bo.brand_id = p.brand_id and bo.user_id = u.id
          where p.status = 'ASSIGNED') as pairing_count
      from members m join users u on u.id = m.user_id
      where ${userFilter(f)}
      order by u.first_name, u.last_name, u.id
      limit ${f.count} offset ${offsetOf(f.pageNo, f.count)}`),
    db.execute<{ n: number }>(sql`with ${membersCte(s)}
      select count(*)::int as n from members m join users u on u.id = m.user_id where ${userFilter(f)}`),
  ]);
  const members: EventTeamMember[] = rows.map((r) => ({
    user: jsonValue<EventTeamMember['user']>(r.summary),
    eventRoles: parseRoles(r.roles),
    pairingCount: Number(r.pairing_count),
  }));
  return { members, total: Number(total.rows[0].n) };
}

/** A text[] column's value: node-postgres parses it, PGlite may too; a '{A,B}' literal is split. */
function parseRoles(v: unknown): EventTeamMember['eventRoles'] {
  const list = Array.isArray(v)
    ? v
    : String(v)
        .replace(/^\{|\}$/g, '')
        .split(',');
  return list.filter(Boolean) as EventTeamMember['eventRoles'];
}

type AssignerRow = { summary: unknown; brand_count: number };

/** One page of who assigned the ASSIGNED brands of event inventory `eiId`, most first; and how many users. */
export async function brandAssigners(
  db: Db,
  q: { eiId: number; pageNo: number; count: number; searchFor: string },
) {
  const where = sql`p.ei_id = ${q.eiId} and p.status = 'ASSIGNED' and ${userFilter(q)}`;
  const [{ rows }, total] = await Promise.all([
    db.execute<AssignerRow>(sql`
      select ${userSummaryJson()} as summary, count(*)::int as brand_count
      from pairings p join users u on u.id = p.assigned_by_user_id
      where ${where}
      group by u.id
      order by brand_count desc, u.first_name, u.id
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(distinct u.id)::int as n
      from pairings p join users u on u.id = p.assigned_by_user_id where ${where}`),
  ]);
  const assigners: BrandAssignersResult['assigners'] = rows.map((r) => ({
    user: jsonValue<BrandAssignersResult['assigners'][number]['user']>(r.summary),
    brandCount: Number(r.brand_count),
  }));
  return { assigners, total: Number(total.rows[0].n) };
}

/** Whether event inventory `eiId` exists. */
export async function eiExists(db: Db, eiId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from event_inventories where id = ${eiId}`);
  return rows.length > 0;
}
