import type { FastifyInstance } from 'fastify';
import { brandProfileRoutes } from '@crm/contracts';
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
export async function brandsProfilePlugin(app: FastifyInstance, { db, notifications }: AppContext) {
  route(app, brandProfileRoutes.edit, (req) => editBrand({ db, actor: req.actor, req: req.body }));
  route(app, brandProfileRoutes.additionalInfo, (req) =>
    additionalInfo({ db, actor: req.actor, brandId: req.query.brandId }),
  );
  route(app, brandProfileRoutes.additionalInfoByBody, (req) =>
    additionalInfo({ db, actor: req.actor, brandId: req.body.brandId }),
  );
  route(app, brandProfileRoutes.consensus, (req) =>
    completionConsensus({ db, brandId: req.query.brandId }),
  );
  route(app, brandProfileRoutes.updateOwners, (req) =>
    updateBrandOwners({ db, notifications, actor: req.actor, req: req.body }),
  );
  route(app, brandProfileRoutes.previousOwners, (req) =>
    previousBrandOwners({ db, actor: req.actor, brandId: req.query.brandId }),
  );
  route(app, brandProfileRoutes.offload, async (req) => ({
    message: await offloadBrand({ db, notifications, actor: req.actor, req: req.body }),
  }));
  route(app, brandProfileRoutes.notifyOwner, async (req) => ({
    message: await notifyBrandOwner({
      db,
      notifications,
      actor: req.actor,
      brandId: req.body.brandId,
    }),
  }));
  route(app, brandProfileRoutes.history, (req) => brandChangeHistory({ db, q: req.query }));
  route(app, brandProfileRoutes.nameExists, (req) =>
    checkBrandNameExists({ db, actor: req.actor, brandName: req.query.brandName }),
  );
  route(app, brandProfileRoutes.create, (req) =>
    createBrand({ db, actor: req.actor, req: req.body }),
  );
}
