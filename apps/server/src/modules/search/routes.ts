import type { FastifyInstance } from 'fastify';
import { searchRoutes } from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/route.js';
import { globalSearch, searchSuggestions } from './service.js';

/** Global search and its suggestions (spec 000 §4, 001 §7 Dashboard and common). */
export async function searchPlugin(app: FastifyInstance, { db }: AppContext) {
  route(app, searchRoutes.search, (req) => globalSearch({ db, actor: req.actor, q: req.query }));
  route(app, searchRoutes.suggestions, (req) =>
    searchSuggestions({ db, actor: req.actor, q: req.query }),
  );
}
