import type { FastifyInstance } from 'fastify';
import { repositoryRoutes } from '@crm/contracts';
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
export async function repositoryPlugin(app: FastifyInstance, { db }: AppContext) {
  route(app, repositoryRoutes.list, (req) =>
    listRepositories({ db, actor: req.actor, q: req.query }),
  );
  route(app, repositoryRoutes.info, (req) =>
    getRepository({ db, actor: req.actor, repoId: req.query.repoId }),
  );
  route(app, repositoryRoutes.createDraft, (req) =>
    createDraft({ db, actor: req.actor, req: req.body }),
  );
  route(app, repositoryRoutes.update, (req) =>
    updateRepository({ db, actor: req.actor, req: req.body }),
  );
  route(app, repositoryRoutes.remove, (req) =>
    removeRepository({ db, actor: req.actor, repoId: req.body.repoId }),
  );
  route(app, repositoryRoutes.restore, (req) =>
    restoreRepository({ db, actor: req.actor, repoId: req.body.repoId }),
  );
  route(app, repositoryRoutes.duplicate, (req) =>
    duplicateRepository({ db, actor: req.actor, repoId: req.body.repoId }),
  );
  route(app, repositoryRoutes.brands, (req) =>
    listRepositoryBrands({ db, actor: req.actor, q: req.body }),
  );
  route(app, repositoryRoutes.changeBrands, (req) =>
    changeRepositoryBrands({ db, actor: req.actor, req: req.body }),
  );
  route(app, repositoryRoutes.brandCount, (req) =>
    countRepositoryBrands({ db, actor: req.actor, q: req.body }),
  );
  route(app, repositoryRoutes.blockedCount, (req) =>
    blockedCounts({ db, actor: req.actor, q: req.body }),
  );
}
