import type { FastifyInstance } from 'fastify';
import { locationRoutes } from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/route.js';
import {
  allLocations,
  brandLocations,
  listRegions,
  listStates,
  locationsByRegion,
} from './service.js';

/** Locations, regions and states (spec 001 §7 Brand API reference lists). */
export async function locationsPlugin(app: FastifyInstance, { db }: AppContext) {
  route(app, locationRoutes.locations, (req) => allLocations(db, req.body));
  route(app, locationRoutes.regions, () => listRegions(db));
  route(app, locationRoutes.states, (req) => listStates(db, req.query.regionId));
  route(app, locationRoutes.brandLocations, (req) => brandLocations(db, req.query));
  route(app, locationRoutes.byRegion, (req) => locationsByRegion(db, req.query));
}
