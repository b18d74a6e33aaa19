import { sql } from 'drizzle-orm';
import {
  CHAT_MESSAGES,
  ROLE_CODES,
  type RoleCode,
  type PeopleListResult,
  type UserBrandsResult,
  type UserEventsResult,
} from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { notFound } from '../../lib/errors.js';
import { pageInfo } from '../../lib/paging.js';
import { hasRole, isAdminActor } from '../../auth/actor.js';
import {
  peopleBase,
  peoplePage,
  userBrandPage,
  userEventPage,
  type PeopleQuery,
  type TeamScope,
  type UserBrandsQuery,
  type UserEventsQuery,
} from './queries.js';

/** Whose teams /user/team/v2 lists (TeamListRequest): the team type, owners and member role. */
export type TeamListQuery = {
  teamType: 'REPORTING_TEAM' | 'ALL_TEAMS';
  teamOwners: number[];
  memberRole?: RoleCode;
};

/**
 * The Employees lists (spec 001 §7 User API /user/all/v2 and /user/team/v2): `team` limits to
 * the members of the teams of `teamOwners` (none: REPORTING_TEAM the caller's, ALL_TEAMS any team),
 * with `memberRole` when given. Active or deactivated, by name or email search and roles
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
  req: PeopleQuery;
  team: TeamListQuery | null;
}): Promise<PeopleListResult> {
  const seesReason = isAdminActor(actor) || hasRole(actor, 'HR');
  const scope: TeamScope | null = team && {
    ownerIds:
      team.teamOwners.length > 0
        ? team.teamOwners
        : team.teamType === 'ALL_TEAMS'
          ? null
          : [actor.userId],
    memberRole: team.memberRole,
  };
  const base = peopleBase(q, scope, q.excludeSelf ? actor.userId : null);
  const { users, roleCounts, total } = await peoplePage({ db, q, base, seesReason });
  return {
    users,
    roleChips: q.getRoleWiseCount
      ? ROLE_CODES.filter((c) => roleCounts.has(c)).map((role) => ({
          role,
          count: roleCounts.get(role)!,
        }))
      : [],
    ...pageInfo(q.pageNo, q.count, total),
  };
}

/**
 * POST /api/user/brands: the brands `userId` owns (not offloaded; with `offloaded` the offloaded ones,
 * with why and when), by name, with how many inventories each is assigned to; 404 for an unknown user.
 */
export async function userBrands(db: Db, q: UserBrandsQuery): Promise<UserBrandsResult> {
  await assertUser(db, q.userId);
  const { brands, total } = await userBrandPage(db, q);
  return { brands, ...pageInfo(q.pageNo, q.count, total) };
}

/** GET /api/user/events-assigned: the events `userId` works as an inventory's PO or through an assigned brand of theirs, the latest start first; 404 for an unknown user. */
export async function userEvents(db: Db, q: UserEventsQuery): Promise<UserEventsResult> {
  await assertUser(db, q.userId);
  const { events, total } = await userEventPage(db, q);
  return { events, ...pageInfo(q.pageNo, q.count, total) };
}

/** 404 'User not found' for an unknown user id. */
export async function assertUser(db: Db, userId: number): Promise<void> {
  const { rows } = await db.execute(sql`select 1 from users where id = ${userId}`);
  if (!rows.length) throw notFound(CHAT_MESSAGES.userNotFound, 'USER_NOT_FOUND');
}
