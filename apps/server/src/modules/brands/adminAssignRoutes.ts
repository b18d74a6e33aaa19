import type { FastifyInstance } from 'fastify';
import { adminBrandRoutes } from '@crm/contracts';
import { route } from '../../lib/route.js';
import type { AppContext } from '../../context.js';
import { moveBrandOwners, undoBrandOwnerMove } from './assign/service.js';

/** Bulk owner moves of the admin console and their Undo (spec 001 §7 /admin/brands/assign/v2). */
export async function brandsAssignPlugin(app: FastifyInstance, { db, notifications }: AppContext) {
  route(app, adminBrandRoutes.assign, (req) =>
    moveBrandOwners({ db, notifications, actor: req.actor, req: req.body }),
  );
  route(app, adminBrandRoutes.undo, (req) =>
    undoBrandOwnerMove({ db, notifications, actor: req.actor, batchId: req.body.batchId }),
  );
}
