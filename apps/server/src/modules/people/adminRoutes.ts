import type { FastifyInstance } from 'fastify';
import { userAdminRoutes } from '@crm/contracts';
import { route } from '../../lib/route.js';
import type { AppContext } from '../../context.js';
import {
  adminUserProfile,
  createUsers,
  designations,
  setUsersActive,
  updateUsers,
} from './admin.js';
import { assertAdmin } from '../../auth/actor.js';

/** Admin user management (spec 001 §7 User API: POST and PATCH users, deactivate, user profile) and the designations list. */
export async function adminUsersRoutes(
  app: FastifyInstance,
  { db, forgetUser, realtime }: AppContext,
) {
  route(app, userAdminRoutes.designations, (req) => designations(db, req.query));
  route(app, userAdminRoutes.profile, async (req) => {
    assertAdmin(req.actor);
    return adminUserProfile(db, req.query.userId);
  });
  route(app, userAdminRoutes.create, (req) =>
    createUsers({ db, actor: req.actor, users: req.body.users }),
  );
  route(app, userAdminRoutes.update, (req) =>
    updateUsers({ db, actor: req.actor, users: req.body.users, forgetUser }),
  );
  route(app, userAdminRoutes.deactivate, (req) =>
    setUsersActive({
      db,
      actor: req.actor,
      req: req.body,
      stop: (userId) => {
        forgetUser(userId);
        realtime.disconnectUser(userId);
      },
    }),
  );
}
