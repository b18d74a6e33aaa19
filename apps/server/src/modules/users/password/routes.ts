import type { FastifyInstance } from 'fastify';
import { userRoutes } from '@crm/contracts';
import type { AppContext } from '../../../context.js';
import { rawRoute } from '../../../lib/route.js';
import { requestReset, resetPassword, startResetLinks } from './service.js';

/**
 * "Forgot password?" and the password links (issue 40 §2): both routes are public (raw routes, as sign-in:
 * the forgot route sets Retry-After); the reset job runs on this copy's job queue.
 */
export async function usersPasswordPlugin(
  app: FastifyInstance,
  { db, mail, jobs, publicUrl, realtime }: AppContext,
) {
  const deps = { db, mail, jobs, publicUrl };
  await startResetLinks(deps);
  rawRoute(
    app,
    userRoutes.forgotPassword,
    async (req, reply) => ({
      data: await requestReset(deps, {
        email: req.body.email,
        address: req.ip,
        retryAfter: (seconds) => reply.header('retry-after', String(seconds)),
      }),
    }),
    { public: true },
  );
  rawRoute(
    app,
    userRoutes.resetPassword,
    async (req) => ({
      data: await resetPassword(
        { db, endSessions: (userId) => realtime.disconnectUser(userId) },
        { token: req.body.token, password: req.body.password },
      ),
    }),
    { public: true },
  );
}
