import type { FastifyInstance } from 'fastify';
import { eventTeamRoutes } from '@crm/contracts';
import { route } from '../../../lib/route.js';
import type { AppContext } from '../../../context.js';
import { listBrandAssigners, listTeamMembers } from './service.js';
import { inventoryOverview } from './overview.js';
import { assignCountsByRole } from './assignCounts.js';

/** Event and event-inventory teams, brand assigners and assign counts by role, the inventory's events overview (spec 001 §7). */
export async function eventsTeamPlugin(app: FastifyInstance, { db }: AppContext) {
  route(app, eventTeamRoutes.teamMembers, (req) => listTeamMembers(db, req.query));
  route(app, eventTeamRoutes.eiTeamMembers, (req) => listTeamMembers(db, req.query));
  route(app, eventTeamRoutes.brandAssigners, (req) => listBrandAssigners(db, req.query));
  route(app, eventTeamRoutes.assignCountsByRole, (req) => assignCountsByRole(db, req.query));
  route(app, eventTeamRoutes.inventoryOverview, (req) =>
    inventoryOverview(db, req.actor, req.query.inventoryId),
  );
}
