import { sql } from 'drizzle-orm';
import type {
  BrandListResult,
  DirectoryResult,
  RoleCode,
  UserVerticalsResult,
} from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { pageInfo } from '../../lib/paging.js';
import { and } from '../../lib/sql.js';
import { personSearch } from './queries.js';
import { allUserBrandsPage, userPage, verticalCounts } from './directoryQueries.js';
import { assertUser } from './service.js';

type Page = { pageNo: number; count: number };
const rolesText = (roles: RoleCode[]) => `{${roles.join(',')}}`;

/** GET /api/user/all (spec 001 §7 User API): a page (50) of every user, active and deactivated, by name. */
export async function allUsers(db: Db, q: Page & { searchFor: string }): Promise<DirectoryResult> {
  const { users, total } = await userPage(db, and([personSearch(q.searchFor)]), q);
  return { users, ...pageInfo(q.pageNo, q.count, total) };
}

/** POST /api/user/active: a page (50) of the active users with any of `roles` (none: all), by name. */
export async function activeUsers(
  db: Db,
  q: Page & { searchFor: string; roles: RoleCode[] },
): Promise<DirectoryResult> {
  const where = and([
    sql`u.status = 'ACTIVE'`,
    q.roles.length > 0 && sql`u.roles && ${rolesText(q.roles)}::text[]`,
    personSearch(q.searchFor),
  ]);
  const { users, total } = await userPage(db, where, q);
  return { users, ...pageInfo(q.pageNo, q.count, total) };
}

/** GET /api/user/verticals: every vertical with its active users' count. */
export async function userVerticals(db: Db): Promise<UserVerticalsResult> {
  return { verticals: await verticalCounts(db) };
}

/** POST /api/user/list (count 100): the active users with any of `roles` (INCLUDE) or none of them (EXCLUDE); no roles: everyone. */
export async function userList(
  db: Db,
  q: Page & { roles: RoleCode[]; selectionType: 'INCLUDE' | 'EXCLUDE' },
): Promise<DirectoryResult> {
  const overlap = sql`u.roles && ${rolesText(q.roles)}::text[]`;
  const where = and([
    sql`u.status = 'ACTIVE'`,
    q.roles.length > 0 && (q.selectionType === 'INCLUDE' ? overlap : sql`not (${overlap})`),
  ]);
  const { users, total } = await userPage(db, where, q);
  return { users, ...pageInfo(q.pageNo, q.count, total) };
}

/** POST /api/user/brands/all: a page (25) of every brand `userId` owns, by the brand list's search, filter and sort; 404 for an unknown user. */
export async function allUserBrands(
  db: Db,
  actor: Actor,
  q: Parameters<typeof allUserBrandsPage>[2],
): Promise<BrandListResult> {
  await assertUser(db, q.userId);
  const { brands, total } = await allUserBrandsPage(db, actor, q);
  return { brands, ...pageInfo(q.pageNo, q.count, total) };
}
