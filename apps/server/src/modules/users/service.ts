import { sql } from 'drizzle-orm';
import type { AuthUser, RoleCode, UserDetails, UserSummary } from '@crm/contracts';
import type { Session } from '../../auth/tokens.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { iso } from '../../lib/paging.js';
import { notFound } from '../../lib/errors.js';
import { containsPattern, executePrepared, idArray } from '../../lib/sql.js';

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
function toUserSummary(r: {
  id: number;
  first_name: string;
  last_name: string;
  profile_image: string | null;
  roles: string[];
  vertical_name: string | null;
  last_active_on: unknown;
}): UserSummary {
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

/**
 * The actor of an active user id, or null when no active user has that id — or, given the token, when it
 * was revoked (logout) or issued before the user's sessions were cut off (a deactivation, even if reactivated since).
 */
export async function loadActor(
  db: Db,
  userId: number,
  token?: Pick<Session, 'jti' | 'issuedAt'>,
): Promise<Actor | null> {
  const live =
    token === undefined
      ? sql``
      : sql`and not exists (select 1 from revoked_tokens r where r.jti = ${token.jti})
    and (u.sessions_valid_from is null or date_trunc('second', u.sessions_valid_from) <= to_timestamp(${token.issuedAt}))`; // iat counts whole seconds
  const { rows } = await executePrepared<UserRow>(
    db,
    token === undefined ? 'actor' : 'actor_by_token',
    sql`${userSelect} where u.id = ${userId} and u.status = 'ACTIVE' ${live}`,
  );
  return rows[0] ? toActor(rows[0]) : null;
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks an email and password (POST /api/user/auth). Returns the user, or null for an unknown
 * email, a wrong password or an inactive user (the caller answers 401 alike for all three). An
 * unknown email still costs one argon2id verification (of a dummy hash), so timing tells nothing.
 */
export async function authenticate(
  db: Db,
  email: string,
  password: string,
): Promise<AuthUser | null> {
  const { rows } = await db.execute<UserRow>(sql`${userSelect} where u.email = ${email}`);
  const row = rows[0];
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  const ok = await verifyPassword(row?.password_hash ?? (await dummyHash), password);
  if (!row || row.status !== 'ACTIVE' || !ok) return null;
  await db.execute(sql`update users set last_active_on = now() where id = ${row.id}`);
  return toAuthUser({ ...row, last_active_on: new Date() });
}

/**
 * GET /api/user/details: the caller's own details in full (email, teams, admin flag); for anyone else
 * only what a profile card shows (name, picture, roles, vertical, last active). 404 when unknown.
 */
export async function userDetails(db: Db, actor: Actor, userId: number): Promise<UserDetails> {
  const { rows } = await db.execute<UserRow>(sql`${userSelect} where u.id = ${userId}`);
  if (!rows[0]) throw notFound('User not found', 'USER_NOT_FOUND');
  return userId === actor.userId ? toAuthUser(rows[0]) : toUserSummary(rows[0]);
}

/** POST /api/user/logout: revokes the caller's token until it would have expired (and drops expired revocations). */
export async function revokeSession(db: Db, s: Session): Promise<void> {
  await db.execute(
    sql`insert into revoked_tokens (jti, user_id, expires_at) values (${s.jti}, ${s.userId}, ${s.expiresAt.toISOString()}) on conflict (jti) do nothing`,
  );
  await db.execute(sql`delete from revoked_tokens where expires_at < now()`);
}

/**
 * Brand owners (role BO) a caller may filter by (GET /api/brand/owners): every BO for PO/ADMIN,
 * the TO's team and self, a BO themself; none for other roles. Name search, at most 100.
 */
export async function brandOwnerOptions(db: Db, scope: 'all' | number[] | null, searchFor: string) {
  if (!scope) return { brandOwners: [] };
  const { rows } = await db.execute<{
    id: number;
    name: string;
  }>(sql`select u.id, u.first_name || ' ' || u.last_name as name from users u
    where 'BO' = any(u.roles) and u.status = 'ACTIVE' ${scope === 'all' ? sql`` : sql`and u.id = any(${idArray(scope)})`}
    ${searchFor ? sql`and lower(u.first_name || ' ' || u.last_name) like ${containsPattern(searchFor)}` : sql``}
    order by u.first_name, u.last_name limit 100`);
  return { brandOwners: rows.map((r) => ({ userId: r.id, userName: r.name })) };
}
