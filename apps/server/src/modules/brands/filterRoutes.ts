import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BrandExportRequest, brandRoutes } from '@crm/contracts';
import { route } from '../../lib/route.js';
import type { Deps } from '../../app.js';
import { brandFilterOptions } from './filterOptions.js';
import { exportBrands } from './filterExport.js';

/** Brand filter options (GET /api/brand/filters, spec 001 §5) and the streamed brand export (POST /api/brand/export). */
export async function brandFilterRoutes(app: FastifyInstance, { db }: Deps) {
  route(app, brandRoutes.filterOptions, (req) => brandFilterOptions(db, req.actor));
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/brand/export', {
    schema: { tags: ['brands'], body: BrandExportRequest },
    handler: async (req, reply) => {
      const { stream, fileName, contentType } = await exportBrands(db, req.actor, req.body);
      return reply
        .header('content-type', contentType)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(stream);
    },
  });
}
