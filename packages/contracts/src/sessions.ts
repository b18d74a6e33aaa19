import { z } from 'zod';
import { Id, MessageResult } from './common.js';
import { defineRoute } from './routes.js';

/** What the sessions screen and calls say (issue 40 §5). */
export const SESSION_MESSAGES = {
  ended: 'Signed out of that session.',
  othersEnded: (n: number) =>
    n === 0
      ? 'No other session was signed in.'
      : `Signed out of ${n} other session${n === 1 ? '' : 's'}.`,
  notFound: 'That session is not signed in.',
  current: 'This is the session you are using: sign out from the profile menu.',
  everywhere: (name: string) => `${name} is signed out everywhere.`,
} as const;

/** One signed-in session of the caller (issue 40 §5): device from the user agent, address, times (ISO UTC). */
export const SessionInfo = z.object({
  sessionId: z.string(),
  /** "Chrome 131 on Windows 10", from the user agent; "Unknown device" when it tells nothing. */
  device: z.string(),
  address: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;

/** POST /api/user/sessions/end {sessionId}: signs out one of the caller's other sessions. */
const EndSessionRequest = z.object({ sessionId: z.string().uuid() });
/** POST /api/admin/users/sign-out {userId}: an admin signs a user out everywhere. */
const SignOutUserRequest = z.object({ userId: Id });

/** A user's sessions (issue 40 §5): the list, sign out one or all others, an admin's sign-out everywhere. */
export const sessionRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/user/sessions',
    response: z.object({ sessions: z.array(SessionInfo) }),
    summary: 'The caller’s signed-in sessions, the current one first, then by last seen',
    tags: ['users'],
    cacheKey: ['sessions'],
  }),
  end: defineRoute({
    method: 'POST',
    path: '/user/sessions/end',
    body: EndSessionRequest,
    response: MessageResult,
    summary: 'Signs out one of the caller’s other sessions (its sockets close on every copy)',
    tags: ['users'],
  }),
  endOthers: defineRoute({
    method: 'POST',
    path: '/user/sessions/end-others',
    response: MessageResult,
    summary: 'Signs out every session of the caller but the current one',
    tags: ['users'],
  }),
  signOutUser: defineRoute({
    method: 'POST',
    path: '/admin/users/sign-out',
    body: SignOutUserRequest,
    response: MessageResult,
    summary: 'Signs a user out everywhere (admins)',
    tags: ['admin'],
  }),
};
