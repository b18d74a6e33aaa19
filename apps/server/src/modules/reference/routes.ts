import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CityQuery,
  CompanyCreateRequest,
  CompanyQuery,
  envelope,
  PageInfo,
  ReferenceData,
  RefOption,
} from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { createCompany, listCities, listCompanies, referenceData } from './service.js';

/** Reference data the pipeline needs: industries, verticals, regions, states, cities, companies, categories. */
export async function referenceRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/reference', {
    schema: { tags: ['reference'], response: { 200: envelope(ReferenceData) } },
    handler: async () => ({ data: await referenceData({ db }) }),
  });
  r.get('/brand/company', {
    schema: {
      tags: ['reference'],
      querystring: CompanyQuery,
      response: { 200: envelope(PageInfo.extend({ companies: z.array(RefOption) })) },
    },
    handler: async (req) => ({ data: await listCompanies({ db, q: req.query }) }),
  });
  r.post('/brand/company', {
    schema: {
      tags: ['reference'],
      body: CompanyCreateRequest,
      response: { 200: envelope(RefOption) },
    },
    handler: async (req) => ({
      data: await createCompany({ db, actor: req.actor, req: req.body }),
    }),
  });
  r.get('/location/cities', {
    schema: {
      tags: ['reference'],
      querystring: CityQuery,
      response: {
        200: envelope(
          PageInfo.extend({ cities: z.array(RefOption.extend({ stateName: z.string() })) }),
        ),
      },
    },
    handler: async (req) => ({ data: await listCities({ db, q: req.query }) }),
  });
}
