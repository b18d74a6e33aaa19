import type {
  CompanyPickerResult,
  LocationPickerResult,
  PeopleListResult,
  RoleCode,
  TeamOverviewResult,
  UserPickerResult,
} from '@crm/contracts';
import { ROLE_CODES } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { assertAdmin, type Actor } from '../../auth/actor.js';
import { pageInfo } from '../../lib/paging.js';
import { peoplePage } from './queries.js';
import {
  activeWithRole,
  adminUserBase,
  cityPage,
  companyPage,
  teamOverviewPage,
} from './adminListQueries.js';
import { userPage } from './directoryQueries.js';

type Page = { pageNo: number; count: number; searchFor: string };
type AdminFilterPage = Page & {
  roles: RoleCode[];
  verticalIds: number[];
  teamOwnerIds: number[];
  status: 'ACTIVE' | 'INACTIVE' | 'ALL';
  sortField: 'name' | 'vertical' | 'lastActiveOn';
  sortOrder: 'ASC' | 'DESC';
};

/**
 * POST /api/admin/users/all (spec 001 §7 'Users list (admin)'): one page (50) of the users matching
 * the admin filter — any of the roles, verticals and team owners, the status, a name or email search —
 * sorted, with the deactivation reasons and the role chips over the filter before its roles. 403 for
 * a non-admin.
 */
export async function adminUsers(
  db: Db,
  actor: Actor,
  q: AdminFilterPage,
): Promise<PeopleListResult> {
  assertAdmin(actor);
  const { users, roleCounts, total } = await peoplePage({
    db,
    q: { ...q, getRoleWiseCount: true },
    base: adminUserBase(q),
    seesReason: true,
  });
  return {
    users,
    roleChips: ROLE_CODES.filter((c) => roleCounts.has(c)).map((role) => ({
      role,
      count: roleCounts.get(role)!,
    })),
    ...pageInfo(q.pageNo, q.count, total),
  };
}

/** GET /api/admin/users/brand-owners, /project-owners and /admin/teamOwner/search: a page (50) of the active users with `role`, by name; admins only. */
export async function usersWithRole(
  db: Db,
  actor: Actor,
  role: 'BO' | 'PO' | 'TO',
  q: Page,
): Promise<UserPickerResult> {
  assertAdmin(actor);
  const { users, total } = await userPage(db, activeWithRole(role, q.searchFor), q);
  return { users, ...pageInfo(q.pageNo, q.count, total) };
}

/** GET /api/admin/users/teams: the team overview (50 a page); admins only. */
export async function teamOverview(db: Db, actor: Actor, q: Page): Promise<TeamOverviewResult> {
  assertAdmin(actor);
  const { teams, total } = await teamOverviewPage(db, q);
  return { teams, ...pageInfo(q.pageNo, q.count, total) };
}

/** GET /api/admin/locations/search: a page (50) of the cities by name; admins only. */
export async function searchLocations(
  db: Db,
  actor: Actor,
  q: Page,
): Promise<LocationPickerResult> {
  assertAdmin(actor);
  const { locations, total } = await cityPage(db, q);
  return { locations, ...pageInfo(q.pageNo, q.count, total) };
}

/** GET /api/admin/company/search: a page (50) of the companies by name; admins only. */
export async function searchCompanies(db: Db, actor: Actor, q: Page): Promise<CompanyPickerResult> {
  assertAdmin(actor);
  const { companies, total } = await companyPage(db, q);
  return { companies, ...pageInfo(q.pageNo, q.count, total) };
}
