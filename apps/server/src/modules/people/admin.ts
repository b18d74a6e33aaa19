import { sql } from 'drizzle-orm';
import {
  type AdminUserProfile,
  type AdminUsersResult,
  type DesignationsResult,
  type RoleCode,
  USER_ADMIN_MESSAGES,
} from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { hashPassword } from '../../auth/passwords.js';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.js';
import { iso, offsetOf, pageInfo } from '../../lib/paging.js';
import { containsPattern, idArray } from '../../lib/sql.js';
import { assertAdmin } from '../../auth/actor.js';
import { insertUser, setAccountsActive, updateAccount } from '../users/index.js';

type Fields = {
  firstName: string;
  lastName: string;
  email: string;
  roles: RoleCode[];
  verticalId: number | null;
  designation: string | null;
  teamOwnerId: number | null;
};

/** GET /api/admin/users/profile?userId: a user's editable fields for the admin form; 404 when unknown. */
export async function adminUserProfile(db: Tx, userId: number): Promise<AdminUserProfile> {
  const [user] = await adminProfiles(db, [userId]);
  if (!user) throw notFound(USER_ADMIN_MESSAGES.notFound, 'USER_NOT_FOUND');
  return user;
}

async function adminProfiles(db: Tx, ids: number[]): Promise<AdminUserProfile[]> {
  const { rows } = await db.execute<{
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
  }>(sql`select u.id, u.first_name, u.last_name, u.email, u.roles, u.is_admin,
      u.vertical_id, (select v.name from verticals v where v.id = u.vertical_id) as vertical, u.designation, u.status, u.deactivation_reason, u.deactivated_at, o.id as owner_id, o.first_name || ' ' || o.last_name as owner
    from users u left join lateral (select t.owner_user_id from team_members tm join teams t on t.id = tm.team_id where tm.user_id = u.id order by t.id limit 1) m on true
    left join users o on o.id = m.owner_user_id
    where u.id = any(${idArray(ids)}) order by u.id`);
  return rows.map((r) => ({
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
  }));
}

/** 400 for a vertical that does not exist or a team owner who is not an active TO (or the user themself). */
async function checkReferences(tx: Tx, f: Fields, userId?: number): Promise<void> {
  if (f.verticalId !== null) {
    const { rows } = await tx.execute(sql`select 1 from verticals where id = ${f.verticalId}`);
    if (!rows.length) throw badRequest(USER_ADMIN_MESSAGES.unknownVertical, 'UNKNOWN_VERTICAL');
  }
  if (f.teamOwnerId !== null) {
    if (f.teamOwnerId === userId)
      throw badRequest(USER_ADMIN_MESSAGES.teamOwnerSelf, 'BAD_TEAM_OWNER');
    const { rows } = await tx.execute(
      sql`select 1 from users where id = ${f.teamOwnerId} and status = 'ACTIVE' and 'TO' = any(roles)`,
    );
    if (!rows.length) throw badRequest(USER_ADMIN_MESSAGES.teamOwnerNotTO, 'BAD_TEAM_OWNER');
  }
}

/** Puts the user in the team owned by `ownerId` (creating the owner's team when they have none), out of any other; none when null. */
async function setTeamOwner(tx: Tx, userId: number, ownerId: number | null): Promise<void> {
  await tx.execute(
    sql`delete from team_members where user_id = ${userId} and team_id not in (select id from teams where owner_user_id = ${ownerId ?? 0})`,
  );
  if (ownerId === null) return;
  // One team per owner, created on first use; the advisory lock keeps two concurrent saves from creating two.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('team_of_owner'), ${ownerId}::int)`);
  await tx.execute(sql`insert into teams (name, owner_user_id) select u.first_name || ' ' || u.last_name || '''s team', u.id from users u
    where u.id = ${ownerId} and not exists (select 1 from teams t where t.owner_user_id = u.id)`);
  await tx.execute(sql`insert into team_members (team_id, user_id) select t.id, ${userId} from teams t where t.owner_user_id = ${ownerId}
    and not exists (select 1 from team_members m join teams t2 on t2.id = m.team_id where m.user_id = ${userId} and t2.owner_user_id = ${ownerId}) order by t.id limit 1`);
}

/** Runs `work` in a transaction, turning a duplicate email into 409 EMAIL_ALREADY_EXISTS 'User Email Already exist'. */
async function saving<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (e) {
    if (isUniqueViolation(e))
      throw conflict(USER_ADMIN_MESSAGES.emailExists, 'EMAIL_ALREADY_EXISTS');
    throw e;
  }
}

const duplicateEmails = (users: { email: string }[]) =>
  new Set(users.map((u) => u.email)).size !== users.length;

/**
 * POST /api/admin/users: creates users (all or none) with argon2id-hashed first passwords; ADMIN among
 * the roles also sets the admin flag. 409 EMAIL_ALREADY_EXISTS when an email is taken (case-insensitive,
 * also within the request); 400 for an unknown vertical or a team owner who is not an active TO.
 */
export async function createUsers(
  db: Db,
  actor: Actor,
  users: (Fields & { password: string })[],
): Promise<AdminUsersResult> {
  assertAdmin(actor);
  if (duplicateEmails(users))
    throw conflict(USER_ADMIN_MESSAGES.emailExists, 'EMAIL_ALREADY_EXISTS');
  const hashes = await Promise.all(users.map((u) => hashPassword(u.password)));
  const ids = await saving(db, async (tx) => {
    const created: number[] = [];
    for (const [i, u] of users.entries()) {
      await checkReferences(tx, u);
      const id = await insertUser(tx, { ...u, passwordHash: hashes[i] });
      await setTeamOwner(tx, id, u.teamOwnerId);
      created.push(id);
    }
    return created;
  });
  return { users: await adminProfiles(db, ids), message: USER_ADMIN_MESSAGES.added };
}

/**
 * PATCH /api/admin/users: saves edits of existing users (all or none). 404 for an unknown userId, 409
 * EMAIL_ALREADY_EXISTS for a taken email, 400 as for create. Role changes apply on the user's next
 * request on this copy (within the actor cache time on others).
 */
export async function updateUsers(
  db: Db,
  actor: Actor,
  users: (Fields & { userId: number })[],
  forgetUser: (userId: number) => void,
): Promise<AdminUsersResult> {
  assertAdmin(actor);
  if (duplicateEmails(users))
    throw conflict(USER_ADMIN_MESSAGES.emailExists, 'EMAIL_ALREADY_EXISTS');
  await saving(db, async (tx) => {
    for (const u of users) {
      await checkReferences(tx, u, u.userId);
      if (!(await updateAccount(tx, u)))
        throw notFound(USER_ADMIN_MESSAGES.notFound, 'USER_NOT_FOUND');
      await setTeamOwner(tx, u.userId, u.teamOwnerId);
    }
  });
  for (const u of users) forgetUser(u.userId);
  return {
    users: await adminProfiles(
      db,
      users.map((u) => u.userId),
    ),
    message: USER_ADMIN_MESSAGES.updated,
  };
}

/**
 * POST /api/admin/users/deactivate {usersIds, mode, reason}: DEACTIVATE marks the users INACTIVE with
 * the reason and time (they can no longer sign in; `stop` ends their live sessions: cached actors and
 * sockets), REACTIVATE makes them ACTIVE again and clears the reason. 404 when any id is unknown, 400
 * when an admin includes themself in a deactivation. Answers how many users changed (already in that
 * state: unchanged, so repeating the request is harmless).
 */
export async function setUsersActive(
  db: Db,
  actor: Actor,
  req: { usersIds: number[]; mode: 'DEACTIVATE' | 'REACTIVATE'; reason: string },
  stop: (userId: number) => void,
): Promise<{ changed: number; message: string }> {
  assertAdmin(actor);
  const ids = [...new Set(req.usersIds)];
  const deactivate = req.mode === 'DEACTIVATE';
  if (deactivate && ids.includes(actor.userId))
    throw badRequest(USER_ADMIN_MESSAGES.notSelf, 'CANNOT_DEACTIVATE_SELF');
  const changed = await db.transaction(async (tx) => {
    const known = await tx.execute(sql`select id from users where id = any(${idArray(ids)})`);
    if (known.rows.length !== ids.length)
      throw notFound(USER_ADMIN_MESSAGES.notFound, 'USER_NOT_FOUND');
    return setAccountsActive(tx, { userIds: ids, deactivate, reason: req.reason });
  });
  if (deactivate) for (const id of changed) stop(id);
  return {
    changed: changed.length,
    message: deactivate
      ? USER_ADMIN_MESSAGES.deactivated(changed.length)
      : USER_ADMIN_MESSAGES.reactivated(changed.length),
  };
}

/**
 * GET /api/user/designations: the designations of the admin reference list (table designations) and any
 * other designation users hold, each name once (case-insensitive), by name, 75 a page, searchable.
 */
export async function designations(
  db: Db,
  q: { pageNo: number; count: number; searchFor: string },
): Promise<DesignationsResult> {
  const match = (col: ReturnType<typeof sql.raw>) =>
    q.searchFor ? sql`and lower(${col}) like ${containsPattern(q.searchFor)}` : sql``;
  const { rows } = await db.execute<{
    d: string;
    total: number;
  }>(sql`select d, count(*) over ()::int as total from (select distinct on (lower(d)) d from (
      select name as d, 0 as pref from designations where true ${match(sql.raw('name'))}
      union all select designation, 1 from users where designation is not null ${match(sql.raw('designation'))}) y order by lower(d), pref) x
    order by lower(d), d limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`);
  return {
    designations: rows.map((r) => r.d),
    ...pageInfo(q.pageNo, q.count, rows[0]?.total ?? 0),
  };
}
