import type { Database, Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { SecretBox } from '../../auth/secretBox.js';
import type { Notifications } from '../notifications/index.js';
import { startWebhookDelivery, type WebhookOptions } from './delivery.js';
import { activeAdminIds, disableFailingWebhook } from './queries.js';

/** The webhooks module's surface (issue 42 §2): the outbox other modules write with their changes, and the deliveries' start (its routes: routes.ts). */
export { webhookEvent, type WebhookEvent } from './emit.js';
export type { WebhookOptions } from './delivery.js';

/** This copy's webhook deliveries: `stop` before the job queue and the database close. */
export type WebhookDeliveries = Awaited<ReturnType<typeof startWebhookDelivery>>;

/** Starts this copy's deliveries (delivery.ts); a webhook the server turns off is told to every active admin, in the same transaction. */
export function startWebhooks(deps: {
  db: Db;
  jobs: JobQueue;
  database?: Database;
  box: SecretBox;
  notifications: Notifications;
  options: WebhookOptions;
  log: (e: unknown) => void;
}): Promise<WebhookDeliveries> {
  const { db, notifications } = deps;
  return startWebhookDelivery({
    ...deps,
    turnOff: (webhookId, since, message) =>
      notifications.run(db, async (tx, add) => {
        if (!(await disableFailingWebhook(tx, webhookId, since, message))) return;
        const admins = await activeAdminIds(tx);
        await add(
          admins.map((userId) => ({ userId, type: 'WEBHOOK_DISABLED' as const, content: message })),
        );
      }),
  });
}
