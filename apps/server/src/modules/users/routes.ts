import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, MESSAGES, MessageResult, userRoutes } from '@crm/contracts';
import { lockStatus, updateLock } from './lock.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { rawRoute, route } from '../../lib/route.js';
import { loginThrottle } from '../../auth/loginThrottle.js';
import { authenticate, revokeSession, userDetails } from './service.js';

/**
 * Login, logout and user details (spec 001 §7 user auth, spec 000 §2.5). Failed sign-ins are limited per
 * account and client address and per address across accounts (loginThrottle; the real address unless
 * TRUST_PROXY names the proxy): 429 with Retry-After and the wait in the message. Successful sign-ins are
 * never limited, so a whole office behind one address signs in. Logout revokes the token and closes the
 * sockets opened with it, on every server copy.
 */
export async function usersRoutes(app: FastifyInstance, { db, tokens, realtime }: AppContext) {
  rawRoute(
    app,
    userRoutes.signIn,
    async (req, reply) => {
      const { email, password } = req.body;
      const wait = await loginThrottle.wait(db, email, req.ip);
      if (wait) {
        reply.header('retry-after', String(wait.seconds));
        throw new AppError(429, 'TOO_MANY_REQUESTS', wait.message);
      }
      const user = await authenticate(db, email, password);
      if (!user) {
        await loginThrottle.fail(db, email, req.ip);
        throw new AppError(401, 'INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
      }
      await loginThrottle.succeed(db, email, req.ip);
      const { token, expiresAt } = await tokens.sign(user.userId);
      return { data: { token, expiresAt, user } };
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
