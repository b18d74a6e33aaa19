import type { FastifyInstance } from 'fastify';
import { sessionRoutes } from '@crm/contracts';
import type { AppContext } from '../../../context.js';
import { route } from '../../../lib/route.js';
import { endOtherSessions, endSession, listSessions, signOutEverywhere } from './service.js';

/** A user's sessions (issue 40 §5): the list, signing out one or all others, and an admin's sign-out everywhere. */
export async function usersSessionsPlugin(app: FastifyInstance, { db, realtime }: AppContext) {
  const disconnect = (jti: string) => realtime.disconnectSession(jti);
  route(app, sessionRoutes.list, (req) => listSessions(db, req.session));
  route(app, sessionRoutes.end, (req) =>
    endSession(db, { session: req.session, sessionId: req.body.sessionId, disconnect }),
  );
  route(app, sessionRoutes.endOthers, (req) =>
    endOtherSessions(db, { session: req.session, disconnect }),
  );
  route(app, sessionRoutes.signOutUser, (req) =>
    signOutEverywhere(db, {
      actor: req.actor,
      userId: req.body.userId,
      stop: (userId) => realtime.disconnectUser(userId),
    }),
  );
}
