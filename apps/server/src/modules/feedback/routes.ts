import type { FastifyInstance } from 'fastify';
import { feedbackRoutes } from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/route.js';
import { listFeedback, sendFeedback } from './service.js';

/** Feedback (spec 000 §2.8, 001 §7 Dashboard and common): staff send it, admins read it. */
export async function feedbackPlugin(app: FastifyInstance, { db }: AppContext) {
  route(app, feedbackRoutes.send, (req) => sendFeedback({ db, actor: req.actor, req: req.body }));
  route(app, feedbackRoutes.list, (req) => listFeedback({ db, actor: req.actor, page: req.query }));
}
