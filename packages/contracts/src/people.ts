import { z } from 'zod';
import { Id, PageInfo, pageFields, SearchFor, SortOrder, UserSummary } from './common.js';
import { ROLE_CODES } from './constants.js';

/** People lists page size (spec 001 §7 User API: count 50). */
export const PEOPLE_PAGE_SIZE = 50;
/** How people lists sort (ours: the spec names sortField without values). */
export const PEOPLE_SORT_FIELDS = ['name', 'vertical', 'lastActiveOn'] as const;

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

/** A person as the Employees lists show them: with their email, status, (first) team owner, and for admins why they were deactivated. */
export const PersonRow = UserSummary.extend({ email: z.string(), status: z.string(), teamOwnerName: z.string().nullable(), deactivationReason: z.string().nullable() });
export type PersonRow = z.infer<typeof PersonRow>;
export const PeopleListResult = z.object({
  users: z.array(PersonRow),
  roleChips: z.array(z.object({ role: z.enum(ROLE_CODES), count: z.number() })),
  pageNo: z.number(),
  totalPages: z.number(),
  totalNoOfEntries: z.number(),
});
export type PeopleListResult = z.infer<typeof PeopleListResult>;

/** POST /api/user/brands (spec 001 §7 User API, count 50): the brands a user owns, by name, searchable. */
export const UserBrandsRequest = z.object({ userId: Id, ...pageFields(PEOPLE_PAGE_SIZE), searchFor: SearchFor });
export const UserBrand = z.object({ brandId: z.number(), brandName: z.string(), companyName: z.string().nullable(), industryName: z.string().nullable(), assignedCount: z.number() });
export type UserBrand = z.infer<typeof UserBrand>;
export const UserBrandsResult = PageInfo.extend({ brands: z.array(UserBrand) });
export type UserBrandsResult = z.infer<typeof UserBrandsResult>;

/** GET /api/user/events-assigned?userId&pageNo (spec 001 §7, count 50): the events a user works — as a PO of an inventory, or with a brand of theirs assigned — newest first. */
export const UserEventsQuery = z.object({ userId: Id, ...pageFields(PEOPLE_PAGE_SIZE) });
export const UserEvent = z.object({ eventId: z.number(), eventName: z.string(), startDate: z.string(), endDate: z.string(), asPO: z.boolean(), asBO: z.boolean() });
export type UserEvent = z.infer<typeof UserEvent>;
export const UserEventsResult = PageInfo.extend({ events: z.array(UserEvent) });
export type UserEventsResult = z.infer<typeof UserEventsResult>;
