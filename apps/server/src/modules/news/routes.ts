import type { FastifyInstance } from 'fastify';
import { ADMIN_NEWS_BADGES, NEWS_BADGES, newsRoutes as routes } from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/route.js';
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
  route(app, routes.list, (req) => listNews({ db, actor: req.actor, q: req.query }));
  route(app, routes.appreciate, (req) => appreciate({ db, actor: req.actor, req: req.body }));
  route(app, routes.appreciators, (req) => appreciators({ db, actor: req.actor, q: req.query }));
  route(app, routes.adminAppreciators, (req) =>
    appreciators({ db, actor: req.actor, q: req.query }),
  );
  route(app, routes.adminList, (req) =>
    listNews({ db, actor: req.actor, q: req.query, admin: true }),
  );
  route(app, routes.create, (req) => createNews({ db, actor: req.actor, fields: req.body }));
  route(app, routes.update, (req) => updateNews({ db, actor: req.actor, fields: req.body }));
  route(app, routes.setStatus, (req) => setNewsStatus({ db, actor: req.actor, req: req.body }));
  route(app, routes.badges, async (req) => {
    assertAdmin(req.actor);
    return { badges: ADMIN_NEWS_BADGES.map((code) => ({ code, ...NEWS_BADGES[code] })) };
  });
}
