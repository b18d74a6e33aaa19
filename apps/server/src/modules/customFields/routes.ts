import type { FastifyInstance } from 'fastify';
import { customFieldRoutes } from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/route.js';
import {
  adminFields,
  createField,
  deleteField,
  listFields,
  reorderFields,
  setArchived,
  updateField,
} from './service.js';
import { assertAdmin } from '../../auth/actor.js';

/**
 * Custom fields of brands and POCs (/customizablefields): the active fields for everyone
 * (GET /api/custom-fields) and the admin's list, create, update, reorder, archive, restore and
 * permanent removal under /api/admin/custom-fields (403 for everyone but admins: checked after the
 * input's schema, like every admin route, so malformed input is a 400 for anyone, before any read or write).
 */
export async function customFieldsPlugin(app: FastifyInstance, { db }: AppContext) {
  route(app, customFieldRoutes.list, async (req) => ({
    fields: await listFields(db, req.query.entity),
  }));
  route(app, customFieldRoutes.adminList, async (req) => {
    assertAdmin(req.actor);
    return adminFields({ db, entity: req.query.entity });
  });
  route(app, customFieldRoutes.create, async (req) => {
    assertAdmin(req.actor);
    return createField({ db, actorId: req.actor.userId, req: req.body });
  });
  route(app, customFieldRoutes.update, async (req) => {
    assertAdmin(req.actor);
    return updateField({ db, actorId: req.actor.userId, req: req.body });
  });
  route(app, customFieldRoutes.reorder, async (req) => {
    assertAdmin(req.actor);
    return reorderFields({ db, actorId: req.actor.userId, req: req.body });
  });
  route(app, customFieldRoutes.archive, async (req) => {
    assertAdmin(req.actor);
    return setArchived({
      db,
      actorId: req.actor.userId,
      fieldId: req.body.fieldId,
      archived: true,
    });
  });
  route(app, customFieldRoutes.restore, async (req) => {
    assertAdmin(req.actor);
    return setArchived({
      db,
      actorId: req.actor.userId,
      fieldId: req.body.fieldId,
      archived: false,
    });
  });
  route(app, customFieldRoutes.removal, async (req) => {
    assertAdmin(req.actor);
    return deleteField({ db, actorId: req.actor.userId, req: req.body });
  });
}
