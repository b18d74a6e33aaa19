import { z } from 'zod';
import { Id, PageInfo, pageFields, SearchFor, SortOrder, UserSummary } from './common.js';
import { ROLE_CODES } from './constants.js';
import { BrandFilter, SelectionType } from './brandFilter.js';
import { BRAND_SORT_FIELDS, BrandListResult } from './brands.js';
import { PEOPLE_PAGE_SIZE } from './people.js';
import { defineRoute } from './routes.js';

/** User list page size (spec 001 §9: user list 100). */
const USER_LIST_PAGE_SIZE = 100;
/** All of a user's brands page size (spec 001 §7 'All-user-brands: count 25 plus filters'). */
const ALL_USER_BRANDS_PAGE_SIZE = 25;

/** GET /api/user/all {pageNo, searchFor, count 50}: every user, active and deactivated, by name. */
const AllUsersQuery = z.object({ ...pageFields(PEOPLE_PAGE_SIZE), searchFor: SearchFor });
/** A user with their status. */
const DirectoryUser = UserSummary.extend({ status: z.enum(['ACTIVE', 'INACTIVE']) });
export const DirectoryResult = PageInfo.extend({ users: z.array(DirectoryUser) });
export type DirectoryResult = z.infer<typeof DirectoryResult>;

/** POST /api/user/active {pageNo, searchFor, roles, count 50}: the active users (any of `roles`), by name. */
const ActiveUsersRequest = AllUsersQuery.extend({
  roles: z.array(z.enum(ROLE_CODES)).max(ROLE_CODES.length).default([]),
});

/** GET /api/user/verticals: every vertical with how many active users it has, by name. */
export const UserVerticalsResult = z.object({
  verticals: z.array(
    z.object({ verticalId: z.number(), verticalName: z.string(), userCount: z.number() }),
  ),
});
export type UserVerticalsResult = z.infer<typeof UserVerticalsResult>;

/**
 * POST /api/user/list {count 100, pageNo, roles, selectionType} (spec 001 §7): the active users by
 * name; INCLUDE keeps those with any of `roles` (none: everyone), EXCLUDE those with none of them.
 */
const UserListRequest = z.object({
  ...pageFields(USER_LIST_PAGE_SIZE),
  roles: z.array(z.enum(ROLE_CODES)).max(ROLE_CODES.length).default([]),
  selectionType: SelectionType.default('INCLUDE'),
});

/**
 * POST /api/user/brands/all (spec 001 §7 'All-user-brands: count 25 plus filters'): every brand
 * `userId` owns, offloaded or not, by the brand list's search, filter (spec 001 §5) and sort.
 */
const AllUserBrandsRequest = z.object({
  userId: Id,
  ...pageFields(ALL_USER_BRANDS_PAGE_SIZE),
  searchFor: SearchFor,
  sortBy: z
    .object({ field: z.enum(BRAND_SORT_FIELDS), order: SortOrder })
    .default({ field: 'brandName', order: 'ASC' }),
  filters: BrandFilter.optional(),
});

/** The User API's directory calls (spec 001 §7 User API): /user/all, /user/active, /user/verticals, /user/list and all of a user's brands. */
export const userDirectoryRoutes = {
  all: defineRoute({
    method: 'GET',
    path: '/user/all',
    query: AllUsersQuery,
    response: DirectoryResult,
    summary: 'One page of every user',
    tags: ['people'],
    cacheKey: (q: z.input<typeof AllUsersQuery>) => ['people', 'all', q],
  }),
  active: defineRoute({
    method: 'POST',
    path: '/user/active',
    read: true,
    body: ActiveUsersRequest,
    response: DirectoryResult,
    summary: 'One page of the active users',
    tags: ['people'],
  }),
  verticals: defineRoute({
    method: 'GET',
    path: '/user/verticals',
    response: UserVerticalsResult,
    summary: 'The verticals with their active user counts',
    tags: ['people'],
  }),
  /** GET /brand/verticals (spec 001 §7 Brand API): the same verticals as `verticals`. */
  brandVerticals: defineRoute({
    method: 'GET',
    path: '/brand/verticals',
    response: UserVerticalsResult,
    summary: 'The verticals with their active user counts',
    tags: ['people'],
  }),
  list: defineRoute({
    method: 'POST',
    path: '/user/list',
    read: true,
    body: UserListRequest,
    response: DirectoryResult,
    summary: 'One page (100) of the active users by role',
    tags: ['people'],
  }),
  brands: defineRoute({
    method: 'POST',
    path: '/user/brands/all',
    body: AllUserBrandsRequest,
    response: BrandListResult,
    summary: 'One page of all the brands a user owns, filtered',
    tags: ['people'],
    cacheKey: ['profile', 'ownedBrands'],
  }),
};
