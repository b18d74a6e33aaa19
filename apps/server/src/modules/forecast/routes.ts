import type { FastifyInstance } from 'fastify';
import { forecastRoutes as routes } from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/route.js';
import {
  dashboardForecast,
  eventForecast,
  eventInventoryForecast,
  setStageProbability,
  stageProbabilities,
} from './service.js';

/** Weighted forecast (issue 24 §3): the stage probabilities (read; admins set) and the forecasts. */
export async function forecastRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, routes.probabilities, () => stageProbabilities({ db }));
  route(app, routes.setProbability, (req) =>
    setStageProbability({ db, actor: req.actor, req: req.body }),
  );
  route(app, routes.eventInventory, (req) =>
    eventInventoryForecast({ db, actor: req.actor, eiId: req.query.eiId }),
  );
  route(app, routes.event, (req) =>
    eventForecast({ db, actor: req.actor, eventId: req.query.eventId }),
  );
  route(app, routes.dashboard, (req) => dashboardForecast({ db, actor: req.actor }));
}
