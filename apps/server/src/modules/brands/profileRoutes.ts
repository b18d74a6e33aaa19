import type { FastifyInstance } from 'fastify';
import { brandProfileRoutes as profileRoutes } from '@crm/contracts';
import { route } from '../../lib/route.js';
import type { AppContext } from '../../context.js';
import { additionalInfo, completionConsensus, editBrand } from './profile/service.js';
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
  route(app, profileRoutes.edit, (req) => editBrand({ db, actor: req.actor, req: req.body }));
  route(app, profileRoutes.additionalInfo, (req) =>
    additionalInfo({ db, actor: req.actor, brandId: req.query.brandId }),
  );
  route(app, profileRoutes.additionalInfoByBody, (req) =>
    additionalInfo({ db, actor: req.actor, brandId: req.body.brandId }),
  );
  route(app, profileRoutes.consensus, (req) =>
    completionConsensus({ db, brandId: req.query.brandId }),
  );
  route(app, profileRoutes.updateOwners, (req) =>
    updateBrandOwners({ db, notifications, actor: req.actor, req: req.body }),
  );
  route(app, profileRoutes.previousOwners, (req) =>
    previousBrandOwners({ db, actor: req.actor, brandId: req.query.brandId }),
  );
  route(app, profileRoutes.offload, async (req) => ({
    message: await offloadBrand({ db, notifications, actor: req.actor, req: req.body }),
  }));
  route(app, profileRoutes.notifyOwner, async (req) => ({
    message: await notifyBrandOwner({
      db,
      notifications,
      actor: req.actor,
      brandId: req.body.brandId,
    }),
  }));
  route(app, profileRoutes.history, (req) => brandChangeHistory({ db, q: req.query }));
  route(app, profileRoutes.nameExists, (req) =>
    checkBrandNameExists({ db, actor: req.actor, brandName: req.query.brandName }),
  );
  route(app, profileRoutes.create, (req) => createBrand({ db, actor: req.actor, req: req.body }));
}
