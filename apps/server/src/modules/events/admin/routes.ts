import type { FastifyInstance } from 'fastify';
import { eventAdminRoutes as defs } from '@crm/contracts';
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
export async function eventAdminRoutes(
  app: FastifyInstance,
  { db, notifications: notes }: AppContext,
) {
  route(app, defs.create, (req) => createEvent({ db, notes, actor: req.actor, req: req.body }));
  route(app, defs.get, (req) => eventForm({ db, actor: req.actor, eventId: req.query.eventId }));
  route(app, defs.info, (req) => eventForm({ db, actor: req.actor, eventId: req.query.eventId }));
  route(app, defs.update, (req) =>
    updateEventAdmin({ db, notes, actor: req.actor, req: req.body }),
  );
  route(app, defs.archive, (req) => archiveEvent({ db, actor: req.actor, req: req.body }));
  route(app, defs.list, (req) => adminEvents({ db, actor: req.actor, q: req.query }));
  route(app, defs.history, (req) => eventHistory({ db, actor: req.actor, q: req.query }));
}
