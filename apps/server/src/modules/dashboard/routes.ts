import type { FastifyInstance } from 'fastify';
import { dashboardRoutes as routes } from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/route.js';
import { dashboard } from './service.js';

/** GET /api/dashboard: the /home page's data. */
export async function dashboardRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, routes.dashboard, (req) => dashboard({ db, actor: req.actor }));
}
