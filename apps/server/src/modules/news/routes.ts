import type { FastifyInstance } from 'fastify';
import { ADMIN_NEWS_BADGES, NEWS_BADGES, newsRoutes } from '@crm/contracts';
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
export async function newsPlugin(app: FastifyInstance, { db }: AppContext) {
  route(app, newsRoutes.list, (req) => listNews({ db, actor: req.actor, q: req.query }));
  route(app, newsRoutes.appreciate, (req) => appreciate({ db, actor: req.actor, req: req.body }));
  route(app, newsRoutes.appreciators, (req) =>
    appreciators({ db, actor: req.actor, q: req.query }),
  );
  route(app, newsRoutes.adminAppreciators, (req) =>
    appreciators({ db, actor: req.actor, q: req.query }),
  );
  route(app, newsRoutes.adminList, (req) =>
    listNews({ db, actor: req.actor, q: req.query, admin: true }),
  );
  route(app, newsRoutes.create, (req) => createNews({ db, actor: req.actor, fields: req.body }));
  route(app, newsRoutes.update, (req) => updateNews({ db, actor: req.actor, fields: req.body }));
  route(app, newsRoutes.setStatus, (req) => setNewsStatus({ db, actor: req.actor, req: req.body }));
  route(app, newsRoutes.badges, async (req) => {
    assertAdmin(req.actor);
    return { badges: ADMIN_NEWS_BADGES.map((code) => ({ code, ...NEWS_BADGES[code] })) };
  });
}
