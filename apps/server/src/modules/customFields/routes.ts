import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminCustomFieldsResult,
  CustomFieldCreateRequest,
  CustomFieldIdRequest,
  CustomFieldRemovalRequest,
  CustomFieldReorderRequest,
  CustomFieldsQuery,
  CustomFieldsResult,
  CustomFieldUpdateRequest,
  CustomFieldWriteResult,
  envelope,
} from '@crm/contracts';
import type { AppContext } from '../../context.js';
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
 * permanent removal under /api/admin/custom-fields (403 for everyone but admins).
 */
export async function customFieldsRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['custom fields'];
  const write = { 200: envelope(CustomFieldWriteResult) };
  // Checked after the body's schema (like every admin route: malformed input is a 400 for anyone), before any read or write.
  const adminOnly = { preHandler: async (req: FastifyRequest) => assertAdmin(req.actor) };
  r.get('/custom-fields', {
    schema: {
      tags,
      querystring: CustomFieldsQuery,
      response: { 200: envelope(CustomFieldsResult) },
    },
    handler: async (req) => ({ data: { fields: await listFields(db, req.query.entity) } }),
  });
  r.get('/admin/custom-fields', {
    schema: {
      tags,
      querystring: CustomFieldsQuery,
      response: { 200: envelope(AdminCustomFieldsResult) },
    },
    ...adminOnly,
    handler: async (req) => ({ data: await adminFields({ db, entity: req.query.entity }) }),
  });
  r.post('/admin/custom-fields', {
    schema: { tags, body: CustomFieldCreateRequest, response: write },
    ...adminOnly,
    handler: async (req) => ({ data: await createField({ db, req: req.body }) }),
  });
  r.patch('/admin/custom-fields', {
    schema: { tags, body: CustomFieldUpdateRequest, response: write },
    ...adminOnly,
    handler: async (req) => ({ data: await updateField({ db, req: req.body }) }),
  });
  r.post('/admin/custom-fields/reorder', {
    schema: { tags, body: CustomFieldReorderRequest, response: write },
    ...adminOnly,
    handler: async (req) => ({ data: await reorderFields({ db, req: req.body }) }),
  });
  for (const [path, archived] of [
    ['/admin/custom-fields/archive', true],
    ['/admin/custom-fields/restore', false],
  ] as const) {
    r.post(path, {
      schema: { tags, body: CustomFieldIdRequest, response: write },
      ...adminOnly,
      handler: async (req) => ({
        data: await setArchived({ db, fieldId: req.body.fieldId, archived }),
      }),
    });
  }
  r.post('/admin/custom-fields/removal', {
    schema: { tags, body: CustomFieldRemovalRequest, response: write },
    ...adminOnly,
    handler: async (req) => ({ data: await deleteField({ db, req: req.body }) }),
  });
}
