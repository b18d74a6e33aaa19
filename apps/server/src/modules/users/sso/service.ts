import { randomBytes } from 'node:crypto';
import {
  ROLE_CODES,
  SSO_MESSAGES,
  type RoleCode,
  type SsoError,
  type SsoSettings,
} from '@crm/contracts';
import type { Db } from '../../../db/client.js';
import type { TokenService } from '../../../auth/tokens.js';
import type { SsoConfig, SsoIdentity, oidcClient } from '../../../auth/oidc.js';
import { badRequest } from '../../../lib/errors.js';
import { recordAudit } from '../../audit/index.js';
import { insertUser } from '../accounts.js';
import { accountByEmail, userById } from '../queries.js';
import { openSession } from '../sessions/service.js';
import { secretHash } from '../twoFactor/totp.js';
import { issueTicket, saveSsoStart, takeSsoStart, useTicket } from './queries.js';

/** What single sign-on needs: the database, its settings and the provider's client (absent: SSO is off). */
export type SsoDeps = {
  db: Db;
  config?: SsoConfig;
  client?: ReturnType<typeof oidcClient>;
  log: (message: string) => void;
};

/** GET /api/auth/sso: the login page's view of single sign-on. */
export const ssoSettings = (config?: SsoConfig): SsoSettings => ({
  enabled: !!config,
  name: config?.name ?? '',
  passwordSignIn: !config?.only,
});

/**
 * A path of this app to return to after signing in: `returnTo` when it is one (starts with a single `/`,
 * no scheme, host or backslash: never another site, issue 40 §7 open redirect), else /home.
 */
function localPath(returnTo: string | undefined): string {
  return returnTo && /^\/(?![/\\])[^\s\\]*$/.test(returnTo) ? returnTo : '/home';
}

/** GET /api/auth/sso/start: the provider's authorization URL for a new sign-in (its checks kept under its state). */
export async function startSso(deps: SsoDeps, returnTo: string | undefined): Promise<string> {
  if (!deps.client) throw badRequest('Single sign-on is not configured', 'SSO_OFF');
  const { url, checks } = await deps.client.start();
  await saveSsoStart(deps.db, { ...checks, returnTo: localPath(returnTo) });
  return url;
}

/** The role codes the role claim's `values` map to (SsoConfig.roleMap), each once. */
const mappedRoles = (config: SsoConfig, values: string[]): RoleCode[] => [
  ...new Set(
    values
      .map((v) => config.roleMap[v])
      .filter((r): r is RoleCode => !!r && ROLE_CODES.includes(r)),
  ),
];

/** A new user for `identity` with its mapped roles (audited); null when no value maps to a role. */
async function provision(deps: SsoDeps, identity: SsoIdentity): Promise<number | null> {
  const roles = mappedRoles(deps.config!, identity.roleValues);
  if (!roles.length) return null;
  const [local] = identity.email.split('@');
  return deps.db.transaction(async (tx) => {
    const fields = {
      email: identity.email,
      firstName: identity.firstName || local,
      lastName: identity.lastName,
      roles,
      verticalId: null,
      designation: null,
    };
    const userId = await insertUser(tx, { ...fields, passwordHash: null });
    await recordAudit(tx, userId, {
      action: 'auth.sso_provision',
      entity: 'user',
      entityId: userId,
      after: { ...fields, roleClaim: identity.roleValues },
    });
    return userId;
  });
}

/** The user `identity` signs in as: an active user with its address, or a provisioned one; else the refusal. */
async function userOf(deps: SsoDeps, identity: SsoIdentity): Promise<number | SsoError> {
  const account = await accountByEmail(deps.db, identity.email);
  if (account) return account.active ? account.user.userId : 'noUser';
  if (!deps.config!.autoProvision) return 'noUser';
  return (await provision(deps, identity)) ?? 'unmappedRole';
}

/**
 * GET /api/auth/sso/callback: the provider's redirect back. Takes the sign-in of its state (once, within
 * 10 minutes), exchanges the code (PKCE, nonce, id token checks), finds the user (or provisions one), and
 * answers where the browser goes: /sso-complete?ticket=…&returnTo=… with a one-time ticket (a minute), or
 * /login?ssoError=noUser | unmappedRole | failed. Nothing is created for a refusal but a provisioned user.
 */
export async function finishSso(
  deps: SsoDeps,
  r: { state?: string; error?: string; callbackUrl: URL },
): Promise<string> {
  const refused = (e: SsoError) => `/login?ssoError=${e}`;
  const start = r.state && !r.error ? await takeSsoStart(deps.db, r.state) : null;
  if (!start || !deps.client) return refused('failed');
  let identity: SsoIdentity;
  try {
    identity = await deps.client.finish(r.callbackUrl, start);
  } catch (e) {
    deps.log(
      `sso: the provider's answer was refused: ${e instanceof Error ? e.message : String(e)}`,
    );
    return refused('failed');
  }
  const userId = await userOf(deps, identity);
  if (typeof userId === 'string') return refused(userId);
  const ticket = randomBytes(32).toString('base64url');
  await issueTicket(deps.db, { state: start.state, ticketHash: secretHash(ticket), userId });
  return `/sso-complete?${new URLSearchParams({ ticket, returnTo: start.returnTo })}`;
}

/**
 * POST /api/auth/sso/complete {ticket}: the session of a finished single sign-on (once; 400
 * SSO_TICKET_INVALID for a ticket used, expired or unknown, or a user deactivated meanwhile).
 */
export async function completeSso(
  deps: SsoDeps & { tokens: TokenService },
  r: { ticket: string; address: string; userAgent: string | undefined },
) {
  const userId = await useTicket(deps.db, secretHash(r.ticket));
  const user = userId === null ? null : await userById(deps.db, userId);
  const account = user && (await accountByEmail(deps.db, user.full.email));
  if (!user || !account?.active) throw badRequest(SSO_MESSAGES.ticketInvalid, 'SSO_TICKET_INVALID');
  const session = { userId: user.full.userId, userAgent: r.userAgent, address: r.address };
  const { token, expiresAt } = await openSession(deps.db, deps.tokens, {
    ...session,
    method: 'sso',
  });
  return {
    token,
    expiresAt,
    user: user.full,
    twoFactorSetupRequired: account.twoFactorSetupRequired,
  };
}
