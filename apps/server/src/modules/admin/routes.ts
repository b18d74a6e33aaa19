import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  LocationRestoreRequest,
  MessageResult,
  REFERENCE_KINDS,
  referenceCreateRequest,
  referenceListRequest,
  referenceListResult,
  ReferenceRemovalResult,
  referenceRemovalRequest,
  referenceSaveResult,
  referenceUpdateRequest,
  type ReferenceKind,
} from '@crm/contracts';
import type { AppContext } from '../../context.js';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin reference data'];
  const path = `/admin/${kind}`;
  r.post(`${path}/list`, {
    schema: {
      tags,
      body: referenceListRequest(kind),
      response: { 200: envelope(referenceListResult(kind)) },
    },
    handler: async (req) => ({
      data: await listReference(db, req.actor, kind, req.body as ReferenceListQuery<K>),
    }),
  });
  r.put(path, {
    schema: {
      tags,
      body: referenceCreateRequest(kind),
      response: { 200: envelope(referenceSaveResult(kind)) },
    },
    handler: async (req) => ({
      data: await createReference(db, req.actor, kind, req.body as Partial<Values<K>>),
    }),
  });
  r.patch(path, {
    schema: {
      tags,
      body: referenceUpdateRequest(kind),
      response: { 200: envelope(referenceSaveResult(kind)) },
    },
    handler: async (req) => ({
      data: await updateReference(
        db,
        req.actor,
        kind,
        req.body as Partial<Values<K>> & Record<string, unknown>,
      ),
    }),
  });
  r.post(`${path}/removal`, {
    schema: {
      tags,
      body: referenceRemovalRequest(kind),
      response: { 200: envelope(ReferenceRemovalResult) },
    },
    handler: async (req) => ({
      data: await removeReference(db, req.actor, kind, req.body as Record<string, unknown>),
    }),
  });
}

/** Admin reference data for the /settings page: list, create, update and removal of each of the ten kinds. */
export async function adminReferenceRoutes(app: FastifyInstance, context: AppContext) {
  for (const kind of REFERENCE_KINDS) kindRoutes(app, context, kind);
  app.withTypeProvider<ZodTypeProvider>().post('/admin/location/restore', {
    schema: {
      tags: ['admin reference data'],
      body: LocationRestoreRequest,
      response: { 200: envelope(MessageResult) },
    },
    handler: async (req) => ({
      data: await restoreRemovedLocation(context.db, req.actor, req.body.locationRemovalId),
    }),
  });
}
