import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  MessageResult,
  Repository,
  RepositoryBlockedCountRequest,
  RepositoryBlockedCountResult,
  RepositoryBrandCountRequest,
  RepositoryBrandCountResult,
  RepositoryBrandListRequest,
  RepositoryBrandListResult,
  RepositoryBrandsChangeRequest,
  RepositoryBrandsChangeResult,
  RepositoryDraftRequest,
  RepositoryIdRequest,
  RepositoryListQuery,
  RepositoryListResult,
  RepositoryQuery,
  RepositorySaveResult,
  RepositoryUpdateRequest,
} from '@crm/contracts';
import type { AppContext } from '../../context.js';
import {
  blockedCounts,
  changeRepositoryBrands,
  countRepositoryBrands,
  createDraft,
  duplicateRepository,
  getRepository,
  listRepositories,
  listRepositoryBrands,
  removeRepository,
  restoreRepository,
  updateRepository,
} from './service.js';

/** The repository (spec 001 §7 Repository API). Assigning its brands to events goes through POST /api/event/inventory/brand/assignment/v2 with filters.repoIds. */
export async function repositoryRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['repository'];
  r.get('/brand/repository', {
    schema: {
      tags,
      querystring: RepositoryListQuery,
      response: { 200: envelope(RepositoryListResult) },
    },
    handler: async (req) => ({ data: await listRepositories(db, req.actor, req.query) }),
  });
  r.get('/brand/repository/info', {
    schema: { tags, querystring: RepositoryQuery, response: { 200: envelope(Repository) } },
    handler: async (req) => ({ data: await getRepository(db, req.actor, req.query.repoId) }),
  });
  r.put('/brand/repository/draft', {
    config: { idempotent: true },
    schema: {
      tags,
      body: RepositoryDraftRequest,
      response: { 200: envelope(RepositorySaveResult) },
    },
    handler: async (req) => ({ data: await createDraft(db, req.actor, req.body) }),
  });
  r.patch('/brand/repository', {
    schema: {
      tags,
      body: RepositoryUpdateRequest,
      response: { 200: envelope(RepositorySaveResult) },
    },
    handler: async (req) => ({ data: await updateRepository(db, req.actor, req.body) }),
  });
  r.post('/brand/repository/removal', {
    schema: { tags, body: RepositoryIdRequest, response: { 200: envelope(MessageResult) } },
    handler: async (req) => ({ data: await removeRepository(db, req.actor, req.body.repoId) }),
  });
  r.post('/brand/repository/restore', {
    schema: { tags, body: RepositoryIdRequest, response: { 200: envelope(RepositorySaveResult) } },
    handler: async (req) => ({ data: await restoreRepository(db, req.actor, req.body.repoId) }),
  });
  r.post('/brand/repository/duplicate', {
    config: { idempotent: true },
    schema: { tags, body: RepositoryIdRequest, response: { 200: envelope(RepositorySaveResult) } },
    handler: async (req) => ({ data: await duplicateRepository(db, req.actor, req.body.repoId) }),
  });
  r.post('/brand/repository/brands', {
    schema: {
      tags,
      body: RepositoryBrandListRequest,
      response: { 200: envelope(RepositoryBrandListResult) },
    },
    handler: async (req) => ({ data: await listRepositoryBrands(db, req.actor, req.body) }),
  });
  r.put('/brand/repository/brands', {
    schema: {
      tags,
      body: RepositoryBrandsChangeRequest,
      response: { 200: envelope(RepositoryBrandsChangeResult) },
    },
    handler: async (req) => ({ data: await changeRepositoryBrands(db, req.actor, req.body) }),
  });
  r.post('/brand/repository/brand/count', {
    schema: {
      tags,
      body: RepositoryBrandCountRequest,
      response: { 200: envelope(RepositoryBrandCountResult) },
    },
    handler: async (req) => ({ data: await countRepositoryBrands(db, req.actor, req.body) }),
  });
  r.post('/brand/repository/brand/category-blocked/count', {
    schema: {
      tags,
      body: RepositoryBlockedCountRequest,
      response: { 200: envelope(RepositoryBlockedCountResult) },
    },
    handler: async (req) => ({ data: await blockedCounts(db, req.actor, req.body) }),
  });
}
