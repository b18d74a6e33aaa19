import type { FastifyInstance } from 'fastify';
import { peopleRoutes as routes } from '@crm/contracts';
import { route } from '../../lib/route.js';
import type { AppContext } from '../../context.js';
import { listPeople, userBrands, userEvents } from './service.js';
import { setProfileImage, userInventories, userTeams } from './profile.js';
import { userSharedFiles } from '../chat/index.js';

/** The Employees lists and a profile's tabs and picture (spec 001 §7 User API). */
export async function peopleRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, routes.list, (req) =>
    listPeople({ db, actor: req.actor, req: req.body, team: false }),
  );
  route(app, routes.brands, (req) => userBrands(db, req.body));
  route(app, routes.events, (req) => userEvents(db, req.query));
  route(app, routes.inventories, (req) => userInventories(db, req.query));
  route(app, routes.teams, (req) => userTeams(db, req.query));
  route(app, routes.files, (req) => userSharedFiles({ db, actor: req.actor, q: req.query }));
  route(app, routes.profileImage, (req) =>
    setProfileImage({ db, actor: req.actor, req: req.body }),
  );
  route(app, routes.team, (req) => listPeople({ db, actor: req.actor, req: req.body, team: true }));
}
