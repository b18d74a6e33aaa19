import { z } from 'zod';
import { LoginResult } from './auth.js';
import { defineRoute } from './routes.js';

/** What single sign-on says (issue 40 §3); `?ssoError=` on /login names one of the refusals. */
export const SSO_MESSAGES = {
  noUser: 'No active user of this CRM has the address your identity provider gave. Ask an admin.',
  unmappedRole:
    'Your identity provider did not name a role this CRM knows, so no account was made. Ask an admin.',
  failed: 'Single sign-on did not finish (the link was used, expired or altered). Try again.',
  passwordOff: 'Password sign-in is off: sign in with your company account.',
  ticketInvalid: 'This sign-in link was used or has expired. Sign in again.',
} as const;

/** The refusals /login shows after single sign-on, by the code in `?ssoError=`. */
export const SSO_ERRORS = ['noUser', 'unmappedRole', 'failed'] as const;
export type SsoError = (typeof SSO_ERRORS)[number];

/** GET /api/auth/sso: whether single sign-on is configured, the provider's name, and whether passwords still sign in. */
export const SsoSettings = z.object({
  enabled: z.boolean(),
  name: z.string(),
  passwordSignIn: z.boolean(),
});
export type SsoSettings = z.infer<typeof SsoSettings>;

/** GET /api/auth/sso/start?returnTo: where to come back to in the app after signing in (a path of this app). */
const SsoStartQuery = z.object({ returnTo: z.string().max(500).optional() });

/** GET /api/auth/sso/callback: what the provider sends back (code and state, or an error). */
const SsoCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

/**
 * Single sign-on with an OpenID Connect provider (issue 40 §3): the login page's settings, the start (a
 * redirect to the provider), the provider's callback (a redirect to /sso-complete with a one-time ticket,
 * or to /login?ssoError=), and the ticket's exchange for a session.
 */
export const ssoRoutes = {
  settings: defineRoute({
    method: 'GET',
    path: '/auth/sso',
    response: SsoSettings,
    summary: 'Whether single sign-on is on, the provider’s name, and whether passwords sign in',
    tags: ['users'],
    cacheKey: ['sso'],
  }),
  start: defineRoute({
    method: 'GET',
    path: '/auth/sso/start',
    query: SsoStartQuery,
    response: 'file',
    summary:
      'Redirects to the identity provider (authorization code flow with PKCE, state and nonce)',
    tags: ['users'],
  }),
  callback: defineRoute({
    method: 'GET',
    path: '/auth/sso/callback',
    query: SsoCallbackQuery,
    response: 'file',
    summary: 'The provider’s redirect back: checks the code, then redirects into the app',
    tags: ['users'],
  }),
  complete: defineRoute({
    method: 'POST',
    path: '/auth/sso/complete',
    body: z.object({ ticket: z.string().min(20).max(200) }),
    response: LoginResult,
    summary: 'Exchanges a single sign-on’s one-time ticket for a session',
    tags: ['users'],
  }),
};
