import type { FastifyInstance } from 'fastify';
import { brandRoutes } from '@crm/contracts';
import { sendAttachment } from '../../lib/download.js';
import { rawRoute, route } from '../../lib/route.js';
import type { AppContext } from '../../context.js';
import { brandFilterOptions } from './filter/options.js';
import { exportBrands } from './filter/export.js';

/** Brand filter options (GET /api/brand/filters, spec 001 §5) and the streamed brand export (POST /api/brand/export). */
export async function brandsFilterPlugin(app: FastifyInstance, { db }: AppContext) {
  route(app, brandRoutes.filterOptions, (req) => brandFilterOptions({ db, actor: req.actor }));
  rawRoute(app, brandRoutes.export, async (req, reply) => {
    const { stream, fileName, contentType } = await exportBrands({
      db,
      actor: req.actor,
      q: req.body,
    });
    return sendAttachment(reply, { body: stream, fileName, contentType });
  });
}
