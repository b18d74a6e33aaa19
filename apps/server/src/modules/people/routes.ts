import type { FastifyInstance } from 'fastify';
import { peopleRoutes as routes, userDirectoryRoutes as directory } from '@crm/contracts';
import { route } from '../../lib/route.js';
import type { AppContext } from '../../context.js';
import { listPeople, userBrands, userEvents } from './service.js';
import { setProfileImage, userInventories, userTeams } from './profile.js';
import { userSharedFiles } from '../chat/index.js';
import { activeUsers, allUserBrands, allUsers, userList, userVerticals } from './directory.js';

/** The Employees lists, the user directory and a profile's tabs and picture (spec 001 §7 User API). */
export async function peopleRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, routes.list, (req) => listPeople({ db, actor: req.actor, req: req.body, team: null }));
  route(app, routes.brands, (req) => userBrands(db, req.body));
  route(app, routes.events, (req) => userEvents(db, req.query));
  route(app, routes.inventories, (req) => userInventories(db, req.query));
  route(app, routes.teams, (req) => userTeams(db, req.query));
  route(app, routes.files, (req) => userSharedFiles({ db, actor: req.actor, q: req.query }));
  route(app, routes.profileImage, (req) =>
    setProfileImage({ db, actor: req.actor, req: req.body }),
  );
  route(app, routes.team, (req) =>
    listPeople({ db, actor: req.actor, req: req.body, team: req.body }),
  );
  route(app, directory.all, (req) => allUsers(db, req.query));
  route(app, directory.active, (req) => activeUsers(db, req.body));
  route(app, directory.verticals, () => userVerticals(db));
  route(app, directory.brandVerticals, () => userVerticals(db));
  route(app, directory.list, (req) => userList(db, req.body));
  route(app, directory.brands, (req) => allUserBrands(db, req.actor, req.body));
}
