import type { FastifyInstance } from 'fastify';
import { eventTeamRoutes } from '@crm/contracts';
import { route } from '../../../lib/route.js';
import { eventTimeline } from './service.js';
import type { AppContext } from '../../../context.js';

/** The event timeline and my timeline (spec 001 §7 Event API). */
export async function eventsTimelinePlugin(app: FastifyInstance, { db }: AppContext) {
  route(app, eventTeamRoutes.timeline, (req) =>
    eventTimeline({ db, actor: req.actor, q: req.query, mine: false }),
  );
  route(app, eventTeamRoutes.myTimeline, (req) =>
    eventTimeline({ db, actor: req.actor, q: req.query, mine: true }),
  );
}
