import type { FastifyInstance } from 'fastify';
import { emailSendRoutes } from '@crm/contracts';
import type { AppContext } from '../../../context.js';
import { notFound } from '../../../lib/errors.js';
import { rawRoute, route } from '../../../lib/route.js';
import { attachmentDisposition } from '../../files/index.js';
import { logEmail } from './log.js';
import { openTrackedLink } from './queries.js';
import { listOpenSends, retrySend, sendEmail } from './service.js';

/** Opens of tracked links one client address may make a minute. */
const OPENS_PER_MINUTE = 60;

/** Sending mail from the CRM (issue 41 §4): send, send again, log a mail, the mails not yet sent, and tracked links. */
export async function emailSendPlugin(app: FastifyInstance, ctx: AppContext) {
  const deps = { db: ctx.db, sender: ctx.emailSender };
  route(app, emailSendRoutes.send, (req) => sendEmail(deps, req.actor, req.body));
  route(app, emailSendRoutes.retry, (req) => retrySend(deps, req.actor, req.body.sendId));
  route(app, emailSendRoutes.log, (req) => logEmail(ctx, req.actor, req.body));
  route(app, emailSendRoutes.outbox, (req) => listOpenSends(ctx.db, req.actor, req.query.brandId));
  rawRoute(
    app,
    emailSendRoutes.openLink,
    async (req, reply) => {
      const link = await openTrackedLink(ctx.db, req.query.token);
      const stream = link?.storage_key ? await ctx.storage.get(link.storage_key) : null;
      if (link?.url && !link.storage_key) return reply.redirect(link.url, 302);
      if (!link || !stream) throw notFound('That link is not there any more.', 'LINK_NOT_FOUND');
      return reply
        .header('content-type', link.content_type ?? 'application/octet-stream')
        .header('content-disposition', attachmentDisposition(link.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
    { public: true, rateLimit: { max: OPENS_PER_MINUTE, timeWindow: 60_000 } },
  );
}
