import type { FastifyInstance } from 'fastify';
import { brandRoutes } from '@crm/contracts';
import { pipelineScope } from '../../auth/actor.js';
import { route } from '../../lib/route.js';
import { brandOwnerOptions } from '../users/index.js';
import type { AppContext } from '../../context.js';
import { brandsProfilePlugin } from './profileRoutes.js';
import { brandsFilterPlugin } from './filterRoutes.js';
import { brandsAssignPlugin } from './adminAssignRoutes.js';
import { brandsAdminPlugin } from './admin/routes.js';
import { brandInfo, listBrands, listPocs } from './service.js';

/**
 * Brands: the list (POST /brand, and GET /brand with the same request in the query string), brand
 * details (GET /brand/info, and POST /brand/info/v2 with the id in the body), POCs and brand-owner
 * options (spec 001 §7 Brand API); then its parts: the profile, the filter, bulk owner moves and the
 * admins' brand lists.
 */
export async function brandsPlugin(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  route(app, brandRoutes.list, (req) => listBrands({ db, actor: req.actor, q: req.body }));
  route(app, brandRoutes.listByQuery, (req) => listBrands({ db, actor: req.actor, q: req.query }));
  route(app, brandRoutes.info, (req) => brandInfo({ db, brandId: req.query.brandId }));
  route(app, brandRoutes.infoV2, (req) => brandInfo({ db, brandId: req.body.brandId }));
  route(app, brandRoutes.owners, (req) =>
    brandOwnerOptions(db, pipelineScope(req.actor), req.query.searchFor),
  );
  route(app, brandRoutes.pocs, (req) => listPocs({ db, q: req.query }));
  await brandsProfilePlugin(app, context);
  await brandsFilterPlugin(app, context);
  await brandsAssignPlugin(app, context);
  await brandsAdminPlugin(app, context);
}
