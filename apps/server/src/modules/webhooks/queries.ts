import { sql } from 'drizzle-orm';
import type { WebhookEventType } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';

/** A webhook's row, its secret still sealed. */
export type WebhookRow = {
  id: number;
  url: string;
  events: WebhookEventType[];
  secretSealed: string;
  enabled: boolean;
  disabledReason: string | null;
  createdAt: Date;
  removedAt: Date | null;
  pending: number;
  failed: number;
};

type RawWebhook = {
  id: number;
  url: string;
  events: WebhookEventType[];
  secret_sealed: string;
  enabled: boolean;
  disabled_reason: string | null;
  created_at: string | Date;
  removed_at: string | Date | null;
  pending: number;
  failed: number;
};

const toWebhook = (r: RawWebhook): WebhookRow => ({
  id: Number(r.id),
  url: r.url,
  events: r.events,
  secretSealed: r.secret_sealed,
  enabled: r.enabled,
  disabledReason: r.disabled_reason,
  createdAt: new Date(r.created_at),
  removedAt: r.removed_at === null ? null : new Date(r.removed_at),
  pending: Number(r.pending),
  failed: Number(r.failed),
});

const webhookSelect = sql`
  select w.*,
    (select count(*) from webhook_deliveries d where d.webhook_id = w.id and d.status = 'pending')::int as pending,
    (select count(*) from webhook_deliveries d where d.webhook_id = w.id and d.status = 'failed')::int as failed
  from webhooks w`;

/** The webhooks not removed, oldest first. */
export async function webhookRows(db: Db): Promise<WebhookRow[]> {
  const { rows } = await db.execute<RawWebhook>(
    sql`${webhookSelect} where w.removed_at is null order by w.id`,
  );
  return rows.map(toWebhook);
}

/** Webhook `id` (removed or not), or null. */
export async function webhookRow(db: Tx, id: number): Promise<WebhookRow | null> {
  const { rows } = await db.execute<RawWebhook>(sql`${webhookSelect} where w.id = ${id}`);
  return rows[0] ? toWebhook(rows[0]) : null;
}

/** Adds a webhook; answers its id. */
export async function insertWebhook(
  db: Tx,
  w: { url: string; events: WebhookEventType[]; secretSealed: string; createdBy: number },
): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`
    insert into webhooks (url, events, secret_sealed, created_by)
    values (${w.url}, ${`{${w.events.join(',')}}`}::text[], ${w.secretSealed}, ${w.createdBy})
    returning id`);
  return Number(rows[0]!.id);
}

/** Changes webhook `id`'s address, events or state (turning it on clears why the server turned it off). */
export async function updateWebhook(
  db: Tx,
  id: number,
  w: { url?: string; events?: WebhookEventType[]; enabled?: boolean },
): Promise<void> {
  await db.execute(sql`
    update webhooks set
      url = coalesce(${w.url ?? null}, url),
      events = coalesce(${w.events ? `{${w.events.join(',')}}` : null}::text[], events),
      enabled = coalesce(${w.enabled ?? null}::boolean, enabled),
      disabled_reason = case when ${w.enabled ?? null}::boolean is not null then null else disabled_reason end
    where id = ${id}`);
}

/** Removes (`removed` true) or restores webhook `id`; answers whether it changed. */
export async function setWebhookRemoved(db: Tx, id: number, removed: boolean): Promise<boolean> {
  const { rows } = await db.execute(sql`
    update webhooks set removed_at = ${removed ? sql`now()` : sql`null`}
    where id = ${id} and (removed_at is null) = ${removed} returning id`);
  return rows.length > 0;
}

/**
 * Writes one delivery of each event's `payload` per webhook on, not removed, that takes its `type` (the
 * outbox, in the caller's transaction, one statement for them all) and, when there was one, a notification
 * on `webhooks_due` (sent at commit, never for a rollback). `only` limits them to one webhook (a test event).
 * Events keep their order: deliveries are numbered in the order given.
 */
export async function insertDeliveries(
  tx: Tx,
  events: { type: string; payload: object; orderKey: string }[],
  only?: number,
): Promise<number> {
  if (!events.length) return 0;
  const list = events.map((e, i) => ({ i, type: e.type, payload: e.payload, key: e.orderKey }));
  const which = only === undefined ? sql`e.type = any(w.events)` : sql`w.id = ${only}`;
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into webhook_deliveries (webhook_id, event_type, payload, order_key)
    select w.id, e.type, e.payload, e.key
    from jsonb_to_recordset(${JSON.stringify(list)}::jsonb) as e(i int, type text, payload jsonb, key text)
      join webhooks w on w.enabled and w.removed_at is null and ${which}
    order by e.i, w.id
    returning id`);
  if (rows.length) await tx.execute(sql`select pg_notify('webhooks_due', '')`);
  return rows.length;
}

/** A delivery taken to be sent: its webhook's address and sealed secret, and its payload. */
export type TakenDelivery = {
  id: number;
  webhookId: number;
  url: string;
  secretSealed: string;
  payload: unknown;
  createdAt: Date;
  firstFailedAt: Date | null;
  attempts: number;
};

/** Deliveries due now and held by no copy, of a webhook on and not removed: the condition on `x` (a delivery) and `w` (its webhook). */
const dueNow = sql`x.status = 'pending' and x.next_attempt_at <= now()
  and (x.taken_until is null or x.taken_until < now())
  and w.enabled and w.removed_at is null`;

/** The webhooks (all, or `only`) with a delivery due now that no copy holds (one index probe per webhook). */
export async function webhooksDue(db: Db, only?: number): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`
    select w.id from webhooks w
    where ${only === undefined ? sql`true` : sql`w.id = ${only}`} and exists (select 1 from webhook_deliveries x where x.webhook_id = w.id and ${dueNow})`);
  return rows.map((r) => Number(r.id));
}

/**
 * Takes up to `limit` deliveries of webhook `webhookId` due now, each held for `holdSeconds` (a copy that
 * dies lets go), skipping those another copy holds. Only the first pending delivery of each order key is
 * due, so one record's events reach a receiver in the order they happened.
 */
export async function takeDueDeliveries(
  db: Db,
  webhookId: number,
  limit: number,
  holdSeconds: number,
): Promise<TakenDelivery[]> {
  const { rows } = await db.execute<{
    id: number;
    webhook_id: number;
    url: string;
    secret_sealed: string;
    payload: unknown;
    created_at: string | Date;
    first_failed_at: string | Date | null;
    attempts: number;
  }>(sql`
    with due as (
      select x.id from webhook_deliveries x join webhooks w on w.id = x.webhook_id
      where x.webhook_id = ${webhookId} and ${dueNow}
        and not exists (
          select 1 from webhook_deliveries y
          where y.webhook_id = x.webhook_id and y.order_key = x.order_key and y.id < x.id
            and y.status = 'pending')
      order by x.id
      limit ${limit}
      for update of x skip locked)
    update webhook_deliveries d set taken_until = now() + make_interval(secs => ${holdSeconds})
    from due, webhooks w
    where d.id = due.id and w.id = d.webhook_id
    returning d.id, d.webhook_id, w.url, w.secret_sealed, d.payload, d.created_at, d.first_failed_at, d.attempts`);
  return rows.map((r) => ({
    id: Number(r.id),
    webhookId: Number(r.webhook_id),
    url: r.url,
    secretSealed: r.secret_sealed,
    payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
    createdAt: new Date(r.created_at),
    firstFailedAt: r.first_failed_at === null ? null : new Date(r.first_failed_at),
    attempts: Number(r.attempts),
  }));
}

/** One attempt's result as the log keeps it. */
export type AttemptResult = {
  statusCode: number | null;
  latencyMs: number;
  answer: string;
  ok: boolean;
};

/**
 * Records an attempt of delivery `d` and its outcome: delivered; or to be tried again at `retryAt`; or
 * given up (`retryAt` null: failed). Lets go of the delivery either way.
 */
export async function endDeliveryAttempt(
  db: Db,
  d: { id: number; webhookId: number },
  result: AttemptResult,
  retryAt: Date | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into webhook_attempts (delivery_id, webhook_id, status_code, latency_ms, answer, ok)
      values (${d.id}, ${d.webhookId}, ${result.statusCode}, ${result.latencyMs}, ${result.answer}, ${result.ok})`);
    await tx.execute(
      result.ok
        ? sql`update webhook_deliveries set status = 'delivered', delivered_at = now(),
            attempts = attempts + 1, taken_until = null where id = ${d.id}`
        : sql`update webhook_deliveries set attempts = attempts + 1, taken_until = null,
            first_failed_at = coalesce(first_failed_at, now()),
            status = ${retryAt ? 'pending' : 'failed'},
            next_attempt_at = coalesce(${retryAt?.toISOString() ?? null}::timestamptz, next_attempt_at)
          where id = ${d.id}`,
    );
  });
}

/**
 * Turns webhook `id` off with `reason` when no delivery of it succeeded since `since` (its failures have
 * lasted that long); answers whether it did (so its admins are told once).
 */
export async function disableFailingWebhook(
  db: Tx,
  id: number,
  since: Date,
  reason: string,
): Promise<boolean> {
  const { rows } = await db.execute(sql`
    update webhooks set enabled = false, disabled_reason = ${reason}
    where id = ${id} and enabled
      and not exists (select 1 from webhook_attempts a
        where a.webhook_id = ${id} and a.ok and a.at >= ${since.toISOString()}::timestamptz)
    returning id`);
  return rows.length > 0;
}

/** The active admins (the flag or the ADMIN role): whom a webhook turned off is told. */
export async function activeAdminIds(db: Tx): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`
    select id from users where status = 'ACTIVE' and (is_admin or 'ADMIN' = any(roles))`);
  return rows.map((r) => Number(r.id));
}
