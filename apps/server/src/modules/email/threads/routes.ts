import type { FastifyInstance } from 'fastify';
import { emailThreadRoutes } from '@crm/contracts';
import type { AppContext } from '../../../context.js';
import { rawRoute, route } from '../../../lib/route.js';
import { attachmentDisposition } from '../../files/index.js';
import { listThreads, openAttachment, readThread } from './service.js';

/** The Email tab of brands and POCs (issue 41 §3): conversations, their mails and attachments (§2). */
export async function emailThreadsPlugin(app: FastifyInstance, context: AppContext) {
  const { db, storage, mailboxSecrets: box, mailPrivateHosts: privateHosts } = context;
  route(app, emailThreadRoutes.threads, (req) => listThreads(db, req.actor, req.query));
  route(app, emailThreadRoutes.thread, (req) => readThread(db, req.actor, req.query.threadId));
  rawRoute(app, emailThreadRoutes.attachment, async (req, reply) => {
    const a = await openAttachment({ db, storage, box, privateHosts }, req.actor, req.query);
    return reply
      .header('content-type', a.contentType)
      .header('content-disposition', attachmentDisposition(a.name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(a.stream);
  });
}
