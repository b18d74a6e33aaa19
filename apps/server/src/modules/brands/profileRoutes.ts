import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminBrandCreateRequest,
  AdminBrandCreateResult,
  BrandAdditionalInfo,
  BrandAdditionalInfoQuery,
  BrandChangeHistoryQuery,
  BrandChangeHistoryResult,
  BrandEditRequest,
  BrandEditResult,
  BrandNameExistsQuery,
  BrandNameExistsResult,
  BrandOwnersUpdateRequest,
  BrandOwnersUpdateResult,
  envelope,
  MessageResult,
  NotifyBrandOwnerRequest,
  OffloadRequest,
  PreviousBrandOwnersQuery,
  PreviousBrandOwnersResult,
} from '@crm/contracts';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['brand profile'];
  r.patch('/brand', {
    schema: { tags, body: BrandEditRequest, response: { 200: envelope(BrandEditResult) } },
    handler: async (req) => {
      const { brandId, ...patch } = req.body;
      return { data: await editBrand(db, req.actor, brandId, patch) };
    },
  });
  r.get('/brand/additional/info', {
    schema: {
      tags,
      querystring: BrandAdditionalInfoQuery,
      response: { 200: envelope(BrandAdditionalInfo) },
    },
    handler: async (req) => ({ data: await additionalInfo(db, req.actor, req.query.brandId) }),
  });
  r.post('/brand/brand-owners/v2', {
    schema: {
      tags,
      body: BrandOwnersUpdateRequest,
      response: { 200: envelope(BrandOwnersUpdateResult) },
    },
    handler: async (req) => ({
      data: await updateBrandOwners(db, notifications, req.actor, req.body),
    }),
  });
  r.get('/brand/previous-brand-owners', {
    schema: {
      tags,
      querystring: PreviousBrandOwnersQuery,
      response: { 200: envelope(PreviousBrandOwnersResult) },
    },
    handler: async (req) => ({ data: await previousBrandOwners(db, req.actor, req.query.brandId) }),
  });
  r.post('/brand/offload', {
    schema: { tags, body: OffloadRequest, response: { 200: envelope(MessageResult) } },
    handler: async (req) => ({
      data: { message: await offloadBrand(db, notifications, req.actor, req.body) },
    }),
  });
  r.post('/brand/info/notify', {
    schema: { tags, body: NotifyBrandOwnerRequest, response: { 200: envelope(MessageResult) } },
    handler: async (req) => ({
      data: { message: await notifyBrandOwner(db, notifications, req.actor, req.body.brandId) },
    }),
  });
  r.get('/brand/history', {
    schema: {
      tags,
      querystring: BrandChangeHistoryQuery,
      response: { 200: envelope(BrandChangeHistoryResult) },
    },
    handler: async (req) => ({ data: await brandChangeHistory(db, req.query) }),
  });
  r.get('/admin/brands/check-brand-name-exists', {
    schema: {
      tags,
      querystring: BrandNameExistsQuery,
      response: { 200: envelope(BrandNameExistsResult) },
    },
    handler: async (req) => ({
      data: await checkBrandNameExists(db, req.actor, req.query.brandName),
    }),
  });
  r.put('/admin/brands/new', {
    schema: {
      tags,
      body: AdminBrandCreateRequest,
      response: { 200: envelope(AdminBrandCreateResult) },
    },
    handler: async (req) => ({ data: await createBrand(db, req.actor, req.body) }),
  });
}
