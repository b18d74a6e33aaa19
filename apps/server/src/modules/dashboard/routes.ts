import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/route.js';
import { dashboard } from './service.js';

/** GET /api/dashboard: the /home page's data. */
export async function dashboardPlugin(app: FastifyInstance, { db }: AppContext) {
  route(app, dashboardRoutes.dashboard, (req) => dashboard({ db, actor: req.actor }));
}
