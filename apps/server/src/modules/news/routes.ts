import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_NEWS_BADGES,
  envelope,
  MessageResult,
  NEWS_BADGES,
  NewsAppreciationRequest,
  NewsAppreciationResult,
  NewsAppreciatorsQuery,
  NewsAppreciatorsResult,
  NewsBadgesResult,
  NewsCreateRequest,
  NewsListQuery,
  NewsListResult,
  NewsSaveResult,
  NewsStatusRequest,
  NewsUpdateRequest,
} from '@crm/contracts';
import type { AppContext } from '../../context.js';
import {
  appreciate,
  appreciators,
  createNews,
  listNews,
  setNewsStatus,
  updateNews,
} from './service.js';
import { assertAdmin } from '../../auth/actor.js';

/** The news feed (spec 001 §7 news appreciation, /admin/news badges, status, appreciators). */
export async function newsRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['news'];
  r.get('/news', {
    schema: { tags, querystring: NewsListQuery, response: { 200: envelope(NewsListResult) } },
    handler: async (req) => ({ data: await listNews({ db, actor: req.actor, q: req.query }) }),
  });
  r.post('/news/appreciation', {
    schema: {
      tags,
      body: NewsAppreciationRequest,
      response: { 200: envelope(NewsAppreciationResult) },
    },
    handler: async (req) => ({ data: await appreciate({ db, actor: req.actor, req: req.body }) }),
  });
  r.get('/news/appreciators', {
    schema: {
      tags,
      querystring: NewsAppreciatorsQuery,
      response: { 200: envelope(NewsAppreciatorsResult) },
    },
    handler: async (req) => ({ data: await appreciators({ db, actor: req.actor, q: req.query }) }),
  });
  r.get('/admin/news', {
    schema: { tags, querystring: NewsListQuery, response: { 200: envelope(NewsListResult) } },
    handler: async (req) => ({
      data: await listNews({ db, actor: req.actor, q: req.query, admin: true }),
    }),
  });
  r.post('/admin/news', {
    schema: { tags, body: NewsCreateRequest, response: { 200: envelope(NewsSaveResult) } },
    handler: async (req) => ({
      data: await createNews({ db, actor: req.actor, fields: req.body }),
    }),
  });
  r.put('/admin/news', {
    schema: { tags, body: NewsUpdateRequest, response: { 200: envelope(NewsSaveResult) } },
    handler: async (req) => ({
      data: await updateNews({ db, actor: req.actor, fields: req.body }),
    }),
  });
  r.patch('/admin/news/status', {
    schema: { tags, body: NewsStatusRequest, response: { 200: envelope(MessageResult) } },
    handler: async (req) => ({
      data: await setNewsStatus({ db, actor: req.actor, req: req.body }),
    }),
  });
  r.get('/admin/news/badges', {
    schema: { tags, response: { 200: envelope(NewsBadgesResult) } },
    handler: async (req) => {
      assertAdmin(req.actor);
      return {
        data: { badges: ADMIN_NEWS_BADGES.map((code) => ({ code, ...NEWS_BADGES[code] })) },
      };
    },
  });
}
