import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_MESSAGES } from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';
import type { JobQueue } from '../../../jobs/queue.js';
import type { Mail } from '../../../mail/index.js';
import { hashPassword } from '../../../auth/passwords.js';
import { passwordProblem } from '../../../auth/passwordPolicy.js';
import { countInHour } from '../../../lib/hourlyCount.js';
import { AppError, badRequest } from '../../../lib/errors.js';
import { recordAudit } from '../../audit/index.js';
import {
  activeUserByEmail,
  insertLink,
  linkHolder,
  setPasswordHash,
  useLink,
  type LinkPurpose,
  type LinkUser,
} from './queries.js';

/** How long a link works: a reset for 60 minutes, an invitation for 72 hours (issue 40 §2). */
const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  reset: 60 * 60_000,
  invite: 72 * 3_600_000,
};
/** The page each link opens (the web app's routes). */
const LINK_PAGE: Record<LinkPurpose, string> = {
  reset: '/reset-password',
  invite: '/set-password',
};
/** Reset requests an hour, per address asked for (known or not) and per client address. */
const RESETS_PER_EMAIL = 5;
const RESETS_PER_ADDRESS = 20;
/** The job that makes and mails a reset link, so the request's answer takes the same time for any address. */
const RESET_JOB = 'password-reset-link';

/** What the password flows need from the app. */
export type PasswordDeps = { db: Db; mail: Mail; jobs: JobQueue; publicUrl: string };

/** The SHA-256 (hex) of a link's token: the only form of it the database keeps. */
const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Makes a single-use link for `user` in `tx` (voiding their earlier unused ones of that purpose) and queues
 * its mail: a reset, or an invitation from `invitedBy`. Answers the mail's id, to dispatch after the commit.
 */
export async function queuePasswordLink(
  tx: Tx,
  deps: Pick<PasswordDeps, 'mail' | 'publicUrl'>,
  user: Pick<LinkUser, 'userId' | 'email' | 'firstName'>,
  link: { purpose: 'reset' } | { purpose: 'invite'; invitedBy: string },
): Promise<number> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + LINK_LIFETIME_MS[link.purpose]);
  await insertLink(tx, {
    userId: user.userId,
    purpose: link.purpose,
    tokenHash: tokenHashOf(token),
    expiresAt,
  });
  const url = `${deps.publicUrl}${LINK_PAGE[link.purpose]}?token=${token}`;
  const fields = { firstName: user.firstName, link: url, expiresAt };
  return link.purpose === 'reset'
    ? deps.mail.queue(tx, user.email, 'passwordReset', fields)
    : deps.mail.queue(tx, user.email, 'invitation', { ...fields, invitedBy: link.invitedBy });
}

/**
 * POST /api/user/password/forgot {email}: counts the request per address asked for and per client
 * `address`; past 5 and 20 an hour, for any address alike, `retryAfter` gets the wait (seconds) and it
 * throws 429 TOO_MANY_REQUESTS. Otherwise a job mails a reset link when `email` is an active user's: the
 * answer is the same, and takes the same time, whether or not the address has an account.
 */
export async function requestReset(
  deps: PasswordDeps,
  r: { email: string; address: string; retryAfter: (seconds: number) => void },
): Promise<{ message: string }> {
  for (const [key, limit] of [
    [`reset:email:${r.email}`, RESETS_PER_EMAIL],
    [`reset:address:${r.address}`, RESETS_PER_ADDRESS],
  ] as const) {
    const { requests, seconds } = await countInHour(deps.db, key);
    if (requests > limit) {
      r.retryAfter(seconds);
      const message = PASSWORD_MESSAGES.tooManyResets(Math.ceil(seconds / 60));
      throw new AppError(429, 'TOO_MANY_REQUESTS', message);
    }
  }
  await deps.jobs.send(RESET_JOB, { email: r.email });
  return { message: PASSWORD_MESSAGES.resetSent };
}

/** Runs the reset job: a link and its mail for `email` when it is an active user's, nothing otherwise. */
export async function startResetLinks(deps: PasswordDeps): Promise<void> {
  await deps.jobs.work<{ email: string }>(RESET_JOB, async ({ email }) => {
    const user = await activeUserByEmail(deps.db, email);
    if (!user) return;
    const mailId = await deps.db.transaction((tx) =>
      queuePasswordLink(tx, deps, user, { purpose: 'reset' }),
    );
    await deps.mail.dispatch([mailId]);
  });
}

/**
 * POST /api/user/password/reset {token, password}: sets the password of a reset or invitation link's user
 * and uses the link up; every session of the user ends (`endSessions`: cached actors and sockets on every
 * copy). 400 LINK_INVALID (PASSWORD_MESSAGES.linkInvalid) for a link used, expired, voided by a newer one or
 * of a deactivated user; 400 WEAK_PASSWORD for a password too easy to guess. Nothing changes on a refusal.
 */
export async function resetPassword(
  deps: Pick<PasswordDeps, 'db'> & { endSessions: (userId: number) => void },
  r: { token: string; password: string },
): Promise<{ message: string }> {
  const tokenHash = tokenHashOf(r.token);
  const holder = await linkHolder(deps.db, tokenHash);
  if (!holder) throw badRequest(PASSWORD_MESSAGES.linkInvalid, 'LINK_INVALID');
  const problem = passwordProblem(r.password, [holder.email, holder.firstName, holder.lastName]);
  if (problem) throw new AppError(400, 'WEAK_PASSWORD', problem, 'password');
  const passwordHash = await hashPassword(r.password);
  const userId = await deps.db.transaction(async (tx) => {
    const used = await useLink(tx, tokenHash);
    if (!used) return null;
    await setPasswordHash(tx, used.userId, passwordHash);
    await recordAudit(tx, used.userId, {
      action: 'auth.password_reset',
      entity: 'user',
      entityId: used.userId,
      after: { link: used.purpose },
    });
    return used.userId;
  });
  if (userId === null) throw badRequest(PASSWORD_MESSAGES.linkInvalid, 'LINK_INVALID');
  deps.endSessions(userId);
  return { message: PASSWORD_MESSAGES.passwordSet };
}
