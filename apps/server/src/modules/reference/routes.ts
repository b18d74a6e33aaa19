import type { FastifyInstance } from 'fastify';
import { referenceRoutes as routes } from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/route.js';
import { createCompany, listCities, listCompanies, referenceData } from './service.js';

/** Reference data the pipeline needs: industries, verticals, regions, states, cities, companies, categories. */
export async function referenceRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, routes.all, () => referenceData({ db }));
  route(app, routes.companies, (req) => listCompanies({ db, q: req.query }));
  route(app, routes.createCompany, (req) => createCompany({ db, actor: req.actor, req: req.body }));
  route(app, routes.cities, (req) => listCities({ db, q: req.query }));
}
