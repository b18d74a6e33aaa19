import { sql } from 'drizzle-orm';
import type { AdminUserProfile, RoleCode } from '@crm/contracts';
import type { Tx } from '../../db/client.js';
import { iso, offsetOf } from '../../lib/paging.js';
import { containsPattern, oneOf } from '../../lib/sql.js';
import { NO_PASSWORD_YET } from '../users/index.js';

type AdminProfileRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  roles: RoleCode[];
  is_admin: boolean;
  vertical_id: number | null;
  vertical: string | null;
  designation: string | null;
  owner_id: number | null;
  owner: string | null;
  status: 'ACTIVE' | 'INACTIVE';
  deactivation_reason: string | null;
  deactivated_at: unknown;
  invitation_pending: boolean;
};

const toAdminProfile = (r: AdminProfileRow): AdminUserProfile => ({
  userId: Number(r.id),
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  roles: r.roles,
  isAdmin: r.is_admin,
  verticalId: r.vertical_id === null ? null : Number(r.vertical_id),
  verticalName: r.vertical,
  designation: r.designation,
  teamOwnerId: r.owner_id === null ? null : Number(r.owner_id),
  teamOwnerName: r.owner,
  status: r.status,
  deactivationReason: r.deactivation_reason,
  deactivatedAt: iso(r.deactivated_at),
  invitationPending: r.invitation_pending,
});

/** The admin form's fields of the users of `ids` (their vertical's name, their first team's owner), by id. */
export async function adminProfiles(db: Tx, ids: number[]): Promise<AdminUserProfile[]> {
  const { rows } = await db.execute<AdminProfileRow>(sql`
    select u.id, u.first_name, u.last_name, u.email, u.roles, u.is_admin, u.vertical_id,
      (select v.name from verticals v where v.id = u.vertical_id) as vertical, u.designation, u.status,
      u.deactivation_reason, u.deactivated_at, o.id as owner_id, o.first_name || ' ' || o.last_name as owner,
      u.password_hash = ${NO_PASSWORD_YET} as invitation_pending
    from users u
      left join lateral (
        select t.owner_user_id
        from team_members tm join teams t on t.id = tm.team_id
        where tm.user_id = u.id
        order by t.id
        limit 1) m on true
      left join users o on o.id = m.owner_user_id
    where u.id ${oneOf(ids)}
    order by u.id`);
  return rows.map(toAdminProfile);
}

/** Whether vertical `id` exists. */
export async function verticalExists(tx: Tx, id: number): Promise<boolean> {
  const { rows } = await tx.execute(sql`select 1 from verticals where id = ${id}`);
  return rows.length > 0;
}

/** Whether user `id` is an active TO. */
export async function isActiveTeamOwner(tx: Tx, id: number): Promise<boolean> {
  const { rows } = await tx.execute(
    sql`select 1 from users where id = ${id} and status = 'ACTIVE' and 'TO' = any(roles)`,
  );
  return rows.length > 0;
}

/** How many of the users of `ids` exist. */
export async function knownUserCount(tx: Tx, ids: number[]): Promise<number> {
  const known = await tx.execute(sql`select id from users where id ${oneOf(ids)}`);
  return known.rows.length;
}

/** Puts the user in the team owned by `ownerId` (creating the owner's team when they have none), out of any other; none when null. */
export async function setTeamOwner(tx: Tx, userId: number, ownerId: number | null): Promise<void> {
  await tx.execute(sql`
    delete from team_members
    where user_id = ${userId}
      and team_id not in (select id from teams where owner_user_id = ${ownerId ?? 0})`);
  if (ownerId === null) return;
  // One team per owner, created on first use; the advisory lock keeps two concurrent saves from creating two.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('team_of_owner'), ${ownerId}::int)`);
  await tx.execute(sql`
    insert into teams (name, owner_user_id)
    select u.first_name || ' ' || u.last_name || '''s team', u.id
    from users u
    where u.id = ${ownerId} and not exists (select 1 from teams t where t.owner_user_id = u.id)`);
  await tx.execute(sql`
    insert into team_members (team_id, user_id)
    select t.id, ${userId}
    from teams t
    where t.owner_user_id = ${ownerId}
      and not exists (
        select 1
        from team_members m join teams t2 on t2.id = m.team_id
        where m.user_id = ${userId} and t2.owner_user_id = ${ownerId})
    order by t.id
    limit 1`);
}

/**
 * A page of designation names: the admin list's (table designations) and any other users hold, each
 * name once (case-insensitive, the list's spelling first), by name, with how many there are.
 */
export async function designationPage(
  db: Tx,
  q: { pageNo: number; count: number; searchFor: string },
): Promise<{ names: string[]; total: number }> {
  const match = (col: ReturnType<typeof sql.raw>) =>
    q.searchFor ? sql`and lower(${col}) like ${containsPattern(q.searchFor)}` : sql``;
  const { rows } = await db.execute<{ d: string; total: number }>(sql`
    select d, count(*) over ()::int as total
    from (
      select distinct on (lower(d)) d
      from (
        select name as d, 0 as pref from designations where true ${match(sql.raw('name'))}
        union all
        select designation, 1 from users where designation is not null ${match(sql.raw('designation'))}
      ) y
      order by lower(d), pref
    ) x
    order by lower(d), d
    limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`);
  return { names: rows.map((r) => r.d), total: rows[0]?.total ?? 0 };
}
