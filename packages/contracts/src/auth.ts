import { z } from 'zod';
import { ROLE_CODES, SETTINGS_KEYS } from './constants.js';
import { Id, MessageResult, UserSummary } from './common.js';
import { LockStatus, LockUpdateRequest } from './collaboration.js';
import { defineRoute } from './routes.js';
import { SecondFactorCode } from './twoFactor.js';

/**
 * POST /api/user/auth request (spec 001 §7 user auth). fcmtoken/platform are accepted and ignored. With
 * two-factor sign-in on (issue 40 §4): `code` (a TOTP code or a recovery code), or `deviceToken` of a
 * browser remembered for 30 days; `rememberDevice` asks for such a token with a code.
 */
const LoginRequest = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(200),
  code: SecondFactorCode.optional(),
  deviceToken: z.string().max(200).optional(),
  rememberDevice: z.boolean().optional(),
  fcmtoken: z.string().max(500).optional(),
  platform: z.string().max(20).optional(),
});

/** What the password screens and calls say (issue 40 §2). */
export const PASSWORD_MESSAGES = {
  resetSent:
    'If an account exists for that address, a link to choose a new password is on its way. It works once, for 60 minutes.',
  passwordSet: 'Your password is set. Sign in with it.',
  linkInvalid:
    'This link no longer works: it was used, it expired, or a newer one was sent. Ask for a new link.',
  tooShort: 'The password must have at least 10 characters.',
  tooCommon:
    'This password is too easy to guess (a common password, a keyboard run or your own name): choose another.',
  tooManyResets: (minutes: number) =>
    `Too many reset requests for this address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/** The shortest password a user may choose (issue 40 §2). */
export const PASSWORD_MIN_LENGTH = 10;

/** A password a user chooses (issue 40 §2): 10 to 200 characters; the server also refuses easy-to-guess ones. */
export const NewPassword = z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort).max(200);

/** POST /api/user/password/forgot: the address to mail a reset link to (the answer is the same for any address). */
const ForgotPasswordRequest = z.object({ email: z.string().trim().toLowerCase().email().max(254) });

/** POST /api/user/password/reset: the token of a reset or invitation link and the new password. */
const ResetPasswordRequest = z.object({
  token: z.string().min(20).max(200),
  password: NewPassword,
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

/**
 * POST /api/user/auth answer data: a bearer token (expires at `expiresAt`, ISO) and the user;
 * `deviceToken` when a code was given with `rememberDevice` (send it with the next sign-ins of this
 * browser for 30 days instead of a code); `twoFactorSetupRequired` (issue 40 §4).
 */
export const LoginResult = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: AuthUser,
  deviceToken: z.string().optional(),
  /** The user's roles need two-factor sign-in and it is not set up: the API answers only its set-up until it is. */
  twoFactorSetupRequired: z.boolean(),
});

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
 * Users: sign-in, password reset (issue 40 §2), the call lock and user details (spec 001 §7 user auth, spec 000 §2.5, §5). Sign-out
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
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/user/password/forgot',
    body: ForgotPasswordRequest,
    response: MessageResult,
    summary: 'Mails a single-use link to choose a new password (the same answer for any address)',
    tags: ['users'],
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/user/password/reset',
    body: ResetPasswordRequest,
    response: MessageResult,
    summary: 'Sets the password of a reset or invitation link and signs out every session',
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
