import type { FastifyInstance } from 'fastify';
import { adminUserListRoutes, userAdminRoutes } from '@crm/contracts';
import { route, type RouteRequest } from '../../lib/route.js';
import type { AppContext } from '../../context.js';
import {
  adminUserProfile,
  createUsers,
  designations,
  resendInvitation,
  setUsersActive,
  updateUsers,
} from './admin.js';
import { assertAdmin } from '../../auth/actor.js';
import {
  adminUsers,
  searchCompanies,
  searchLocations,
  teamOverview,
  usersWithRole,
} from './adminLists.js';
import { userFilters } from './userFilters.js';

/** Admin user management (spec 001 §7 User API: POST and PATCH users, deactivate, user profile), the admin's user lists and pickers, and the designations list. */
export async function peopleAdminPlugin(
  app: FastifyInstance,
  { db, realtime, mail, publicUrl }: AppContext,
) {
  route(app, userAdminRoutes.invite, (req) =>
    resendInvitation({ db, actor: req.actor, userId: req.body.userId, mail, publicUrl }),
  );
  route(app, userAdminRoutes.mailStatus, async (req) => {
    assertAdmin(req.actor);
    return { enabled: mail.enabled, from: mail.from };
  });
  route(app, userAdminRoutes.designations, (req) => designations(db, req.query));
  route(app, userAdminRoutes.profile, async (req) => {
    assertAdmin(req.actor);
    return adminUserProfile(db, req.query.userId);
  });
  route(app, userAdminRoutes.create, (req) =>
    createUsers({ db, actor: req.actor, users: req.body.users, mail, publicUrl }),
  );
  route(app, userAdminRoutes.update, (req) =>
    updateUsers({
      db,
      actor: req.actor,
      users: req.body.users,
      forgetActors: realtime.forgetActors,
    }),
  );
  const setStatus = (req: RouteRequest<typeof userAdminRoutes.deactivate>) =>
    setUsersActive({
      db,
      actor: req.actor,
      req: req.body,
      stop: (userId) => realtime.disconnectUser(userId),
    });
  route(app, userAdminRoutes.deactivate, setStatus);
  route(app, userAdminRoutes.status, (req) => setStatus(req));
  route(app, adminUserListRoutes.all, (req) => adminUsers(db, req.actor, req.body));
  route(app, adminUserListRoutes.filters, (req) => userFilters(db, req.actor, req.body));
  route(app, adminUserListRoutes.brandOwners, (req) =>
    usersWithRole(db, req.actor, 'BO', req.query),
  );
  route(app, adminUserListRoutes.projectOwners, (req) =>
    usersWithRole(db, req.actor, 'PO', req.query),
  );
  route(app, adminUserListRoutes.teamOwners, (req) =>
    usersWithRole(db, req.actor, 'TO', req.query),
  );
  route(app, adminUserListRoutes.teams, (req) => teamOverview(db, req.actor, req.query));
  route(app, adminUserListRoutes.locations, (req) => searchLocations(db, req.actor, req.query));
  route(app, adminUserListRoutes.companies, (req) => searchCompanies(db, req.actor, req.query));
}
