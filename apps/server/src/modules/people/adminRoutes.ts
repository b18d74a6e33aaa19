import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminUserProfile,
  AdminUserProfileQuery,
  AdminUsersCreateRequest,
  AdminUsersResult,
  AdminUsersUpdateRequest,
  DeactivateUsersRequest,
  DeactivateUsersResult,
  DesignationsQuery,
  DesignationsResult,
  envelope,
} from '@crm/contracts';
import type { AppContext } from '../../context.js';
import {
  adminUserProfile,
  createUsers,
  designations,
  setUsersActive,
  updateUsers,
} from './admin.js';
import { assertAdmin } from '../../auth/actor.js';

/** Admin user management (spec 001 §7 User API: POST and PATCH users, deactivate, user profile) and the designations list. */
export async function adminUsersRoutes(
  app: FastifyInstance,
  { db, forgetUser, realtime }: AppContext,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['people'];
  r.get('/user/designations', {
    schema: {
      tags,
      querystring: DesignationsQuery,
      response: { 200: envelope(DesignationsResult) },
    },
    handler: async (req) => ({ data: await designations(db, req.query) }),
  });
  r.get('/admin/users/profile', {
    schema: {
      tags,
      querystring: AdminUserProfileQuery,
      response: { 200: envelope(AdminUserProfile) },
    },
    handler: async (req) => {
      assertAdmin(req.actor);
      return { data: await adminUserProfile(db, req.query.userId) };
    },
  });
  r.post('/admin/users', {
    schema: { tags, body: AdminUsersCreateRequest, response: { 200: envelope(AdminUsersResult) } },
    handler: async (req) => ({ data: await createUsers(db, req.actor, req.body.users) }),
  });
  r.patch('/admin/users', {
    schema: { tags, body: AdminUsersUpdateRequest, response: { 200: envelope(AdminUsersResult) } },
    handler: async (req) => ({
      data: await updateUsers(db, req.actor, req.body.users, forgetUser),
    }),
  });
  r.post('/admin/users/deactivate', {
    schema: {
      tags,
      body: DeactivateUsersRequest,
      response: { 200: envelope(DeactivateUsersResult) },
    },
    handler: async (req) => ({
      data: await setUsersActive(db, req.actor, req.body, (userId) => {
        forgetUser(userId);
        realtime.disconnectUser(userId);
      }),
    }),
  });
}
