import type { FastifyInstance } from 'fastify';
import { savedViewRoutes } from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/route.js';
import {
  changeView,
  createView,
  listViews,
  removeView,
  restoreView,
  setDefault,
  shareView,
} from './service.js';

/** Saved views (issue 24 §2): each user's named views of the brands list, the assign page and the task list. */
export async function viewsPlugin(app: FastifyInstance, { db }: AppContext) {
  route(app, savedViewRoutes.list, (req) =>
    listViews({ db, userId: req.actor.userId, list: req.query.list }),
  );
  route(app, savedViewRoutes.create, (req) =>
    createView({ db, userId: req.actor.userId, req: req.body }),
  );
  route(app, savedViewRoutes.update, (req) =>
    changeView({ db, userId: req.actor.userId, req: req.body }),
  );
  route(app, savedViewRoutes.remove, (req) =>
    removeView({ db, userId: req.actor.userId, viewId: req.query.viewId }),
  );
  route(app, savedViewRoutes.restore, (req) =>
    restoreView({ db, userId: req.actor.userId, viewId: req.body.viewId }),
  );
  route(app, savedViewRoutes.setDefault, (req) =>
    setDefault({ db, userId: req.actor.userId, list: req.body.list, viewId: req.body.viewId }),
  );
  route(app, savedViewRoutes.share, (req) =>
    shareView({ db, userId: req.actor.userId, viewId: req.body.viewId, shared: req.body.shared }),
  );
}
