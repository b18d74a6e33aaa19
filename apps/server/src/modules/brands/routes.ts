import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BrandInfo, BrandInfoQuery, BrandListRequest, BrandListResult, envelope, PocListQuery, PocListResult } from '@crm/contracts';
import type { Deps } from '../../app.js';
import { brandInfo, listBrands, listPocs } from './service.js';

/** Brands: the list, brand details and POCs (spec 001 §7 Brand API). */
export async function brandsRoutes(app: FastifyInstance, { db }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/brand', {
    schema: { tags: ['brands'], body: BrandListRequest, response: { 200: envelope(BrandListResult) } },
    handler: async (req) => ({ data: await listBrands(db, req.actor, req.body) }),
  });
  r.get('/brand/info', {
    schema: { tags: ['brands'], querystring: BrandInfoQuery, response: { 200: envelope(BrandInfo) } },
    handler: async (req) => ({ data: await brandInfo(db, req.query.brandId) }),
  });
  r.get('/brand/poc', {
    schema: { tags: ['brands'], querystring: PocListQuery, response: { 200: envelope(PocListResult) } },
    handler: async (req) => ({ data: await listPocs(db, req.query) }),
  });
}
