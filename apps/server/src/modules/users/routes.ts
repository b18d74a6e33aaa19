import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, MESSAGES, MessageResult, SSO_MESSAGES, userRoutes } from '@crm/contracts';
import { lockStatus, updateLock } from './lock.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { rawRoute, route } from '../../lib/route.js';
import { loginThrottle } from '../../auth/loginThrottle.js';
import { SignInBusy, signInsInFlight } from '../../auth/signInLimits.js';
import { authenticate, revokeSession, userDetails } from './service.js';
import { usersPasswordPlugin } from './password/routes.js';
import { usersSessionsPlugin } from './sessions/routes.js';
import { usersApiTokensPlugin } from './apiTokens/routes.js';
import { usersTwoFactorPlugin } from './twoFactor/routes.js';
import { usersSsoPlugin } from './sso/routes.js';
import { secondFactorOfSignIn } from './twoFactor/service.js';
import { openSession } from './sessions/service.js';
import { recordAudit } from '../audit/index.js';

/**
 * One sign-in request: the credentials, a second factor (a code, or a remembered browser's token, and
 * whether to remember this one), the client address and its user agent (the session's device).
 */
type SignInAttempt = {
  email: string;
  password: string;
  code?: string;
  deviceToken?: string;
  rememberDevice?: boolean;
  address: string;
  userAgent: string | undefined;
};

/**
 * Login, logout, password links (password/), sessions (sessions/: each sign-in records one) and user
 * details (spec 001 §7 user auth, spec 000 §2.5). Failed sign-ins are limited per
 * account and client address and per address across accounts (loginThrottle; the real address unless
 * TRUST_PROXY names the proxy): 429 with Retry-After and the wait in the message. Successful sign-ins are
 * never limited, so a whole office behind one address signs in. A burst costs little: at most
 * SIGN_INS_IN_FLIGHT sign-ins of one address are checked at once, up to SIGN_IN_LINE more wait their
 * turn up to 5 s (beyond that, or after the wait, 429 TOO_MANY_REQUESTS, Retry-After: 1,
 * MESSAGES.tooManyLogins, before any password check) and the password checks of all addresses wait in
 * line (auth/signInLimits.ts). Logout revokes the token and closes the sockets opened
 * with it, on every server copy.
 */
export async function usersPlugin(app: FastifyInstance, context: AppContext) {
  const { db, tokens, realtime, sso, secretBox } = context;
  await usersPasswordPlugin(app, context);
  await usersSessionsPlugin(app, context);
  await usersApiTokensPlugin(app, context);
  await usersTwoFactorPlugin(app, context);
  await usersSsoPlugin(app, context);
  const enter = signInsInFlight();
  /** One sign-in's checks: the throttle's wait (429 with Retry-After), the password, then the failure or success counted. */
  const signIn = async (attempt: SignInAttempt, reply: FastifyReply) => {
    const { email, password, address, userAgent } = attempt;
    if (sso?.only && email !== sso.breakGlassEmail)
      throw new AppError(403, 'PASSWORD_SIGN_IN_OFF', SSO_MESSAGES.passwordOff);
    const wait = await loginThrottle.wait(db, email, address);
    if (wait) {
      reply.header('retry-after', String(wait.seconds));
      throw new AppError(429, 'TOO_MANY_REQUESTS', wait.message);
    }
    const checked = await authenticate(db, email, password);
    const { user } = checked;
    if (!user) {
      await db.transaction(async (tx) => {
        await loginThrottle.fail(tx, email, address);
        await recordAudit(tx, checked.accountId, {
          action: 'auth.sign_in_failed',
          entity: 'user',
          entityId: checked.accountId,
          after: { email },
        });
      });
      throw new AppError(401, 'INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
    }
    const second = await secondFactorOfSignIn(
      { db, box: secretBox },
      { ...attempt, userId: user.userId },
    );
    await loginThrottle.succeed(db, email, address);
    const session = { userId: user.userId, userAgent, address, method: 'password' as const };
    const { token, expiresAt } = await openSession(db, tokens, session);
    const twoFactorSetupRequired = checked.twoFactorSetupRequired;
    return { data: { token, expiresAt, user, twoFactorSetupRequired, ...second } };
  };
  rawRoute(
    app,
    userRoutes.signIn,
    async (req, reply) => {
      try {
        const { fcmtoken: _fcm, platform: _platform, ...credentials } = req.body;
        const attempt = { ...credentials, address: req.ip, userAgent: req.headers['user-agent'] };
        return await enter(req.ip, () => signIn(attempt, reply));
      } catch (e) {
        if (e instanceof SignInBusy) reply.header('retry-after', '1');
        throw e;
      }
    },
    { public: true },
  );
  // not in the route catalogue: the fuzz test leaves logout out (it would end the fuzzing session)
  app.withTypeProvider<ZodTypeProvider>().post('/user/logout', {
    schema: { tags: ['users'], response: { 200: envelope(MessageResult) } },
    handler: async (req) => {
      await revokeSession(db, req.session);
      realtime.disconnectSession(req.session.jti);
      return { data: { message: MESSAGES.loggedOut } };
    },
  });
  route(app, userRoutes.lockStatus, (req) => lockStatus(db, req.actor.userId));
  route(app, userRoutes.updateLock, (req) =>
    updateLock({ db, userId: req.actor.userId, req: req.body }),
  );
  route(app, userRoutes.details, (req) =>
    userDetails({ db, actor: req.actor, userId: req.query.userId }),
  );
}
