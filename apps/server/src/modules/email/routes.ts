import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { emailMailboxesPlugin } from './mailboxes/routes.js';

/** Users' own email (issue 41): their mailboxes (mailboxes/). */
export async function emailPlugin(app: FastifyInstance, ctx: AppContext) {
  await emailMailboxesPlugin(app, ctx);
}
