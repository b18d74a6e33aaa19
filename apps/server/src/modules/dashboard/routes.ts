import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardResult, envelope } from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { dashboard } from './service.js';

/** GET /api/dashboard: the /home page's data. */
export async function dashboardRoutes(app: FastifyInstance, { db }: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get('/dashboard', {
    schema: { tags: ['dashboard'], response: { 200: envelope(DashboardResult) } },
    handler: async (req) => ({ data: await dashboard(db, req.actor) }),
  });
}
