import { sql } from 'drizzle-orm';
import type { AuthUser, RoleCode, UserSummary } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { verifyPassword } from '../../auth/passwords.js';
import { iso } from '../../lib/paging.js';
import { notFound } from '../../lib/errors.js';
import { containsPattern, idArray } from '../../lib/sql.js';

type UserRow = {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  profile_image: string | null;
  roles: string[];
  is_admin: boolean;
  status: string;
  vertical_name: string | null;
  last_active_on: unknown;
  owned_team_ids: number[] | null;
  team_member_ids: number[] | null;
  team_ids: number[] | null;
};

const userSelect = sql`
  select u.id, u.email, u.password_hash, u.first_name, u.last_name, u.profile_image, u.roles, u.is_admin, u.status,
    v.name as vertical_name, u.last_active_on,
    (select array_agg(t.id)::int[] from teams t where t.owner_user_id = u.id) as owned_team_ids,
    (select array_agg(distinct tm.user_id)::int[] from teams t join team_members tm on tm.team_id = t.id where t.owner_user_id = u.id) as team_member_ids,
    (select array_agg(tm.team_id)::int[] from team_members tm where tm.user_id = u.id) as team_ids
  from users u left join verticals v on v.id = u.vertical_id`;

/** Maps a user row to the spec's user summary (spec 000 §3). */
export function toUserSummary(r: { id: number; first_name: string; last_name: string; profile_image: string | null; roles: string[]; vertical_name: string | null; last_active_on: unknown }): UserSummary {
  return {
    userId: r.id,
    userName: `${r.first_name} ${r.last_name}`.trim(),
    firstName: r.first_name,
    lastName: r.last_name,
    profileImage: r.profile_image,
    roles: r.roles,
    verticalName: r.vertical_name,
    lastActiveOn: iso(r.last_active_on),
  };
}

function toAuthUser(r: UserRow): AuthUser {
  return {
    ...toUserSummary(r),
    roles: r.roles as RoleCode[],
    email: r.email,
    isAdmin: r.is_admin,
    teamIds: [...(r.owned_team_ids ?? []), ...(r.team_ids ?? [])],
    userVerticalImage: null,
  };
}

function toActor(r: UserRow): Actor {
  return {
    userId: r.id,
    roles: r.roles as RoleCode[],
    isAdmin: r.is_admin,
    ownedTeamIds: r.owned_team_ids ?? [],
    teamMemberIds: r.team_member_ids ?? [],
  };
}

/** The actor of an active user id, or null when no active user has that id. */
export async function loadActor(db: Db, userId: number): Promise<Actor | null> {
  const { rows } = await db.execute<UserRow>(sql`${userSelect} where u.id = ${userId} and u.status = 'ACTIVE'`);
  return rows[0] ? toActor(rows[0]) : null;
}

/**
 * Checks an email and password (POST /api/user/auth). Returns the user, or null for an unknown
 * email, a wrong password or an inactive user (the caller answers 401 alike for all three).
 */
export async function authenticate(db: Db, email: string, password: string): Promise<AuthUser | null> {
  const { rows } = await db.execute<UserRow>(sql`${userSelect} where u.email = ${email}`);
  const row = rows[0];
  if (!row || row.status !== 'ACTIVE' || !(await verifyPassword(row.password_hash, password))) return null;
  await db.execute(sql`update users set last_active_on = now() where id = ${row.id}`);
  return toAuthUser({ ...row, last_active_on: new Date() });
}

/** The public details of a user (GET /api/user/details). 404 when unknown. */
export async function userDetails(db: Db, userId: number): Promise<AuthUser> {
  const { rows } = await db.execute<UserRow>(sql`${userSelect} where u.id = ${userId}`);
  if (!rows[0]) throw notFound('User not found', 'USER_NOT_FOUND');
  return toAuthUser(rows[0]);
}

/**
 * Brand owners (role BO) a caller may filter by (GET /api/brand/owners): every BO for PO/ADMIN,
 * the TO's team and self, a BO themself; none for other roles. Name search, at most 100.
 */
export async function brandOwnerOptions(db: Db, scope: 'all' | number[] | null, searchFor: string) {
  if (!scope) return { brandOwners: [] };
  const { rows } = await db.execute<{ id: number; name: string }>(sql`select u.id, u.first_name || ' ' || u.last_name as name from users u
    where 'BO' = any(u.roles) and u.status = 'ACTIVE' ${scope === 'all' ? sql`` : sql`and u.id = any(${idArray(scope)})`}
    ${searchFor ? sql`and lower(u.first_name || ' ' || u.last_name) like ${containsPattern(searchFor)}` : sql``}
    order by u.first_name, u.last_name limit 100`);
  return { brandOwners: rows.map((r) => ({ userId: r.id, userName: r.name })) };
}
