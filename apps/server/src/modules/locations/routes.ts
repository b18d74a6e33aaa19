import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AllLocationsRequest,
  AllLocationsResult,
  AllStatesQuery,
  AllStatesResult,
  envelope,
  RegionsResult,
} from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { allLocations, listRegions, listStates } from './service.js';

/** Locations, regions and states (spec 001 §7 Brand API reference lists). */
export async function locationsRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['locations'];
  r.post('/brand/all/locations', {
    schema: { tags, body: AllLocationsRequest, response: { 200: envelope(AllLocationsResult) } },
    handler: async (req) => ({ data: await allLocations(db, req.body) }),
  });
  r.get('/brand/regions', {
    schema: { tags, response: { 200: envelope(RegionsResult) } },
    handler: async () => ({ data: await listRegions(db) }),
  });
  r.get('/brand/all/states', {
    schema: { tags, querystring: AllStatesQuery, response: { 200: envelope(AllStatesResult) } },
    handler: async (req) => ({ data: await listStates(db, req.query.regionId) }),
  });
}
