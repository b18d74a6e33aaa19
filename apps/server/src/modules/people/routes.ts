import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, PeopleListRequest, PeopleListResult, UserBrandsRequest, UserBrandsResult, UserEventsQuery, UserEventsResult } from '@crm/contracts';
import type { Deps } from '../../app.js';
import { listPeople, userBrands, userEvents } from './service.js';

/** The Employees lists and a profile's brands and events (spec 001 §7 User API; issue 10 §2). */
export async function peopleRoutes(app: FastifyInstance, { db }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['people'];
  r.post('/user/all/v2', { schema: { tags, body: PeopleListRequest, response: { 200: envelope(PeopleListResult) } }, handler: async (req) => ({ data: await listPeople(db, req.actor, req.body, false) }) });
  r.post('/user/brands', { schema: { tags, body: UserBrandsRequest, response: { 200: envelope(UserBrandsResult) } }, handler: async (req) => ({ data: await userBrands(db, req.body) }) });
  r.get('/user/events-assigned', { schema: { tags, querystring: UserEventsQuery, response: { 200: envelope(UserEventsResult) } }, handler: async (req) => ({ data: await userEvents(db, req.query) }) });
  r.post('/user/team/v2', { schema: { tags, body: PeopleListRequest, response: { 200: envelope(PeopleListResult) } }, handler: async (req) => ({ data: await listPeople(db, req.actor, req.body, true) }) });
}
