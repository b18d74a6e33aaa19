import type { FastifyInstance } from 'fastify';
import { forecastRoutes } from '@crm/contracts';
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
export async function forecastPlugin(app: FastifyInstance, { db }: AppContext) {
  route(app, forecastRoutes.probabilities, () => stageProbabilities({ db }));
  route(app, forecastRoutes.setProbability, (req) =>
    setStageProbability({ db, actor: req.actor, req: req.body }),
  );
  route(app, forecastRoutes.eventInventory, (req) =>
    eventInventoryForecast({ db, actor: req.actor, eiId: req.query.eiId }),
  );
  route(app, forecastRoutes.event, (req) =>
    eventForecast({ db, actor: req.actor, eventId: req.query.eventId }),
  );
  route(app, forecastRoutes.dashboard, (req) => dashboardForecast({ db, actor: req.actor }));
}
