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
import { sealStoredSecrets } from './queries.js';

/**
 * Two-factor sign-in (issue 40 §4): the caller's enrolment, turning it off, recovery codes; an admin's reset
 * and policy. Secrets stored in clear (before they were sealed) are sealed as the plugin starts. Turning it on or off drops the user's cached actors on every copy before answering, so a user
 * who had to set it up may use the API at once.
 */
export async function usersTwoFactorPlugin(
  app: FastifyInstance,
  { db, realtime, secretBox }: AppContext,
) {
  const deps = { db, box: secretBox };
  const sealed = await sealStoredSecrets(db, secretBox);
  if (sealed) app.log.info(`two-factor: ${sealed} secrets stored in clear sealed`);
  const fresh = async <T>(userId: number, answer: T) => {
    await realtime.forgetActors(userId);
    return answer;
  };
  const own = (req: { actor: { userId: number }; ip: string }, code: string) => ({
    userId: req.actor.userId,
    code,
    address: req.ip,
  });
  route(app, twoFactorRoutes.status, (req) => twoFactorStatus(deps, req.actor.userId));
  route(app, twoFactorRoutes.setup, (req) => startEnrolment(deps, req.actor.userId));
  route(app, twoFactorRoutes.enable, async (req) =>
    fresh(req.actor.userId, await enableTwoFactor(deps, own(req, req.body.code))),
  );
  route(app, twoFactorRoutes.disable, async (req) =>
    fresh(req.actor.userId, await disableTwoFactor(deps, own(req, req.body.code))),
  );
  route(app, twoFactorRoutes.recoveryCodes, (req) =>
    renewRecoveryCodes(deps, own(req, req.body.code)),
  );
  route(app, twoFactorRoutes.reset, async (req) =>
    fresh(
      req.body.userId,
      await resetSecondFactor(deps, { actor: req.actor, userId: req.body.userId }),
    ),
  );
  route(app, twoFactorRoutes.policy, (req) => twoFactorPolicy(db, req.actor));
  route(app, twoFactorRoutes.savePolicy, (req) =>
    saveTwoFactorPolicy(db, { actor: req.actor, roles: req.body.roles }),
  );
}
