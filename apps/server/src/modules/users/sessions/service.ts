import UAParser from 'ua-parser-js';
import { SESSION_MESSAGES, USER_ADMIN_MESSAGES, type SessionInfo } from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';
import type { Session, TokenService } from '../../../auth/tokens.js';
import { assertAdmin, type Actor } from '../../../auth/actor.js';
import { badRequest, notFound } from '../../../lib/errors.js';
import { revokeToken, userById } from '../queries.js';
import { endSessionsFrom } from '../accounts.js';
import { recordAudit } from '../../audit/index.js';
import { insertSession, liveSessionsOf, purgeEndedSessions, touchSession } from './queries.js';
import { touchApiToken } from '../apiTokens/queries.js';

/** How often a session's last seen time is written at most (ms). */
const SEEN_EVERY_MS = 60_000;

/** "Chrome 131 on Windows 10" from a user agent; "Unknown device" when it names neither browser nor system. */
function deviceOf(userAgent: string): string {
  const { browser, os } = new UAParser(userAgent).getResult();
  const name = [browser.name, browser.major].filter(Boolean).join(' ');
  const system = [os.name, os.version].filter(Boolean).join(' ');
  if (name && system) return `${name} on ${system}`;
  return name || system || 'Unknown device';
}

/**
 * Opens a session for `userId` after a sign-in (by password or by single sign-on): a new token, its
 * user_sessions row and the sign-in's audit record, in one transaction. Answers the token and its expiry (ISO).
 */
export async function openSession(
  db: Db,
  tokens: TokenService,
  s: { userId: number; userAgent: string | undefined; address: string; method: 'password' | 'sso' },
): Promise<{ token: string; expiresAt: string }> {
  const { token, expiresAt, jti } = await tokens.sign(s.userId);
  await db.transaction(async (tx) => {
    await recordSession(tx, { jti, ...s, expiresAt });
    await recordAudit(tx, s.userId, {
      action: 'auth.sign_in',
      entity: 'user',
      entityId: s.userId,
      after: s.method === 'sso' ? { method: 'sso' } : null,
    });
  });
  return { token, expiresAt };
}

/** Records the session of a sign-in's new token: the device's user agent (at most 500 characters) and the client address. */
async function recordSession(
  db: Tx,
  s: {
    jti: string;
    userId: number;
    userAgent: string | undefined;
    address: string;
    expiresAt: string;
  },
): Promise<void> {
  await insertSession(db, { ...s, userAgent: (s.userAgent ?? '').slice(0, 500) });
  if (Math.random() < 0.01) await purgeEndedSessions(db);
}

/**
 * A function that notes a request of a session (its last seen time) or of an API token (its last use and
 * the client `address`, issue 42 §1), writing at most once a minute per session or token on this copy; a
 * failed write is only logged by `onError`.
 */
export function sessionSeen(
  db: Db,
  onError: (e: unknown) => void,
): (session: Session, address: string) => void {
  const written = new Map<string, number>();
  return (session, address) => {
    const now = Date.now();
    if (now - (written.get(session.jti) ?? 0) < SEEN_EVERY_MS) return;
    if (written.size > 10_000) written.clear();
    written.set(session.jti, now);
    const write = session.apiToken
      ? touchApiToken(db, session.apiToken.id, address)
      : touchSession(db, session.jti);
    write.catch(onError);
  };
}

/** GET /api/user/sessions: the caller's live sessions, the current one first, then by last seen. */
export async function listSessions(db: Db, session: Session): Promise<{ sessions: SessionInfo[] }> {
  const rows = await liveSessionsOf(db, session.userId);
  const sessions = rows.map((r) => ({
    sessionId: r.jti,
    device: deviceOf(r.userAgent),
    address: r.address,
    signedInAt: r.signedInAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    current: r.jti === session.jti,
  }));
  return {
    sessions: [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)],
  };
}

/**
 * POST /api/user/sessions/end {sessionId}: revokes one of the caller's other live sessions and closes its
 * sockets on every copy (`disconnect`). 400 SESSION_CURRENT for the session asking (sign out does that),
 * 404 SESSION_NOT_FOUND for one that is not the caller's or no longer live.
 */
export async function endSession(
  db: Db,
  r: { session: Session; sessionId: string; disconnect: (jti: string) => void },
): Promise<{ message: string }> {
  if (r.sessionId === r.session.jti) throw badRequest(SESSION_MESSAGES.current, 'SESSION_CURRENT');
  const target = (await liveSessionsOf(db, r.session.userId)).find((s) => s.jti === r.sessionId);
  if (!target) throw notFound(SESSION_MESSAGES.notFound, 'SESSION_NOT_FOUND');
  await revokeToken(db, { ...target, userId: r.session.userId, issuedAt: 0 });
  r.disconnect(target.jti);
  return { message: SESSION_MESSAGES.ended };
}

/** POST /api/user/sessions/end-others: revokes every live session of the caller but the current one. */
export async function endOtherSessions(
  db: Db,
  r: { session: Session; disconnect: (jti: string) => void },
): Promise<{ message: string }> {
  const others = (await liveSessionsOf(db, r.session.userId)).filter(
    (s) => s.jti !== r.session.jti,
  );
  for (const s of others) {
    await revokeToken(db, { ...s, userId: r.session.userId, issuedAt: 0 });
    r.disconnect(s.jti);
  }
  return { message: SESSION_MESSAGES.othersEnded(others.length) };
}

/**
 * POST /api/admin/users/sign-out {userId}: ends every session of the user (tokens issued before now are
 * refused, `stop` closes their sockets on every copy). 403 for non-admins, 404 for an unknown user.
 */
export async function signOutEverywhere(
  db: Db,
  r: { actor: Actor; userId: number; stop: (userId: number) => void },
): Promise<{ message: string }> {
  assertAdmin(r.actor);
  const user = await userById(db, r.userId);
  if (!user) throw notFound(USER_ADMIN_MESSAGES.notFound, 'USER_NOT_FOUND');
  await db.transaction(async (tx) => {
    await endSessionsFrom(tx, r.userId);
    await recordAudit(tx, r.actor.userId, {
      action: 'user.sign_out_everywhere',
      entity: 'user',
      entityId: r.userId,
    });
  });
  r.stop(r.userId);
  return { message: SESSION_MESSAGES.everywhere(`${user.card.firstName} ${user.card.lastName}`) };
}
