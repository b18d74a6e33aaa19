import type { AuthUser, UserDetails } from '@crm/contracts';
import type { Session } from '../../auth/tokens.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { iso } from '../../lib/paging.js';
import { notFound } from '../../lib/errors.js';
import {
  accountByEmail,
  activeActor,
  brandOwnerRows,
  liveTokens,
  revokeToken,
  touchLastActive,
  userById,
} from './queries.js';

/**
 * The actor of an active user id, or null when no active user has that id — or, given the token, when it
 * was revoked (logout) or issued before the user's sessions were cut off (a deactivation, even if reactivated
 * since); an API token's, when it was revoked or expired.
 */
export function loadActor(
  db: Db,
  userId: number,
  token?: Pick<Session, 'jti' | 'issuedAt' | 'apiToken'>,
): Promise<Actor | null> {
  return activeActor(db, userId, token);
}

/** The jtis among `sessions` whose tokens still hold (user active, token neither revoked nor cut off): the sockets' check. */
export function liveSessions(
  db: Db,
  sessions: Pick<Session, 'userId' | 'jti' | 'issuedAt'>[],
): Promise<Set<string>> {
  return liveTokens(db, sessions);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks an email and password (POST /api/user/auth). Answers the user, or for an unknown email, a
 * wrong password or an inactive user no user and the id of the account named, if any (the caller
 * answers 401 alike for all three; the audit trail names the account). An unknown email still costs one
 * argon2id verification (of a dummy hash), so timing tells nothing.
 */
export async function authenticate(
  db: Db,
  email: string,
  password: string,
): Promise<
  { user: AuthUser; twoFactorSetupRequired: boolean } | { user: null; accountId: number | null }
> {
  const account = await accountByEmail(db, email);
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  const ok = await verifyPassword(account?.passwordHash ?? (await dummyHash), password);
  if (!account || !account.active || !ok)
    return { user: null, accountId: account?.user.userId ?? null };
  await touchLastActive(db, account.user.userId);
  return {
    user: { ...account.user, lastActiveOn: iso(new Date()) },
    twoFactorSetupRequired: account.twoFactorSetupRequired,
  };
}

/**
 * GET /api/user/details: the caller's own details in full (email, teams, admin flag); for anyone else
 * only what a profile card shows (name, picture, roles, vertical, last active). 404 when unknown.
 */
export async function userDetails({
  db,
  actor,
  userId,
}: {
  db: Db;
  actor: Actor;
  userId: number;
}): Promise<UserDetails> {
  const user = await userById(db, userId);
  if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
  return userId === actor.userId ? user.full : user.card;
}

/** POST /api/user/logout: revokes the caller's token until it would have expired (and drops expired revocations). */
export function revokeSession(db: Db, s: Session): Promise<void> {
  return revokeToken(db, s);
}

/**
 * Brand owners (role BO) a caller may filter by (GET /api/brand/owners): every BO for PO/ADMIN,
 * the TO's team and self, a BO themself; none for other roles. Name search, at most 100.
 */
export async function brandOwnerOptions(db: Db, scope: 'all' | number[] | null, searchFor: string) {
  if (!scope) return { brandOwners: [] };
  return { brandOwners: await brandOwnerRows(db, scope, searchFor) };
}
