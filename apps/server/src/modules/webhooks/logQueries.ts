import { sql } from 'drizzle-orm';
import type { WebhookAttempt } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';

/** Attempts of the delivery log per page. */
const LOG_PAGE = 50;

/**
 * Webhook `webhookId`'s attempts newest first, 50 before attempt `beforeId` (keyset), only the failed ones
 * with `failed`; `hasMore` when older ones remain.
 */
export async function attemptPage(
  db: Db,
  webhookId: number,
  q: { failed?: boolean; beforeId?: number },
): Promise<{ attempts: WebhookAttempt[]; hasMore: boolean }> {
  const { rows } = await db.execute<{
    id: number;
    delivery_id: number;
    event_type: string;
    at: string | Date;
    status_code: number | null;
    latency_ms: number;
    answer: string;
    ok: boolean;
    delivery_status: 'pending' | 'delivered' | 'failed';
  }>(sql`
    select a.id, a.delivery_id, d.event_type, a.at, a.status_code, a.latency_ms, a.answer, a.ok,
      d.status as delivery_status
    from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id
    where a.webhook_id = ${webhookId}
      ${q.failed ? sql`and not a.ok` : sql``}
      ${q.beforeId ? sql`and a.id < ${q.beforeId}` : sql``}
    order by a.id desc
    limit ${LOG_PAGE + 1}`);
  return {
    attempts: rows.slice(0, LOG_PAGE).map((r) => ({
      attemptId: Number(r.id),
      deliveryId: Number(r.delivery_id),
      messageId: `msg_${Number(r.delivery_id)}`,
      eventType: r.event_type,
      at: new Date(r.at).toISOString(),
      statusCode: r.status_code === null ? null : Number(r.status_code),
      latencyMs: Number(r.latency_ms),
      answer: r.answer,
      ok: r.ok,
      deliveryStatus: r.delivery_status,
    })),
    hasMore: rows.length > LOG_PAGE,
  };
}

/**
 * Puts webhook `webhookId`'s deliveries back in line to be sent now, as new: delivery `deliveryId` whatever
 * its state but pending, or every failed one created since `since`. Answers how many.
 */
export async function requeueDeliveries(
  db: Tx,
  webhookId: number,
  which: { deliveryId: number } | { since: string },
): Promise<number> {
  const where =
    'deliveryId' in which
      ? sql`id = ${which.deliveryId} and status <> 'pending'`
      : sql`status = 'failed' and created_at >= ${which.since}::timestamptz`;
  const { rows } = await db.execute(sql`
    update webhook_deliveries set status = 'pending', next_attempt_at = now(), first_failed_at = null,
      taken_until = null
    where webhook_id = ${webhookId} and ${where}
    returning id`);
  if (rows.length) await db.execute(sql`select pg_notify('webhooks_due', '')`);
  return rows.length;
}

/** Whether delivery `deliveryId` is webhook `webhookId`'s. */
export async function isDeliveryOf(db: Db, webhookId: number, deliveryId: number) {
  const { rows } = await db.execute(
    sql`select 1 from webhook_deliveries where id = ${deliveryId} and webhook_id = ${webhookId}`,
  );
  return rows.length > 0;
}
