import { z } from 'zod';
import { ROLE_CODES, SETTINGS_KEYS } from './constants.js';
import { Id, UserSummary } from './common.js';

/** POST /api/user/auth request (spec 001 §7 user auth). fcmtoken/platform are accepted and ignored. */
export const LoginRequest = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(200),
  fcmtoken: z.string().max(500).optional(),
  platform: z.string().max(20).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

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
export const LoginResult = z.object({ token: z.string(), expiresAt: z.string(), user: AuthUser });
export type LoginResult = z.infer<typeof LoginResult>;

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
export const KvSetRequest = z.object({ key: z.enum(SETTINGS_KEYS), value: z.unknown() });
/** POST /api/user/kv/multi-get: read the caller's own settings. Answer data: {values: {key: value|null}}. */
export const KvGetRequest = z.object({
  keys: z.array(z.enum(SETTINGS_KEYS)).min(1).max(SETTINGS_KEYS.length),
});
export const KvGetResult = z.object({ values: z.record(z.string(), z.unknown()) });
