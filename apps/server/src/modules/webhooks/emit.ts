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
 * Tells the webhooks that take their types of changes (`events`, one or many, in the order they happened),
 * inside the changes' own transaction `tx` (the outbox): changes that commit are delivered (at least once),
 * changes rolled back never are. Costs one statement, which writes nothing when no webhook takes the types.
 */
export async function webhookEvent(tx: Tx, events: WebhookEvent | WebhookEvent[]): Promise<void> {
  const list = Array.isArray(events) ? events : [events];
  await insertDeliveries(
    tx,
    list.map((e) => ({ type: e.type, payload: payloadOf(e.type, e.data), orderKey: e.orderKey })),
  );
}
