import type { FastifyInstance } from 'fastify';
import { twoFactorRoutes } from '@crm/contracts';
import type { AppContext } from '../../../context.js';
import { route } from '../../../lib/route.js';
import {
  disableTwoFactor,
  enableTwoFactor,
  renewRecoveryCodes,
  resetSecondFactor,
  saveTwoFactorPolicy,
  startEnrolment,
  twoFactorPolicy,
  twoFactorStatus,
} from './service.js';

/**
 * Two-factor sign-in (issue 40 §4): the caller's enrolment, turning it off, recovery codes; an admin's reset
 * and policy. Turning it on or off drops the user's cached actors on every copy before answering, so a user
 * who had to set it up may use the API at once.
 */
export async function usersTwoFactorPlugin(app: FastifyInstance, { db, realtime }: AppContext) {
  const fresh = async <T>(userId: number, answer: T) => {
    await realtime.forgetActors(userId);
    return answer;
  };
  const own = (req: { actor: { userId: number }; ip: string }, code: string) => ({
    userId: req.actor.userId,
    code,
    address: req.ip,
  });
  route(app, twoFactorRoutes.status, (req) => twoFactorStatus(db, req.actor.userId));
  route(app, twoFactorRoutes.setup, (req) => startEnrolment(db, req.actor.userId));
  route(app, twoFactorRoutes.enable, async (req) =>
    fresh(req.actor.userId, await enableTwoFactor(db, own(req, req.body.code))),
  );
  route(app, twoFactorRoutes.disable, async (req) =>
    fresh(req.actor.userId, await disableTwoFactor(db, own(req, req.body.code))),
  );
  route(app, twoFactorRoutes.recoveryCodes, (req) =>
    renewRecoveryCodes(db, own(req, req.body.code)),
  );
  route(app, twoFactorRoutes.reset, async (req) =>
    fresh(
      req.body.userId,
      await resetSecondFactor(db, { actor: req.actor, userId: req.body.userId }),
    ),
  );
  route(app, twoFactorRoutes.policy, (req) => twoFactorPolicy(db, req.actor));
  route(app, twoFactorRoutes.savePolicy, (req) =>
    saveTwoFactorPolicy(db, { actor: req.actor, roles: req.body.roles }),
  );
}
