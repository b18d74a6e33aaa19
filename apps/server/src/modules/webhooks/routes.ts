import type { FastifyInstance } from 'fastify';
import { webhookRoutes } from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/route.js';
import {
  createWebhook,
  listWebhooks,
  replayDeliveries,
  sendTestEvent,
  setWebhookRemovedBy,
  updateWebhookOf,
  webhookDeliveries,
  type WebhookAdmin,
} from './service.js';

/** Admin → Webhooks (issue 42 §2): the endpoints, each one's delivery log, replays and test events. */
export async function webhooksPlugin(app: FastifyInstance, context: AppContext) {
  const as = (req: { actor: WebhookAdmin['actor'] }): WebhookAdmin => ({
    db: context.db,
    box: context.secretBox,
    actor: req.actor,
    allowLoopback: context.webhooks.allowLoopback,
  });
  route(app, webhookRoutes.list, (req) => listWebhooks(as(req)));
  route(app, webhookRoutes.create, (req) => createWebhook(as(req), req.body));
  route(app, webhookRoutes.update, (req) => updateWebhookOf(as(req), req.params.id, req.body));
  route(app, webhookRoutes.remove, (req) => setWebhookRemovedBy(as(req), req.params.id, true));
  route(app, webhookRoutes.restore, (req) => setWebhookRemovedBy(as(req), req.params.id, false));
  route(app, webhookRoutes.deliveries, (req) =>
    webhookDeliveries(as(req), req.params.id, req.query),
  );
  route(app, webhookRoutes.replay, (req) => replayDeliveries(as(req), req.params.id, req.body));
  route(app, webhookRoutes.test, (req) => sendTestEvent(as(req), req.params.id));
}
