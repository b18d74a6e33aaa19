import type { FastifyInstance } from 'fastify';
import { emailThreadRoutes } from '@crm/contracts';
import type { AppContext } from '../../../context.js';
import { route } from '../../../lib/route.js';
import { listThreads, readThread } from './service.js';

/** The Email tab of brands and POCs (issue 41 §3): conversations and their mails. */
export async function emailThreadsPlugin(app: FastifyInstance, { db }: AppContext) {
  route(app, emailThreadRoutes.threads, (req) => listThreads(db, req.actor, req.query));
  route(app, emailThreadRoutes.thread, (req) => readThread(db, req.actor, req.query.threadId));
}
