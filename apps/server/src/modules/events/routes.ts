import type { FastifyInstance } from 'fastify';
import { eventRoutes } from '@crm/contracts';
import { route } from '../../lib/route.js';
import type { AppContext } from '../../context.js';
import { eventsTeamPlugin } from './team/routes.js';
import { eventsTimelinePlugin } from './timeline/routes.js';
import { eventsAdminPlugin } from './admin/routes.js';
import { eventsImportPlugin } from './import/routes.js';
import {
  eventInfo,
  eventInventories,
  listActiveEvents,
  listAllEvents,
  listEvents,
  listMyEvents,
} from './service.js';

/**
 * Events (spec 001 §7 Event API): the lists, event info and an event's event inventories; then its
 * parts: teams, the timeline, the admins' events and a season's import.
 */
export async function eventsPlugin(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  route(app, eventRoutes.list, (req) => listEvents({ db, actor: req.actor, req: req.body }));
  route(app, eventRoutes.mine, (req) => listMyEvents({ db, actor: req.actor, req: req.query }));
  route(app, eventRoutes.mineByBody, (req) =>
    listMyEvents({ db, actor: req.actor, req: req.body }),
  );
  route(app, eventRoutes.all, (req) => listAllEvents({ db, actor: req.actor, req: req.query }));
  route(app, eventRoutes.active, (req) => listActiveEvents({ db, req: req.query }));
  route(app, eventRoutes.info, (req) =>
    eventInfo({ db, actor: req.actor, eventId: req.query.eventId }),
  );
  route(app, eventRoutes.inventories, (req) =>
    eventInventories({ db, actor: req.actor, req: req.query }),
  );
  route(app, eventRoutes.inventoriesByBody, (req) =>
    eventInventories({ db, actor: req.actor, req: req.body }),
  );
  await eventsTeamPlugin(app, context);
  await eventsTimelinePlugin(app, context);
  await eventsAdminPlugin(app, context);
  await eventsImportPlugin(app, context);
}
