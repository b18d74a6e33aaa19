import { z } from 'zod';
import { NewPassword } from './auth.js';
import { Id, MessageResult, PageInfo, pageFields, SearchFor } from './common.js';
import { ROLE_CODES } from './constants.js';
import { defineRoute } from './routes.js';

/** Admin user management messages (spec 001 §5, §8 Users; 000 §2.5 reason box). */
export const USER_ADMIN_MESSAGES = {
  added: 'User Added Successfully',
  updated: 'User Updated Successfully',
  emailExists: 'User Email Already exist',
  deactivated: (n: number) => (n === 1 ? 'User deactivated' : `${n} users deactivated`),
  reactivated: (n: number) => (n === 1 ? 'User reactivated' : `${n} users reactivated`),
  reasonPlaceholder: 'Reason for deactivating user...',
  /** A validation predicate: the answer reads 'Reason is required to deactivate a user.' */
  reasonRequired: 'is required to deactivate a user',
  notSelf: 'You cannot deactivate yourself.',
  notFound: 'User not found',
  unknownVertical: 'This vertical does not exist.',
  teamOwnerNotTO: 'The team owner must be an active user with the TO role.',
  teamOwnerSelf: 'A user cannot be their own team owner.',
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  notInvited: 'This user has set a password: they can use "Forgot password?" on the login page.',
} as const;

/** The longest deactivation reason, in characters. */
export const DEACTIVATION_REASON_MAX = 500;

/** How many designations a page of GET /api/user/designations holds (spec 001 §9: 75). */
const DESIGNATIONS_PAGE_SIZE = 75;

const PersonName = z.string().trim().min(1).max(100);

/**
 * The fields an admin sets on a user: names, sign-in email, roles (at least one; ADMIN
 * also makes the user an admin), vertical, designation (free text, e.g. 'Senior Manager') and team
 * owner (an active TO whose team the user joins; null: no team).
 */
export const AdminUserFields = z.object({
  firstName: PersonName,
  lastName: PersonName,
  email: z.string().trim().toLowerCase().email().max(254),
  roles: z.array(z.enum(ROLE_CODES)).min(1, 'Choose at least one role.').max(ROLE_CODES.length),
  verticalId: Id.nullable().default(null),
  designation: z.string().trim().max(100).nullable().default(null),
  teamOwnerId: Id.nullable().default(null),
});

/**
 * POST /api/admin/users {users} (spec 001 §7 "POST and PATCH users {users}"): new users, all or none. Each
 * gets an invitation mail to set their own password (issue 40 §2); `password` sets a first one instead
 * (the demo data's way; 10–200 characters, not easy to guess).
 */
export const AdminUsersCreateRequest = z.object({
  users: z
    .array(AdminUserFields.extend({ password: NewPassword.optional() }))
    .min(1)
    .max(50),
});
export type AdminUsersCreateRequest = z.input<typeof AdminUsersCreateRequest>;

/** PATCH /api/admin/users {users}: edits of existing users by userId; all or none are saved. */
export const AdminUsersUpdateRequest = z.object({
  users: z
    .array(AdminUserFields.extend({ userId: Id }))
    .min(1)
    .max(50),
});
export type AdminUsersUpdateRequest = z.input<typeof AdminUsersUpdateRequest>;

/** A user as the admin edits them (GET /api/admin/users/profile?userId, and the answer of create and update). */
export const AdminUserProfile = z.object({
  userId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(z.enum(ROLE_CODES)),
  isAdmin: z.boolean(),
  verticalId: z.number().nullable(),
  verticalName: z.string().nullable(),
  designation: z.string().nullable(),
  teamOwnerId: z.number().nullable(),
  teamOwnerName: z.string().nullable(),
  status: z.enum(['ACTIVE', 'INACTIVE']),
  deactivationReason: z.string().nullable(),
  /** ISO UTC. */
  deactivatedAt: z.string().nullable(),
  /** Invited and no password set yet (issue 40 §2): the admin may send the invitation again. */
  invitationPending: z.boolean(),
});
export type AdminUserProfile = z.infer<typeof AdminUserProfile>;
const AdminUserProfileQuery = z.object({ userId: Id });
export const AdminUsersResult = z.object({ users: z.array(AdminUserProfile), message: z.string() });
export type AdminUsersResult = z.infer<typeof AdminUsersResult>;

/**
 * POST /api/admin/users/status and POST /api/admin/users/deactivate {usersIds, mode, reason} (spec 001
 * §7): DEACTIVATE needs a reason (≤ 500 characters) and stops the users' sessions within seconds (sockets
 * at once); REACTIVATE lets them sign in again. An admin cannot deactivate themself.
 */
export const DeactivateUsersRequest = z
  .object({
    usersIds: z.array(Id).min(1).max(100),
    mode: z.enum(['DEACTIVATE', 'REACTIVATE']),
    reason: z.string().trim().max(DEACTIVATION_REASON_MAX).default(''),
  })
  .refine((r) => r.mode === 'REACTIVATE' || r.reason.length > 0, {
    message: USER_ADMIN_MESSAGES.reasonRequired,
    path: ['reason'],
  });
export type DeactivateUsersRequest = z.input<typeof DeactivateUsersRequest>;
const DeactivateUsersResult = z.object({ changed: z.number(), message: z.string() });

/** GET /api/user/designations {pageNo, searchFor, count 75}: the designations in use, by name. */
const DesignationsQuery = z.object({
  ...pageFields(DESIGNATIONS_PAGE_SIZE),
  searchFor: SearchFor,
});
export const DesignationsResult = PageInfo.extend({ designations: z.array(z.string()) });
export type DesignationsResult = z.infer<typeof DesignationsResult>;

/** POST /api/admin/users/invite {userId}: a new invitation for a user who has not set a password yet. */
const AdminUserInviteRequest = z.object({ userId: Id });

/** GET /api/admin/mail: outgoing mail is on (SMTP_URL set) or off (mails are written to the server's log). */
const MailStatus = z.object({ enabled: z.boolean(), from: z.string() });

/** The admin user management endpoints (spec 001 §7 User API: POST and PATCH users, deactivate, user profile), the mail status and the designations list. */
export const userAdminRoutes = {
  invite: defineRoute({
    method: 'POST',
    path: '/admin/users/invite',
    body: AdminUserInviteRequest,
    response: MessageResult,
    summary: 'Sends an invited user a new invitation link (the earlier one stops working)',
    tags: ['admin'],
  }),
  mailStatus: defineRoute({
    method: 'GET',
    path: '/admin/mail',
    response: MailStatus,
    summary: 'Whether outgoing mail is on (SMTP_URL) and its From',
    tags: ['admin'],
    cacheKey: ['adminUsers', 'mail'],
  }),
  designations: defineRoute({
    method: 'GET',
    path: '/user/designations',
    query: DesignationsQuery,
    response: DesignationsResult,
    summary: 'One page of the designations in use',
    tags: ['people'],
    cacheKey: ['designations'],
  }),
  profile: defineRoute({
    method: 'GET',
    path: '/admin/users/profile',
    query: AdminUserProfileQuery,
    response: AdminUserProfile,
    summary: 'A user as the admin edits them',
    tags: ['people'],
    cacheKey: ['adminUsers'],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/admin/users',
    body: AdminUsersCreateRequest,
    response: AdminUsersResult,
    summary: 'Create users',
    tags: ['people'],
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/admin/users',
    body: AdminUsersUpdateRequest,
    response: AdminUsersResult,
    summary: 'Edit existing users',
    tags: ['people'],
  }),
  deactivate: defineRoute({
    method: 'POST',
    path: '/admin/users/deactivate',
    body: DeactivateUsersRequest,
    response: DeactivateUsersResult,
    summary: 'Deactivate or reactivate users',
    tags: ['people'],
  }),
  /** POST /admin/users/status (spec 001 §7 User API): the same change as `deactivate`. */
  status: defineRoute({
    method: 'POST',
    path: '/admin/users/status',
    body: DeactivateUsersRequest,
    response: DeactivateUsersResult,
    summary: 'Deactivate or reactivate users',
    tags: ['people'],
  }),
};
