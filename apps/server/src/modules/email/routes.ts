import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { emailMailboxesPlugin } from './mailboxes/routes.js';
import { emailSendPlugin } from './send/routes.js';
import { emailTemplatesPlugin } from './templates/routes.js';
import { emailThreadsPlugin } from './threads/routes.js';

/** Users' own email (issue 41): their mailboxes (mailboxes/), reading them (sync/), the Email tab's conversations (threads/), sending from the CRM (send/) with templates (templates/). */
export async function emailPlugin(app: FastifyInstance, ctx: AppContext) {
  await emailMailboxesPlugin(app, ctx);
  await emailThreadsPlugin(app, ctx);
  await emailSendPlugin(app, ctx);
  await emailTemplatesPlugin(app, ctx);
}
