import { z } from 'zod';
import { ROLE_CODES, SETTINGS_KEYS } from './constants.js';
import { Id, MessageResult, UserSummary } from './common.js';
import { LockStatus, LockUpdateRequest } from './collaboration.js';
import { defineRoute } from './routes.js';

/** POST /api/user/auth request (spec 001 §7 user auth). fcmtoken/platform are accepted and ignored. */
const LoginRequest = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(200),
  fcmtoken: z.string().max(500).optional(),
  platform: z.string().max(20).optional(),
});

/** The logged-in user (spec 000 §3 user data): roles are role codes, isAdmin the ADMIN flag. */
export const AuthUser = UserSummary.extend({
  email: z.string(),
  isAdmin: z.boolean(),
  roles: z.array(z.enum(ROLE_CODES)),
  teamIds: z.array(z.number()),
  userVerticalImage: z.string().nullable(),
});
export type AuthUser = z.infer<typeof AuthUser>;

/** POST /api/user/auth answer data: a bearer token (expires at `expiresAt`, ISO) and the user. */
const LoginResult = z.object({ token: z.string(), expiresAt: z.string(), user: AuthUser });

/** GET /api/user/details?userId — a user's details (header mount, profile). */
export const UserDetailsQuery = z.object({ userId: Id });
/** GET /api/user/details answer: the full AuthUser for oneself; for a colleague only the profile-card fields. */
export const UserDetails = UserSummary.extend({
  email: z.string().optional(),
  isAdmin: z.boolean().optional(),
  teamIds: z.array(z.number()).optional(),
  userVerticalImage: z.string().nullable().optional(),
});
export type UserDetails = z.infer<typeof UserDetails>;

/** POST /api/user/kv: save one per-user setting; value is any JSON (spec 000 §3). */
const KvSetRequest = z.object({ key: z.enum(SETTINGS_KEYS), value: z.unknown() });
/** POST /api/user/kv/multi-get: read the caller's own settings. Answer data: {values: {key: value|null}}. */
const KvGetRequest = z.object({
  keys: z.array(z.enum(SETTINGS_KEYS)).min(1).max(SETTINGS_KEYS.length),
});
const KvGetResult = z.object({ values: z.record(z.string(), z.unknown()) });

/**
 * Users: sign-in, the call lock and user details (spec 001 §7 user auth, spec 000 §2.5, §5). Sign-out
 * (POST /api/user/logout) is registered by hand: the fuzz test leaves it out, as it would end its session.
 */
export const userRoutes = {
  signIn: defineRoute({
    method: 'POST',
    path: '/user/auth',
    body: LoginRequest,
    response: LoginResult,
    summary: 'Sign in: a bearer token and the user',
    tags: ['users'],
  }),
  lockStatus: defineRoute({
    method: 'GET',
    path: '/brand/lock-status',
    response: LockStatus,
    summary: 'The caller’s call lock',
    tags: ['users'],
    cacheKey: ['lockStatus'],
  }),
  updateLock: defineRoute({
    method: 'POST',
    path: '/user/update-lock',
    body: LockUpdateRequest,
    response: LockStatus,
    summary: 'Sets or clears the caller’s call lock',
    tags: ['users'],
  }),
  details: defineRoute({
    method: 'GET',
    path: '/user/details',
    query: UserDetailsQuery,
    response: UserDetails,
    summary: 'A user’s details',
    tags: ['users'],
    cacheKey: (q: z.input<typeof UserDetailsQuery>) => ['userDetails', q.userId],
  }),
};

/** Per-user settings (spec 001 §7 /user/kv): a user reads and writes only their own. */
export const settingRoutes = {
  save: defineRoute({
    method: 'POST',
    path: '/user/kv',
    body: KvSetRequest,
    response: MessageResult,
    summary: 'Saves one of the caller’s settings',
    tags: ['settings'],
  }),
  read: defineRoute({
    method: 'POST',
    path: '/user/kv/multi-get',
    body: KvGetRequest,
    response: KvGetResult,
    summary: 'Reads the caller’s settings',
    tags: ['settings'],
    cacheKey: ['settings'],
  }),
};
