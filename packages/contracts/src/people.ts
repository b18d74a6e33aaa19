import { z } from 'zod';
import {
  Id,
  PageInfo,
  pageFields,
  QueryFlag,
  SearchFor,
  SortOrder,
  UserSummary,
} from './common.js';
import { ROLE_CODES } from './constants.js';
import { ChatFilesResult, UserFilesQuery } from './chat.js';
import { defineRoute } from './routes.js';

/** People lists page size (spec 001 §7 User API: count 50). */
export const PEOPLE_PAGE_SIZE = 50;
/** How people lists sort (ours: the spec names sortField without values). */
const PEOPLE_SORT_FIELDS = ['name', 'vertical', 'lastActiveOn'] as const;

/**
 * POST /api/user/all/v2 (All Employees) and POST /api/user/team/v2 (Your Team: the members of the teams the
 * caller owns, REPORTING_TEAM), spec 001 §7 User API: active or deactivated people, by name search and
 * roles, sorted, 50 a page; with `getRoleWiseCount` the count per role of the whole list (role chips).
 */
export const PeopleListRequest = z.object({
  ...pageFields(PEOPLE_PAGE_SIZE),
  searchFor: SearchFor,
  status: z.enum(['ACTIVE', 'INACTIVE']).default('ACTIVE'),
  roles: z.array(z.enum(ROLE_CODES)).max(ROLE_CODES.length).default([]),
  excludeSelf: z.boolean().default(false),
  getRoleWiseCount: z.boolean().default(false),
  sortField: z.enum(PEOPLE_SORT_FIELDS).default('name'),
  sortOrder: SortOrder.default('ASC'),
});
export type PeopleListRequest = z.input<typeof PeopleListRequest>;

/**
 * POST /api/user/team/v2 (spec 001 §7): the Employees list request plus whose teams — REPORTING_TEAM
 * (default) the teams of `teamOwners`, or of the caller when none are given; ALL_TEAMS every team, or
 * those of `teamOwners` — and `memberRole`, a role every listed member has.
 */
const TeamListRequest = PeopleListRequest.extend({
  teamType: z.enum(['REPORTING_TEAM', 'ALL_TEAMS']).default('REPORTING_TEAM'),
  memberRole: z.enum(ROLE_CODES).optional(),
  teamOwners: z.array(Id).max(100).default([]),
});

/**
 * A person as the Employees lists show them: with their email, status, (first) team owner, and — for HR
 * and admins only, absent for everyone else — why they were deactivated (null while active).
 */
export const PersonRow = UserSummary.extend({
  email: z.string(),
  status: z.string(),
  teamOwnerName: z.string().nullable(),
  deactivationReason: z.string().nullable().optional(),
});
export type PersonRow = z.infer<typeof PersonRow>;
export const PeopleListResult = z.object({
  users: z.array(PersonRow),
  roleChips: z.array(z.object({ role: z.enum(ROLE_CODES), count: z.number() })),
  pageNo: z.number(),
  totalPages: z.number(),
  totalNoOfEntries: z.number(),
});
export type PeopleListResult = z.infer<typeof PeopleListResult>;

/** POST /api/user/brands (spec 001 §7 User API, count 50): the brands a user owns, by name, searchable; `offloaded` lists their offloaded brands instead. */
const UserBrandsRequest = z.object({
  userId: Id,
  ...pageFields(PEOPLE_PAGE_SIZE),
  searchFor: SearchFor,
  offloaded: z.boolean().default(false),
});
/** A brand on a profile; offloadReason and offloadedAt (ISO UTC) only for offloaded brands. */
const UserBrand = z.object({
  brandId: z.number(),
  brandName: z.string(),
  companyName: z.string().nullable(),
  industryName: z.string().nullable(),
  assignedCount: z.number(),
  offloadReason: z.string().nullable(),
  offloadedAt: z.string().nullable(),
});
export const UserBrandsResult = PageInfo.extend({ brands: z.array(UserBrand) });
export type UserBrandsResult = z.infer<typeof UserBrandsResult>;

/** GET /api/user/events-assigned?userId&pageNo (spec 001 §7, count 50): the events a user works — as a PO of an inventory, or with a brand of theirs assigned — newest first. */
const UserEventsQuery = z.object({ userId: Id, ...pageFields(PEOPLE_PAGE_SIZE) });
const UserEvent = z.object({
  eventId: z.number(),
  eventName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  asPO: z.boolean(),
  asBO: z.boolean(),
});
export const UserEventsResult = PageInfo.extend({ events: z.array(UserEvent) });
export type UserEventsResult = z.infer<typeof UserEventsResult>;

/** GET /api/user/inventories?userId&pageNo&searchFor (profile 'Inventories'): the event inventories a user is a PO of, latest event first. */
const UserInventoriesQuery = z.object({
  userId: Id,
  ...pageFields(PEOPLE_PAGE_SIZE),
  searchFor: SearchFor,
});
/** An event inventory on a profile: salesTarget in crore; brandsAssigned counts ASSIGNED pairings, won the WON ones. */
const UserInventory = z.object({
  eiId: z.number(),
  eventId: z.number(),
  eventName: z.string(),
  inventoryName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  salesTarget: z.number().nullable(),
  brandsAssigned: z.number(),
  won: z.number(),
});
export const UserInventoriesResult = PageInfo.extend({ inventories: z.array(UserInventory) });
export type UserInventoriesResult = z.infer<typeof UserInventoriesResult>;

/** Teams page size (spec 001 §7 user teams: count 20 or 25). */
export const USER_TEAMS_PAGE_SIZE = 25;
/** GET /api/user/teams?userId&pageNo&searchFor&onlyTo (spec 001 §7): the teams a user owns or belongs to; onlyTo keeps the ones they own. */
const UserTeamsQuery = z.object({
  userId: Id,
  ...pageFields(USER_TEAMS_PAGE_SIZE),
  searchFor: SearchFor,
  onlyTo: QueryFlag.default(false),
});
const UserTeam = z.object({
  teamId: z.number(),
  teamName: z.string(),
  owner: UserSummary,
  memberCount: z.number(),
  role: z.enum(['OWNER', 'MEMBER']),
});
export const UserTeamsResult = PageInfo.extend({ teams: z.array(UserTeam) });
export type UserTeamsResult = z.infer<typeof UserTeamsResult>;

/** PATCH /api/user/profile-image {profileImageUrl} (spec 001 §7): the caller's own PROFILE_PHOTO upload (an image) becomes their picture. */
const ProfileImageRequest = z.object({ profileImageUrl: z.string().trim().min(1).max(300) });
const ProfileImageResult = z.object({ profileImage: z.string(), message: z.string() });
/** Profile texts (ours). */
export const PROFILE_MESSAGES = { pictureChanged: 'Profile picture updated' } as const;

/** The people module's endpoints (spec 001 §7 User API): the Employees lists and a profile's tabs and picture. */
export const peopleRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/user/all/v2',
    body: PeopleListRequest,
    response: PeopleListResult,
    summary: 'One page of all employees',
    tags: ['people'],
    cacheKey: ['people', 'list'],
  }),
  team: defineRoute({
    method: 'POST',
    path: '/user/team/v2',
    body: TeamListRequest,
    response: PeopleListResult,
    summary: 'One page of the caller’s team',
    tags: ['people'],
    cacheKey: ['people', 'team'],
  }),
  brands: defineRoute({
    method: 'POST',
    path: '/user/brands',
    body: UserBrandsRequest,
    response: UserBrandsResult,
    summary: 'One page of the brands a user owns or offloaded',
    tags: ['people'],
    cacheKey: ['profile', 'brands'],
  }),
  events: defineRoute({
    method: 'GET',
    path: '/user/events-assigned',
    query: UserEventsQuery,
    response: UserEventsResult,
    summary: 'One page of the events a user works',
    tags: ['people'],
    cacheKey: ['profile', 'events'],
  }),
  inventories: defineRoute({
    method: 'GET',
    path: '/user/inventories',
    query: UserInventoriesQuery,
    response: UserInventoriesResult,
    summary: 'One page of the event inventories a user is a PO of',
    tags: ['people'],
    cacheKey: ['profile', 'inventories'],
  }),
  teams: defineRoute({
    method: 'GET',
    path: '/user/teams',
    query: UserTeamsQuery,
    response: UserTeamsResult,
    summary: 'One page of the teams a user owns or belongs to',
    tags: ['people'],
    cacheKey: ['profile', 'teams'],
  }),
  files: defineRoute({
    method: 'GET',
    path: '/user/files',
    query: UserFilesQuery,
    response: ChatFilesResult,
    summary: 'One page of the files a user shared in chats the caller sees',
    tags: ['people'],
    cacheKey: ['profile', 'files'],
  }),
  profileImage: defineRoute({
    method: 'PATCH',
    path: '/user/profile-image',
    body: ProfileImageRequest,
    response: ProfileImageResult,
    summary: 'Set the caller’s profile picture',
    tags: ['people'],
  }),
};
