import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, PeopleListRequest, PeopleListResult } from '@crm/contracts';
import type { Deps } from '../../app.js';
import { listPeople } from './service.js';

/** The Employees lists (spec 001 §7 User API; issue 10 §2): everyone, and the caller's team. */
export async function peopleRoutes(app: FastifyInstance, { db }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['people'];
  r.post('/user/all/v2', { schema: { tags, body: PeopleListRequest, response: { 200: envelope(PeopleListResult) } }, handler: async (req) => ({ data: await listPeople(db, req.actor, req.body, false) }) });
  r.post('/user/team/v2', { schema: { tags, body: PeopleListRequest, response: { 200: envelope(PeopleListResult) } }, handler: async (req) => ({ data: await listPeople(db, req.actor, req.body, true) }) });
}
