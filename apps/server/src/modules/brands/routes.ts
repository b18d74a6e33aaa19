import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BrandInfo,
  BrandInfoQuery,
  BrandListRequest,
  BrandListResult,
  BrandOwnerOptionsQuery,
  BrandOwnerOptionsResult,
  envelope,
  PocListQuery,
  PocListResult,
} from '@crm/contracts';
import { pipelineScope } from '../../auth/actor.js';
import { brandOwnerOptions } from '../users/index.js';
import type { AppContext } from '../../context.js';
import { brandInfo, listBrands, listPocs } from './service.js';

/** Brands: the list, brand details, POCs and brand-owner options (spec 001 §7 Brand API). */
export async function brandsRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/brand', {
    schema: {
      tags: ['brands'],
      body: BrandListRequest,
      response: { 200: envelope(BrandListResult) },
    },
    handler: async (req) => ({ data: await listBrands(db, req.actor, req.body) }),
  });
  r.get('/brand/info', {
    schema: {
      tags: ['brands'],
      querystring: BrandInfoQuery,
      response: { 200: envelope(BrandInfo) },
    },
    handler: async (req) => ({ data: await brandInfo(db, req.query.brandId) }),
  });
  r.get('/brand/owners', {
    schema: {
      tags: ['brands'],
      querystring: BrandOwnerOptionsQuery,
      response: { 200: envelope(BrandOwnerOptionsResult) },
    },
    handler: async (req) => ({
      data: await brandOwnerOptions(db, pipelineScope(req.actor), req.query.searchFor),
    }),
  });
  r.get('/brand/poc', {
    schema: {
      tags: ['brands'],
      querystring: PocListQuery,
      response: { 200: envelope(PocListResult) },
    },
    handler: async (req) => ({ data: await listPocs(db, req.query) }),
  });
}
