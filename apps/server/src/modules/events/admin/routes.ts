import type { FastifyInstance } from 'fastify';
import { eventAdminRoutes } from '@crm/contracts';
import { route } from '../../../lib/route.js';
import type { AppContext } from '../../../context.js';
import {
  adminEvents,
  archiveEvent,
  createEvent,
  eventForm,
  eventHistory,
  updateEventAdmin,
} from './service.js';

/** The events admin (spec 001 §7 Event API): create, read for the form, edit, archive, list and history. Admin only. */
export async function eventsAdminPlugin(
  app: FastifyInstance,
  { db, notifications: notes }: AppContext,
) {
  route(app, eventAdminRoutes.create, (req) =>
    createEvent({ db, notes, actor: req.actor, req: req.body }),
  );
  route(app, eventAdminRoutes.get, (req) =>
    eventForm({ db, actor: req.actor, eventId: req.query.eventId }),
  );
  route(app, eventAdminRoutes.info, (req) =>
    eventForm({ db, actor: req.actor, eventId: req.query.eventId }),
  );
  route(app, eventAdminRoutes.update, (req) =>
    updateEventAdmin({ db, notes, actor: req.actor, req: req.body }),
  );
  route(app, eventAdminRoutes.archive, (req) =>
    archiveEvent({ db, actor: req.actor, req: req.body }),
  );
  route(app, eventAdminRoutes.list, (req) => adminEvents({ db, actor: req.actor, q: req.query }));
  route(app, eventAdminRoutes.history, (req) =>
    eventHistory({ db, actor: req.actor, q: req.query }),
  );
}
