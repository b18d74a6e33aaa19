import type { FastifyInstance } from 'fastify';
import { referenceRoutes } from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/route.js';
import { createCompany, listCities, listCompanies, referenceData } from './service.js';

/** Reference data the pipeline needs: industries, verticals, regions, states, cities, companies, categories. */
export async function referencePlugin(app: FastifyInstance, { db }: AppContext) {
  route(app, referenceRoutes.all, () => referenceData({ db }));
  route(app, referenceRoutes.companies, (req) => listCompanies({ db, q: req.query }));
  route(app, referenceRoutes.createCompany, (req) =>
    createCompany({ db, actor: req.actor, req: req.body }),
  );
  route(app, referenceRoutes.cities, (req) => listCities({ db, q: req.query }));
}
