import { randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { WEBHOOK_MESSAGES as M, type WebhookEventType, type WebhookInfo } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { SecretBox } from '../../auth/secretBox.js';
import { assertAdmin, type Actor } from '../../auth/actor.js';
import { conflict, fieldError, isUniqueViolation, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { payloadOf } from './emit.js';
import { attemptPage, isDeliveryOf, requeueDeliveries } from './logQueries.js';
import {
  insertDeliveries,
  insertWebhook,
  setWebhookRemoved,
  updateWebhook,
  webhookRow,
  webhookRows,
  type WebhookRow,
} from './queries.js';
import { reachable } from './send.js';

/** What the admins' webhook calls need: the database, the secret box, who asks, and whether loopback may be reached. */
export type WebhookAdmin = { db: Db; box: SecretBox; actor: Actor; allowLoopback: boolean };

const toInfo = (w: WebhookRow): WebhookInfo => ({
  id: w.id,
  url: w.url,
  events: w.events,
  enabled: w.enabled,
  disabledReason: w.disabledReason,
  createdAt: w.createdAt.toISOString(),
  pending: w.pending,
  failed: w.failed,
});

/**
 * 400 (field url) unless `url` is https, or http to this machine where loopback is allowed (outside
 * production), and its host is not, nor resolves to, a private or local address (issue 42 §2). A name that
 * does not resolve now is taken: each attempt checks the addresses it connects to.
 */
async function assertReachableUrl(url: string, allowLoopback: boolean): Promise<void> {
  const u = new URL(url);
  const host = u.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[] = [];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    /* unknown now: checked again at each attempt */
  }
  if (addresses.some((a) => !reachable(a, allowLoopback)))
    throw fieldError('url', M.privateAddress, 'WEBHOOK_PRIVATE_ADDRESS');
  const loopback = addresses.length > 0 && addresses.every((a) => reachable(a, false) === false);
  if (u.protocol !== 'https:' && !(u.protocol === 'http:' && allowLoopback && loopback))
    throw fieldError('url', M.httpsOnly, 'WEBHOOK_HTTPS_ONLY');
}

/** Webhook `id` unless removed, for an admin; 404 WEBHOOK_NOT_FOUND otherwise. */
async function liveWebhook(db: Db, id: number): Promise<WebhookRow> {
  const w = await webhookRow(db, id);
  if (!w || w.removedAt) throw notFound(M.notFound, 'WEBHOOK_NOT_FOUND');
  return w;
}

/** GET /api/admin/webhooks: the webhooks with their deliveries pending and failed (admins). */
export async function listWebhooks({
  db,
  actor,
}: WebhookAdmin): Promise<{ webhooks: WebhookInfo[] }> {
  assertAdmin(actor);
  return { webhooks: (await webhookRows(db)).map(toInfo) };
}

/**
 * POST /api/admin/webhooks: a new webhook with a new signing secret (`whsec_` and 24 random bytes in
 * base64, Standard Webhooks' form), answered once and kept sealed; recorded in the audit trail.
 */
export async function createWebhook(
  { db, box, actor, allowLoopback }: WebhookAdmin,
  input: { url: string; events: WebhookEventType[] },
): Promise<{ id: number; secret: string; message: string }> {
  assertAdmin(actor);
  await assertReachableUrl(input.url, allowLoopback);
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  const events = [...new Set(input.events)];
  const id = await oneWebhookPerUrl(db, async (tx) => {
    const made = await insertWebhook(tx, {
      ...input,
      events,
      secretSealed: box.seal(secret),
      createdBy: actor.userId,
    });
    await recordAudit(tx, actor.userId, {
      action: 'webhook.create',
      entity: 'webhook',
      entityId: made,
      after: { url: input.url, events },
    });
    return made;
  });
  return { id, secret, message: M.created };
}

/** Runs `write` in a transaction; a second live webhook to one address (made, edited or restored, even at the same instant) is 409 ALREADY_EXISTS. */
async function oneWebhookPerUrl<T>(db: Db, write: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(write);
  } catch (e) {
    if (isUniqueViolation(e, 'webhooks_url_live_idx')) throw conflict(M.urlTaken, 'ALREADY_EXISTS');
    throw e;
  }
}

/** PATCH /api/admin/webhooks/:id: its address, events, or on/off (turning it on clears the server's reason). */
export async function updateWebhookOf(
  { db, actor, allowLoopback }: WebhookAdmin,
  id: number,
  patch: { url?: string; events?: WebhookEventType[]; enabled?: boolean },
): Promise<{ message: string }> {
  assertAdmin(actor);
  const before = await liveWebhook(db, id);
  if (patch.url) await assertReachableUrl(patch.url, allowLoopback);
  const events = patch.events && [...new Set(patch.events)];
  await oneWebhookPerUrl(db, async (tx) => {
    await updateWebhook(tx, id, { ...patch, events });
    await recordAudit(tx, actor.userId, {
      action: 'webhook.update',
      entity: 'webhook',
      entityId: id,
      before: { url: before.url, events: before.events, enabled: before.enabled },
      after: {
        url: patch.url ?? before.url,
        events: events ?? before.events,
        enabled: patch.enabled ?? before.enabled,
      },
    });
  });
  return { message: M.saved };
}

/** DELETE /api/admin/webhooks/:id and POST …/restore: removes a webhook (nothing more is sent) or brings it back. */
export async function setWebhookRemovedBy(
  { db, actor }: WebhookAdmin,
  id: number,
  removed: boolean,
): Promise<{ message: string }> {
  assertAdmin(actor);
  const w = await webhookRow(db, id);
  if (!w) throw notFound(M.notFound, 'WEBHOOK_NOT_FOUND');
  await oneWebhookPerUrl(db, async (tx) => {
    if (!(await setWebhookRemoved(tx, id, removed))) return;
    await recordAudit(tx, actor.userId, {
      action: removed ? 'webhook.remove' : 'webhook.restore',
      entity: 'webhook',
      entityId: id,
      before: { url: w.url },
    });
  });
  return { message: removed ? M.removed : M.restored };
}

/** GET /api/admin/webhooks/:id/deliveries: the delivery log, newest first (admins). */
export async function webhookDeliveries(
  { db, actor }: WebhookAdmin,
  id: number,
  q: { failed?: boolean; beforeId?: number },
) {
  assertAdmin(actor);
  await liveWebhook(db, id);
  return attemptPage(db, id, q);
}

/** POST /api/admin/webhooks/:id/replay: one delivery again, or every failed one since a time; 404 for another webhook's delivery. */
export async function replayDeliveries(
  { db, actor }: WebhookAdmin,
  id: number,
  which: { deliveryId: number } | { since: string },
): Promise<{ message: string }> {
  assertAdmin(actor);
  await liveWebhook(db, id);
  if ('deliveryId' in which && !(await isDeliveryOf(db, id, which.deliveryId)))
    throw notFound(M.deliveryNotFound, 'WEBHOOK_DELIVERY_NOT_FOUND');
  return { message: M.replayed(await requeueDeliveries(db, id, which)) };
}

/** POST /api/admin/webhooks/:id/test: a `webhook.test` event to this webhook alone; 409 when it is off. */
export async function sendTestEvent(
  { db, actor }: WebhookAdmin,
  id: number,
): Promise<{ message: string }> {
  assertAdmin(actor);
  await liveWebhook(db, id);
  const type = 'webhook.test';
  const payload = payloadOf(type, { webhookId: id, message: 'A test event: your receiver works.' });
  const queued = await db.transaction((tx) =>
    insertDeliveries(tx, [{ type, payload, orderKey: `test:${id}` }], id),
  );
  if (!queued) throw conflict(M.testWhenOff, 'WEBHOOK_OFF');
  return { message: M.testQueued };
}
