import type { FastifyInstance } from 'fastify';
import { brandProfileRoutes as profileRoutes } from '@crm/contracts';
import { route } from '../../lib/route.js';
import type { AppContext } from '../../context.js';
import { additionalInfo, editBrand } from './profile/service.js';
import {
  notifyBrandOwner,
  offloadBrand,
  previousBrandOwners,
  updateBrandOwners,
} from './profile/owners.js';
import { checkBrandNameExists, createBrand } from './profile/admin.js';
import { brandChangeHistory } from './profile/history.js';

/** Brand profile: edit, completion, owners, offload, notify, admin creation, brand history (spec 001 §3, §4, §7, §8). */
export async function brandProfileRoutes(app: FastifyInstance, { db, notifications }: AppContext) {
  route(app, profileRoutes.edit, (req) => {
    const { brandId, ...patch } = req.body;
    return editBrand(db, req.actor, brandId, patch);
  });
  route(app, profileRoutes.additionalInfo, (req) =>
    additionalInfo(db, req.actor, req.query.brandId),
  );
  route(app, profileRoutes.updateOwners, (req) =>
    updateBrandOwners(db, notifications, req.actor, req.body),
  );
  route(app, profileRoutes.previousOwners, (req) =>
    previousBrandOwners(db, req.actor, req.query.brandId),
  );
  route(app, profileRoutes.offload, async (req) => ({
    message: await offloadBrand(db, notifications, req.actor, req.body),
  }));
  route(app, profileRoutes.notifyOwner, async (req) => ({
    message: await notifyBrandOwner(db, notifications, req.actor, req.body.brandId),
  }));
  route(app, profileRoutes.history, (req) => brandChangeHistory(db, req.query));
  route(app, profileRoutes.nameExists, (req) =>
    checkBrandNameExists(db, req.actor, req.query.brandName),
  );
  route(app, profileRoutes.create, (req) => createBrand(db, req.actor, req.body));
}
