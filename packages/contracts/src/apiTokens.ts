import { z } from 'zod';
import { Id, MessageResult } from './common.js';
import { defineRoute } from './routes.js';

/** The start of every API token's secret: secret scanners find a leaked one by it (issue 42 §1). */
export const API_TOKEN_PREFIX = 'sdk_';

/** The lifetimes a token may be given, in days; null is "never expires" (issue 42 §1). */
export const API_TOKEN_DAYS = [30, 90, 365] as const;

/**
 * What one API token may do on /api (issue 42 §1): 'read' calls only reads (any write answers 403
 * TOKEN_READ_ONLY), 'write' everything its user's roles allow. Never more than its user.
 */
export const ApiTokenScope = z.enum(['read', 'write']);
export type ApiTokenScope = z.infer<typeof ApiTokenScope>;

/**
 * An API token's rate limit (issue 42 §1): requests per token per window, on each server copy (the
 * browser's sessions have none of theirs); past it, 429 with Retry-After (seconds).
 */
export const API_TOKEN_RATE_LIMIT = { max: 600, windowSeconds: 60 } as const;

/** What the API tokens screen and calls say (issue 42 §1). */
export const API_TOKEN_MESSAGES = {
  created: (name: string) => `Token “${name}” created. Copy it now: it is not shown again.`,
  revoked: (name: string) => `Token “${name}” revoked: it stops working at once.`,
  notFound: 'That API token does not exist or is not yours.',
  alreadyRevoked: 'That API token is already revoked.',
  readOnly: 'This API token may only read: ask its owner for a read and write token.',
  overCap: (days: number) => `Tokens may last at most ${days} days here (an admin's setting).`,
  noExpiryNotAllowed: (days: number) =>
    `Tokens must expire here: choose ${days} days or fewer (an admin's setting).`,
  invalid: 'This API token is not valid: it is unknown, revoked or expired.',
  signedInOnly: 'API tokens are made and revoked signed in to the app, not with an API token.',
  policySaved: 'API token lifetime saved.',
  rateLimited: (seconds: number) =>
    `This API token made too many requests: try again in ${seconds} seconds.`,
} as const;

/** A lifetime in days: 30, 90 or 365; null never expires. */
const Days = z.union([z.literal(30), z.literal(90), z.literal(365)]).nullable();

/** POST /api/user/tokens: a named token of the caller with its scope and lifetime. */
const CreateApiTokenRequest = z
  .object({
    name: z.string().trim().min(1, 'is required').max(80),
    scope: ApiTokenScope,
    expiresInDays: Days,
  })
  .strict();

/** A new token: its id and its secret, shown this once (only a hash is kept). */
export const ApiTokenCreated = z.object({
  id: z.number().int(),
  token: z.string(),
  message: z.string(),
});
export type ApiTokenCreated = z.infer<typeof ApiTokenCreated>;

/** One API token as its lists show it (times ISO UTC; `hint` is the secret's last four characters). */
export const ApiTokenInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: ApiTokenScope,
  hint: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedAddress: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** Its user (the admin list names them). */
  userId: z.number().int(),
  userName: z.string(),
});
export type ApiTokenInfo = z.infer<typeof ApiTokenInfo>;

const ApiTokenList = z.object({ tokens: z.array(ApiTokenInfo) });

/** The admins' cap on a token's lifetime in days (null: no cap, a token may never expire). */
export const ApiTokenPolicy = z.object({ maxDays: Days });
export type ApiTokenPolicy = z.infer<typeof ApiTokenPolicy>;

/** Personal API tokens (issue 42 §1): the caller's own, and every user's for admins. */
export const apiTokenRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/user/tokens',
    response: ApiTokenList,
    summary: 'The caller’s API tokens, newest first, revoked ones last',
    tags: ['users'],
    cacheKey: ['apiTokens', 'mine'],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/user/tokens',
    body: CreateApiTokenRequest,
    response: ApiTokenCreated,
    summary: 'Creates an API token of the caller; its secret (sdk_…) is answered this once',
    tags: ['users'],
  }),
  revoke: defineRoute({
    method: 'DELETE',
    path: '/user/tokens/:id',
    params: z.object({ id: Id }),
    response: MessageResult,
    summary: 'Revokes one of the caller’s API tokens (an admin: anyone’s); it stops at once',
    tags: ['users'],
  }),
  all: defineRoute({
    method: 'GET',
    path: '/admin/tokens',
    response: ApiTokenList,
    summary: 'Every user’s API tokens (admins)',
    tags: ['admin'],
    cacheKey: ['apiTokens', 'all'],
  }),
  policy: defineRoute({
    method: 'GET',
    path: '/user/tokens/policy',
    response: ApiTokenPolicy,
    summary: 'The longest lifetime an API token may be given',
    tags: ['users'],
    cacheKey: ['apiTokens', 'policy'],
  }),
  savePolicy: defineRoute({
    method: 'PUT',
    path: '/admin/tokens/policy',
    body: ApiTokenPolicy,
    response: MessageResult,
    summary: 'Caps the lifetime of new API tokens (admins)',
    tags: ['admin'],
  }),
};
