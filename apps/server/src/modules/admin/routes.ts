import type { FastifyInstance } from 'fastify';
import {
  adminRoutes,
  REFERENCE_KINDS,
  referenceKindRoutes,
  type ReferenceKind,
} from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/route.js';
import {
  createReference,
  listReference,
  removeReference,
  restoreRemovedLocation,
  updateReference,
  type ReferenceListQuery,
} from './service.js';
import type { Values } from './kinds.js';

/** The four routes of one kind under /api/admin/<kind> (spec 001 §7 'Admin reference data'); admins only (403 otherwise). */
function kindRoutes<K extends ReferenceKind>(app: FastifyInstance, { db }: AppContext, kind: K) {
  const routes = referenceKindRoutes(kind);
  route(app, routes.list, (req) =>
    listReference({ db, actor: req.actor, kind, req: req.body as ReferenceListQuery<K> }),
  );
  route(app, routes.create, (req) =>
    createReference({ db, actor: req.actor, kind, req: req.body as Partial<Values<K>> }),
  );
  route(app, routes.update, (req) =>
    updateReference({
      db,
      actor: req.actor,
      kind,
      req: req.body as Partial<Values<K>> & Record<string, unknown>,
    }),
  );
  route(app, routes.remove, (req) =>
    removeReference({ db, actor: req.actor, kind, req: req.body as Record<string, unknown> }),
  );
}

/** Admin reference data for the /settings page: list, create, update and removal of each of the ten kinds. */
export async function adminPlugin(app: FastifyInstance, context: AppContext) {
  for (const kind of REFERENCE_KINDS) kindRoutes(app, context, kind);
  route(app, adminRoutes.restoreLocation, (req) =>
    restoreRemovedLocation({ db: context.db, actor: req.actor, req: req.body }),
  );
}
