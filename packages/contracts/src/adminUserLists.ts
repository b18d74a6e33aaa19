import { z } from 'zod';
import { Id, PageInfo, pageFields, SearchFor, UserSummary } from './common.js';
import { ROLE_CODES } from './constants.js';
import { PeopleListRequest, PeopleListResult } from './people.js';
import { defineRoute } from './routes.js';

/** The admin users list's page size (spec 001 §7 'Users list (admin)': count 50). */
const ADMIN_USERS_PAGE_SIZE = 50;
/** Pickers, role lists and the team overview (spec 001 §9: users, locations, team overview 50). */
const ADMIN_PICKER_PAGE_SIZE = 50;

/**
 * The admin users list filter (spec 001 §7 'Users list (admin)': a filter object): any of the roles,
 * verticals and team owners (each empty = any), the status (ALL = active and deactivated), a name or
 * email search. It is also what a saved user filter keeps.
 */
const AdminUserFilter = z.object({
  searchFor: SearchFor,
  roles: z.array(z.enum(ROLE_CODES)).max(ROLE_CODES.length).default([]),
  verticalIds: z.array(Id).max(100).default([]),
  teamOwnerIds: z.array(Id).max(100).default([]),
  status: z.enum(['ACTIVE', 'INACTIVE', 'ALL']).default('ALL'),
});

/** POST /api/admin/users/all: one page (50) of every user matching the filter, sorted as the Employees list (by name by default), with role chips over the filter before its roles. */
const AdminUsersListRequest = AdminUserFilter.extend({
  ...pageFields(ADMIN_USERS_PAGE_SIZE),
  sortField: PeopleListRequest.shape.sortField,
  sortOrder: PeopleListRequest.shape.sortOrder,
});

/** A saved user filter: its name (unique per user) and the filter. */
export const SavedUserFilter = z.object({
  name: z.string().trim().min(1).max(60),
  filter: AdminUserFilter,
});
export type SavedUserFilter = z.infer<typeof SavedUserFilter>;
/** Saved user filter texts (ours). */
export const USER_FILTER_MESSAGES = {
  saved: (name: string) => `Filter '${name}' saved`,
  deleted: (name: string) => `Filter '${name}' deleted`,
} as const;

/** The caller's saved user filters, kept under the `userFilters` setting (at most 20, names unique case-insensitively). */
export const SavedUserFilters = z
  .array(SavedUserFilter)
  .max(20)
  .refine(
    (list) => new Set(list.map((f) => f.name.toLowerCase())).size === list.length,
    'Filter names must be unique',
  );

/**
 * POST /api/admin/users/filters {filters?} (spec 001 §7 'POST user filters list with an optional body'):
 * without `filters`, reads the admin's saved user filters; with them, replaces the list.
 */
const UserFiltersRequest = z.object({ filters: SavedUserFilters.optional() });
const UserFiltersResult = z.object({ filters: SavedUserFilters });

/** A search picker's request: a name search and a page (50). */
const PickerQuery = z.object({ ...pageFields(ADMIN_PICKER_PAGE_SIZE), searchFor: SearchFor });

/** A page of users (role lists and the team owner picker). */
export const UserPickerResult = PageInfo.extend({ users: z.array(UserSummary) });
export type UserPickerResult = z.infer<typeof UserPickerResult>;

/** A team in the team overview: owner, members, and how many brands the owner and members own (not offloaded, each once). */
const TeamOverviewRow = z.object({
  teamId: z.number(),
  teamName: z.string(),
  owner: UserSummary,
  memberCount: z.number(),
  members: z.array(UserSummary),
  brandsOwned: z.number(),
});
export const TeamOverviewResult = PageInfo.extend({ teams: z.array(TeamOverviewRow) });
export type TeamOverviewResult = z.infer<typeof TeamOverviewResult>;

/** A city in the locations picker, with its state. */
export const LocationPickerResult = PageInfo.extend({
  locations: z.array(z.object({ cityId: z.number(), cityName: z.string(), stateName: z.string() })),
});
export type LocationPickerResult = z.infer<typeof LocationPickerResult>;
/** A company in the companies picker. */
export const CompanyPickerResult = PageInfo.extend({
  companies: z.array(z.object({ companyId: z.number(), companyName: z.string() })),
});
export type CompanyPickerResult = z.infer<typeof CompanyPickerResult>;

/**
 * The admin's user lists and pickers (spec 001 §7 Admin reference data: /admin/users all,
 * brand-owners, project-owners, teams; /admin/teamOwner/search, /admin/locations/search,
 * /admin/company/search). Admins only (403 otherwise).
 */
export const adminUserListRoutes = {
  all: defineRoute({
    method: 'POST',
    path: '/admin/users/all',
    body: AdminUsersListRequest,
    response: PeopleListResult,
    summary: 'One page of the users matching the admin filter',
    tags: ['people'],
    cacheKey: ['people', 'admin'],
  }),
  filters: defineRoute({
    method: 'POST',
    path: '/admin/users/filters',
    body: UserFiltersRequest,
    response: UserFiltersResult,
    summary: 'Read or replace the admin’s saved user filters',
    tags: ['people'],
    cacheKey: ['people', 'userFilters'],
  }),
  brandOwners: defineRoute({
    method: 'GET',
    path: '/admin/users/brand-owners',
    query: PickerQuery,
    response: UserPickerResult,
    summary: 'One page of the active brand owners',
    tags: ['people'],
  }),
  projectOwners: defineRoute({
    method: 'GET',
    path: '/admin/users/project-owners',
    query: PickerQuery,
    response: UserPickerResult,
    summary: 'One page of the active project owners',
    tags: ['people'],
  }),
  teams: defineRoute({
    method: 'GET',
    path: '/admin/users/teams',
    query: PickerQuery,
    response: TeamOverviewResult,
    summary: 'The team overview: teams with owner, members and brands owned',
    tags: ['people'],
    cacheKey: ['teamOverview'],
  }),
  teamOwners: defineRoute({
    method: 'GET',
    path: '/admin/teamOwner/search',
    query: PickerQuery,
    response: UserPickerResult,
    summary: 'Search the active team owners',
    tags: ['people'],
    cacheKey: ['people', 'teamOwners'],
  }),
  locations: defineRoute({
    method: 'GET',
    path: '/admin/locations/search',
    query: PickerQuery,
    response: LocationPickerResult,
    summary: 'Search the cities',
    tags: ['people'],
  }),
  companies: defineRoute({
    method: 'GET',
    path: '/admin/company/search',
    query: PickerQuery,
    response: CompanyPickerResult,
    summary: 'Search the companies',
    tags: ['people'],
  }),
};
