import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  PeopleListRequest,
  PeopleListResult,
  ProfileImageRequest,
  ProfileImageResult,
  UserBrandsRequest,
  UserBrandsResult,
  UserEventsQuery,
  UserEventsResult,
  UserInventoriesQuery,
  UserInventoriesResult,
  UserTeamsQuery,
  UserTeamsResult,
  UserFilesQuery,
  ChatFilesResult,
} from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { listPeople, userBrands, userEvents } from './service.js';
import { setProfileImage, userInventories, userTeams } from './profile.js';
import { userSharedFiles } from '../chat/index.js';

/** The Employees lists and a profile's tabs and picture (spec 001 §7 User API). */
export async function peopleRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['people'];
  r.post('/user/all/v2', {
    schema: { tags, body: PeopleListRequest, response: { 200: envelope(PeopleListResult) } },
    handler: async (req) => ({ data: await listPeople(db, req.actor, req.body, false) }),
  });
  r.post('/user/brands', {
    schema: { tags, body: UserBrandsRequest, response: { 200: envelope(UserBrandsResult) } },
    handler: async (req) => ({ data: await userBrands(db, req.body) }),
  });
  r.get('/user/events-assigned', {
    schema: { tags, querystring: UserEventsQuery, response: { 200: envelope(UserEventsResult) } },
    handler: async (req) => ({ data: await userEvents(db, req.query) }),
  });
  r.get('/user/inventories', {
    schema: {
      tags,
      querystring: UserInventoriesQuery,
      response: { 200: envelope(UserInventoriesResult) },
    },
    handler: async (req) => ({ data: await userInventories(db, req.query) }),
  });
  r.get('/user/teams', {
    schema: { tags, querystring: UserTeamsQuery, response: { 200: envelope(UserTeamsResult) } },
    handler: async (req) => ({ data: await userTeams(db, req.query) }),
  });
  r.get('/user/files', {
    schema: { tags, querystring: UserFilesQuery, response: { 200: envelope(ChatFilesResult) } },
    handler: async (req) => ({ data: await userSharedFiles(db, req.actor, req.query) }),
  });
  r.patch('/user/profile-image', {
    schema: { tags, body: ProfileImageRequest, response: { 200: envelope(ProfileImageResult) } },
    handler: async (req) => ({
      data: await setProfileImage(db, req.actor, req.body.profileImageUrl),
    }),
  });
  r.post('/user/team/v2', {
    schema: { tags, body: PeopleListRequest, response: { 200: envelope(PeopleListResult) } },
    handler: async (req) => ({ data: await listPeople(db, req.actor, req.body, true) }),
  });
}
