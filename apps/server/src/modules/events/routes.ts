import type { FastifyInstance } from 'fastify';
import { eventRoutes } from '@crm/contracts';
import { route } from '../../lib/route.js';
import type { AppContext } from '../../context.js';
import { eventInfo, listEvents } from './service.js';

/** Events (spec 001 §7 Event API). */
export async function eventsRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, eventRoutes.list, (req) => listEvents(db, req.body));
  route(app, eventRoutes.info, (req) => eventInfo(db, req.query.eventId));
}
