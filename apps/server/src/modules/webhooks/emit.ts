import { WEBHOOK_PAYLOAD_VERSION, type WebhookEventType } from '@crm/contracts';
import type { Tx } from '../../db/client.js';
import { insertDeliveries } from './queries.js';

/** One change other systems are told of (issue 42 §2): its type, the record whose events keep their order, and its data. */
export type WebhookEvent = {
  type: WebhookEventType;
  /** The record the event is about (`pairing:<eiId>:<brandId>`, `brand:<id>`…): its events arrive in order. */
  orderKey: string;
  /** Ids and the changed fields (never more than an admin may read). */
  data: Record<string, unknown>;
};

/** The payload of `e` as receivers get it: `{type, timestamp, version, data}` (Standard Webhooks' form, ISO UTC). */
export const payloadOf = (type: string, data: Record<string, unknown>) => ({
  type,
  timestamp: new Date().toISOString(),
  version: WEBHOOK_PAYLOAD_VERSION,
  data,
});

/**
 * Tells the webhooks that take `e.type` of a change, inside the change's own transaction `tx` (the
 * outbox): a change that commits is delivered (at least once), one rolled back never is. Costs one
 * statement that writes nothing when no webhook takes the type.
 */
export async function webhookEvent(tx: Tx, e: WebhookEvent): Promise<void> {
  await insertDeliveries(tx, {
    type: e.type,
    payload: payloadOf(e.type, e.data),
    orderKey: e.orderKey,
  });
}
