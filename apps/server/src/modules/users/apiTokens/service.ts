import { randomBytes } from 'node:crypto';
import {
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  type ApiTokenCreated,
  type ApiTokenInfo,
  type ApiTokenPolicy,
  type ApiTokenScope,
} from '@crm/contracts';
import type { Db } from '../../../db/client.js';
import type { Session } from '../../../auth/tokens.js';
import { assertAdmin, isAdminActor, type Actor } from '../../../auth/actor.js';
import { badRequest, forbidden, notFound } from '../../../lib/errors.js';
import { recordAudit } from '../../audit/index.js';
import { secretHash } from '../twoFactor/totp.js';
import {
  apiTokenByHash,
  apiTokenMaxDays,
  apiTokenRow,
  apiTokenRows,
  insertApiToken,
  revokeApiToken,
  saveApiTokenMaxDays,
  type ApiTokenKey,
  type ApiTokenRow,
} from './queries.js';

/** An API token's secret: `sdk_` and 32 random bytes in base64url (47 characters). */
const SECRET = /^sdk_[A-Za-z0-9_-]{43}$/;

/** The expiry of a token that never expires, as a session carries it. */
const NEVER = new Date('9999-12-31T00:00:00Z');

/** The handle (`jti`) of an API token's sessions: what its revocation tells every copy to forget. */
const apiTokenJti = (id: number) => `api:${id}`;

const iso = (d: Date | null) => d?.toISOString() ?? null;

const toInfo = (r: ApiTokenRow): ApiTokenInfo => ({
  id: r.id,
  name: r.name,
  scope: r.scope,
  hint: r.hint,
  createdAt: r.createdAt.toISOString(),
  expiresAt: iso(r.expiresAt),
  lastUsedAt: iso(r.lastUsedAt),
  lastUsedAddress: r.lastUsedAddress,
  revokedAt: iso(r.revokedAt),
  userId: r.userId,
  userName: r.userName,
});

/** 403 when the request came with an API token: tokens are made and revoked signed in, never by a token. */
function assertSignedIn(session: Session): void {
  if (session.apiToken) throw forbidden(API_TOKEN_MESSAGES.signedInOnly, 'API_TOKEN_NOT_ALLOWED');
}

/**
 * Verifies `sdk_` API tokens (issue 42 §1) for the auth check: a secret's token (by its SHA-256, never the
 * secret) is read once and remembered (at most `maxRemembered`; a token's row never changes but for its
 * revocation and last use, which the actor's load and `seen` handle). Answers the token's session, or null
 * for an unknown or expired secret.
 */
export function apiTokenVerifier(db: Db, maxRemembered = 10_000) {
  const known = new Map<string, Promise<ApiTokenKey | null>>();
  const lookUp = (hash: string) => {
    let found = known.get(hash);
    if (!found) {
      if (known.size >= maxRemembered) known.clear();
      found = apiTokenByHash(db, hash);
      known.set(hash, found);
      found.catch(() => known.delete(hash));
    }
    return found;
  };
  return {
    async verify(token: string): Promise<Session | null> {
      if (!SECRET.test(token)) return null;
      const key = await lookUp(secretHash(token));
      if (!key || (key.expiresAt && key.expiresAt.getTime() <= Date.now())) return null;
      return {
        userId: key.userId,
        jti: apiTokenJti(key.id),
        issuedAt: Math.floor(key.createdAt.getTime() / 1000),
        expiresAt: key.expiresAt ?? NEVER,
        apiToken: { id: key.id, name: key.name, scope: key.scope },
      };
    },
  };
}

/** Verifies API tokens (apiTokenVerifier). */
export type ApiTokenVerifier = ReturnType<typeof apiTokenVerifier>;

/**
 * POST /api/user/tokens: a new token of the caller, its secret answered this once (only its hash is kept),
 * recorded in the audit trail. 400 API_TOKEN_TOO_LONG when its lifetime passes the admins' cap (a token
 * that never expires, when there is one); 403 API_TOKEN_NOT_ALLOWED from an API token.
 */
export async function createApiToken(
  db: Db,
  { actor, session }: { actor: Actor; session: Session },
  input: { name: string; scope: ApiTokenScope; expiresInDays: number | null },
): Promise<ApiTokenCreated> {
  assertSignedIn(session);
  const cap = await apiTokenMaxDays(db);
  if (cap !== null && input.expiresInDays === null)
    throw badRequest(API_TOKEN_MESSAGES.noExpiryNotAllowed(cap), 'API_TOKEN_TOO_LONG');
  if (cap !== null && input.expiresInDays !== null && input.expiresInDays > cap)
    throw badRequest(API_TOKEN_MESSAGES.overCap(cap), 'API_TOKEN_TOO_LONG');
  const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const id = await db.transaction(async (tx) => {
    const made = await insertApiToken(tx, {
      ...input,
      userId: actor.userId,
      secretHash: secretHash(token),
      hint: token.slice(-4),
    });
    await recordAudit(tx, actor.userId, {
      action: 'api_token.create',
      entity: 'api_token',
      entityId: made,
      after: { name: input.name, scope: input.scope, expiresInDays: input.expiresInDays },
    });
    return made;
  });
  return { id, token, message: API_TOKEN_MESSAGES.created(input.name) };
}

/** GET /api/user/tokens: the caller's tokens, live ones first. */
export async function myApiTokens(db: Db, actor: Actor): Promise<{ tokens: ApiTokenInfo[] }> {
  return { tokens: (await apiTokenRows(db, actor.userId)).map(toInfo) };
}

/** GET /api/admin/tokens: every user's tokens (admins; 403 otherwise). */
export async function allApiTokens(db: Db, actor: Actor): Promise<{ tokens: ApiTokenInfo[] }> {
  assertAdmin(actor);
  return { tokens: (await apiTokenRows(db, null)).map(toInfo) };
}

/**
 * DELETE /api/user/tokens/:id: revokes one of the caller's tokens (an admin: anyone's), recorded in the
 * audit trail; then `forget` tells every server copy to drop what it holds of the token, so it answers 401
 * at once everywhere. A token already revoked answers so and changes nothing. 404 API_TOKEN_NOT_FOUND for a
 * token that is not the caller's (to a non-admin) or does not exist; 403 from an API token.
 */
export async function revokeApiTokenOf(
  db: Db,
  { actor, session }: { actor: Actor; session: Session },
  id: number,
  forget: (jti: string) => void,
): Promise<{ message: string }> {
  assertSignedIn(session);
  const row = await apiTokenRow(db, id);
  if (!row || (row.userId !== actor.userId && !isAdminActor(actor)))
    throw notFound(API_TOKEN_MESSAGES.notFound, 'API_TOKEN_NOT_FOUND');
  const revoked = await db.transaction(async (tx) => {
    if (!(await revokeApiToken(tx, id, actor.userId))) return false;
    await recordAudit(tx, actor.userId, {
      action: 'api_token.revoke',
      entity: 'api_token',
      entityId: id,
      before: { name: row.name, userId: row.userId },
    });
    return true;
  });
  forget(apiTokenJti(id));
  return {
    message: revoked ? API_TOKEN_MESSAGES.revoked(row.name) : API_TOKEN_MESSAGES.alreadyRevoked,
  };
}

/** GET /api/user/tokens/policy: the longest lifetime a new token may have (null: no cap). */
export async function apiTokenPolicy(db: Db): Promise<ApiTokenPolicy> {
  return { maxDays: (await apiTokenMaxDays(db)) as ApiTokenPolicy['maxDays'] };
}

/** PUT /api/admin/tokens/policy: caps new tokens' lifetime (admins), recorded in the audit trail; tokens made before keep theirs. */
export async function saveApiTokenPolicy(
  db: Db,
  actor: Actor,
  policy: ApiTokenPolicy,
): Promise<{ message: string }> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    const before = await apiTokenMaxDays(tx);
    await saveApiTokenMaxDays(tx, policy.maxDays);
    await recordAudit(tx, actor.userId, {
      action: 'settings.update',
      entity: 'setting',
      entityId: 'api_token_policy',
      before: { maxDays: before },
      after: { maxDays: policy.maxDays },
    });
  });
  return { message: API_TOKEN_MESSAGES.policySaved };
}
