import type { FastifyInstance } from 'fastify';
import { repositoryRoutes as defs } from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/route.js';
import {
  blockedCounts,
  changeRepositoryBrands,
  countRepositoryBrands,
  createDraft,
  duplicateRepository,
  getRepository,
  listRepositories,
  listRepositoryBrands,
  removeRepository,
  restoreRepository,
  updateRepository,
} from './service.js';

/** The repository (spec 001 §7 Repository API). Assigning its brands to events goes through POST /api/event/inventory/brand/assignment/v2 with filters.repoIds. */
export async function repositoryRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, defs.list, (req) => listRepositories(db, req.actor, req.query));
  route(app, defs.info, (req) => getRepository(db, req.actor, req.query.repoId));
  route(app, defs.createDraft, (req) => createDraft(db, req.actor, req.body));
  route(app, defs.update, (req) => updateRepository(db, req.actor, req.body));
  route(app, defs.remove, (req) => removeRepository(db, req.actor, req.body.repoId));
  route(app, defs.restore, (req) => restoreRepository(db, req.actor, req.body.repoId));
  route(app, defs.duplicate, (req) => duplicateRepository(db, req.actor, req.body.repoId));
  route(app, defs.brands, (req) => listRepositoryBrands(db, req.actor, req.body));
  route(app, defs.changeBrands, (req) => changeRepositoryBrands(db, req.actor, req.body));
  route(app, defs.brandCount, (req) => countRepositoryBrands(db, req.actor, req.body));
  route(app, defs.blockedCount, (req) => blockedCounts(db, req.actor, req.body));
}
