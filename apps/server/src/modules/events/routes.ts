import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  EventInfo,
  EventInfoQuery,
  EventListRequest,
  EventListResult,
} from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { eventInfo, listEvents } from './service.js';

/** Events (spec 001 §7 Event API). */
export async function eventsRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/event/list/v3', {
    schema: {
      tags: ['events'],
      body: EventListRequest,
      response: { 200: envelope(EventListResult) },
    },
    handler: async (req) => ({ data: await listEvents(db, req.body) }),
  });
  r.get('/event/info', {
    schema: {
      tags: ['events'],
      querystring: EventInfoQuery,
      response: { 200: envelope(EventInfo) },
    },
    handler: async (req) => ({ data: await eventInfo(db, req.query.eventId) }),
  });
}
