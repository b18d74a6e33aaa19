import type { FastifyInstance } from 'fastify';
import { peopleRoutes, userDirectoryRoutes } from '@crm/contracts';
import { route } from '../../lib/route.js';
import type { AppContext } from '../../context.js';
import { peopleAdminPlugin } from './adminRoutes.js';
import { listPeople, userBrands, userEvents } from './service.js';
import { setProfileImage, userInventories, userTeams } from './profile.js';
import { userSharedFiles } from '../chat/index.js';
import { activeUsers, allUserBrands, allUsers, userList, userVerticals } from './directory.js';

/** The Employees lists, the user directory and a profile's tabs and picture (spec 001 §7 User API), then the admins' user part. */
export async function peoplePlugin(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  route(app, peopleRoutes.list, (req) =>
    listPeople({ db, actor: req.actor, req: req.body, team: null }),
  );
  route(app, peopleRoutes.brands, (req) => userBrands(db, req.body));
  route(app, peopleRoutes.events, (req) => userEvents(db, req.query));
  route(app, peopleRoutes.inventories, (req) => userInventories(db, req.query));
  route(app, peopleRoutes.teams, (req) => userTeams(db, req.query));
  route(app, peopleRoutes.files, (req) => userSharedFiles({ db, actor: req.actor, q: req.query }));
  route(app, peopleRoutes.profileImage, (req) =>
    setProfileImage({ db, actor: req.actor, req: req.body }),
  );
  route(app, peopleRoutes.team, (req) =>
    listPeople({ db, actor: req.actor, req: req.body, team: req.body }),
  );
  route(app, userDirectoryRoutes.all, (req) => allUsers(db, req.query));
  route(app, userDirectoryRoutes.active, (req) => activeUsers(db, req.body));
  route(app, userDirectoryRoutes.verticals, () => userVerticals(db));
  route(app, userDirectoryRoutes.brandVerticals, () => userVerticals(db));
  route(app, userDirectoryRoutes.list, (req) => userList(db, req.body));
  route(app, userDirectoryRoutes.brands, (req) => allUserBrands(db, req.actor, req.body));
  await peopleAdminPlugin(app, context);
}
