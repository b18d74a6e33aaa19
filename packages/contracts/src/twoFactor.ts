import { z } from 'zod';
import { ROLE_CODES } from './constants.js';
import { Id, MessageResult } from './common.js';
import { defineRoute } from './routes.js';

/** What two-factor sign-in says (issue 40 §4). */
export const TWO_FACTOR_MESSAGES = {
  codeRequired:
    'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  codeInvalid:
    'That code is not right, or it was used already. Enter the next code your app shows.',
  tooManyCodes: (minutes: number) =>
    `Too many wrong codes from this network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  setupFirst: 'Start the set-up first: scan the QR code, then enter the code your app shows.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on.',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor sign-in is off.',
  requiredForRole: 'Your role needs two-factor sign-in, so it stays on.',
  setupRequired: 'Your role needs two-factor sign-in: set it up to go on.',
  newRecoveryCodes: 'New recovery codes are ready; the old ones no longer work.',
  reset: (name: string) =>
    `${name}'s second factor is reset: they set it up again at their next sign-in if their role needs it.`,
  policySaved: 'Two-factor sign-in settings saved.',
} as const;

/** Recovery codes made at once (issue 40 §4). */
export const RECOVERY_CODE_COUNT = 10;

/** How long "remember this browser" skips the code (days). */
export const REMEMBER_DEVICE_DAYS = 30;

/** A 6-digit TOTP code or a recovery code (`xxxx-xxxx-xxxx`), as typed: spaces are ignored. */
export const SecondFactorCode = z
  .string()
  .transform((s) => s.replace(/\s+/g, '').toLowerCase())
  .pipe(z.string().min(6).max(20));

/** The caller's two-factor state: on or not, whether their roles need it, recovery codes still unused. */
export const TwoFactorStatus = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

/** POST /api/user/2fa/setup: a new secret (base32) to scan, as an otpauth:// URL and a QR code (an SVG data URL). */
export const TwoFactorSetup = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

/** Recovery codes, shown once: each signs in once in place of a code. */
export const RecoveryCodesResult = z.object({
  recoveryCodes: z.array(z.string()),
  message: z.string(),
});
export type RecoveryCodesResult = z.infer<typeof RecoveryCodesResult>;

const CodeRequest = z.object({ code: SecondFactorCode });

/** Which roles must use two-factor sign-in (admins always may require their own). */
export const TwoFactorPolicy = z.object({
  roles: z.array(z.enum(ROLE_CODES)).max(ROLE_CODES.length),
});
export type TwoFactorPolicy = z.infer<typeof TwoFactorPolicy>;

/** Two-factor sign-in (issue 40 §4): enrolment, turning it off, recovery codes, an admin's reset and policy. */
export const twoFactorRoutes = {
  status: defineRoute({
    method: 'GET',
    path: '/user/2fa',
    response: TwoFactorStatus,
    summary: 'The caller’s two-factor state',
    tags: ['users'],
    cacheKey: ['twoFactor'],
  }),
  setup: defineRoute({
    method: 'POST',
    path: '/user/2fa/setup',
    response: TwoFactorSetup,
    summary: 'Starts two-factor enrolment: a new TOTP secret and its QR code',
    tags: ['users'],
  }),
  enable: defineRoute({
    method: 'POST',
    path: '/user/2fa/enable',
    body: CodeRequest,
    response: RecoveryCodesResult,
    summary:
      'Turns two-factor sign-in on with a code from the new secret; answers 10 recovery codes',
    tags: ['users'],
  }),
  disable: defineRoute({
    method: 'POST',
    path: '/user/2fa/disable',
    body: CodeRequest,
    response: MessageResult,
    summary: 'Turns two-factor sign-in off (a current code or a recovery code)',
    tags: ['users'],
  }),
  recoveryCodes: defineRoute({
    method: 'POST',
    path: '/user/2fa/recovery-codes',
    body: CodeRequest,
    response: RecoveryCodesResult,
    summary: 'Replaces the caller’s recovery codes (a current code)',
    tags: ['users'],
  }),
  reset: defineRoute({
    method: 'POST',
    path: '/admin/users/2fa/reset',
    body: z.object({ userId: Id }),
    response: MessageResult,
    summary: 'Resets a user’s second factor (a lost device; admins)',
    tags: ['admin'],
  }),
  policy: defineRoute({
    method: 'GET',
    path: '/admin/2fa/policy',
    response: TwoFactorPolicy,
    summary: 'The roles that must use two-factor sign-in (admins)',
    tags: ['admin'],
    cacheKey: ['twoFactor', 'policy'],
  }),
  savePolicy: defineRoute({
    method: 'PUT',
    path: '/admin/2fa/policy',
    body: TwoFactorPolicy,
    response: MessageResult,
    summary: 'Sets the roles that must use two-factor sign-in (admins)',
    tags: ['admin'],
  }),
};

/**
 * What a user whose roles need two-factor sign-in, not yet set up, may call (paths under /api): its state,
 * set-up and turning on, their own details, signing out. Every other call answers 403
 * TWO_FACTOR_SETUP_REQUIRED (TWO_FACTOR_MESSAGES.setupRequired).
 */
export const TWO_FACTOR_SETUP_PATHS: readonly string[] = [
  twoFactorRoutes.status.path,
  twoFactorRoutes.setup.path,
  twoFactorRoutes.enable.path,
  '/user/details',
  '/user/logout',
];
