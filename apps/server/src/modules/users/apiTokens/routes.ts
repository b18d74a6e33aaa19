import type { FastifyInstance } from 'fastify';
import { apiTokenRoutes } from '@crm/contracts';
import type { AppContext } from '../../../context.js';
import { route } from '../../../lib/route.js';
import {
  allApiTokens,
  apiTokenPolicy,
  createApiToken,
  myApiTokens,
  revokeApiTokenOf,
  saveApiTokenPolicy,
} from './service.js';

/** Personal API tokens (issue 42 §1): one's own list, making and revoking them; every user's and the lifetime cap for admins. */
export async function usersApiTokensPlugin(app: FastifyInstance, { db, realtime }: AppContext) {
  route(app, apiTokenRoutes.list, (req) => myApiTokens(db, req.actor));
  route(app, apiTokenRoutes.create, (req) => createApiToken(db, req, req.body));
  route(app, apiTokenRoutes.revoke, (req) =>
    revokeApiTokenOf(db, req, req.params.id, (jti) => realtime.disconnectSession(jti)),
  );
  route(app, apiTokenRoutes.all, (req) => allApiTokens(db, req.actor));
  route(app, apiTokenRoutes.policy, () => apiTokenPolicy(db));
  route(app, apiTokenRoutes.savePolicy, (req) => saveApiTokenPolicy(db, req.actor, req.body));
}
