import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  GlobalSearchQuery,
  GlobalSearchResult,
  SearchSuggestionsQuery,
  SearchSuggestionsResult,
} from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { globalSearch, searchSuggestions } from './service.js';

/** Global search and its suggestions (spec 000 §4, 001 §7 Dashboard and common). */
export async function searchRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['search'];
  r.get('/user/global-search', {
    schema: {
      tags,
      querystring: GlobalSearchQuery,
      response: { 200: envelope(GlobalSearchResult) },
    },
    handler: async (req) => ({ data: await globalSearch(db, req.actor, req.query) }),
  });
  r.get('/user/global-search/suggestions', {
    schema: {
      tags,
      querystring: SearchSuggestionsQuery,
      response: { 200: envelope(SearchSuggestionsResult) },
    },
    handler: async (req) => ({ data: await searchSuggestions(db, req.actor, req.query) }),
  });
}
