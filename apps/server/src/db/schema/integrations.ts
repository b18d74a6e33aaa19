import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  uniqueIndex,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Personal API tokens (issue 42 §1): a name, a scope ('read' or 'write'), an optional expiry, and the
 * SHA-256 of the secret (`sdk_` + 32 random bytes, base64url), never the secret itself; `hint` is its last
 * four characters for the lists. Revoked tokens stay (revoked_at, by whom) so the lists and the audit
 * trail keep their names. last_used_* are written at most once a minute per token and copy.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    scope: text('scope').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    hint: text('hint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedAddress: text('last_used_address'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: bigint('revoked_by', { mode: 'number' }).references(() => users.id),
  },
  (t) => [
    index('api_tokens_user_idx').on(t.userId, t.createdAt),
    check('api_tokens_scope_check', sql`${t.scope} in ('read', 'write')`),
  ],
);

/** The admins' cap on new API tokens' lifetime in days (one row; null: no cap, a token may never expire). */
export const apiTokenPolicy = pgTable('api_token_policy', {
  id: smallint('id').primaryKey().default(1),
  maxDays: smallint('max_days'),
});

/**
 * Webhooks (issue 42 §2): an endpoint, the event types it is sent, its signing secret (sealed at rest by the
 * deployment's secret box; the `whsec_` form is shown once), whether it is on (off by an admin, or by the
 * server after 24 h of failures: `disabled_reason`), and its removal (undone by restore).
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  // one live webhook per address: a double-clicked Add (or three at once) makes one, the others get 409
  (t) => [
    uniqueIndex('webhooks_url_live_idx')
      .on(t.url)
      .where(sql`${t.removedAt} is null`),
  ],
);

/**
 * The outbox (issue 42 §2): one row per webhook per event, written in the transaction of the change, so a
 * change that commits is delivered and one rolled back never is. `order_key` (a pairing's, a brand's…) keeps
 * one record's events in order: a delivery waits for the earlier ones of its key. `pending` until a 2xx
 * answer (`delivered`) or 24 h of failures (`failed`, replayable); `next_attempt_at` is its backoff.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    webhookId: bigint('webhook_id', { mode: 'number' })
      .notNull()
      .references(() => webhooks.id),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    orderKey: text('order_key').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A copy sending it holds it until then (a copy that died lets go when it passes). */
    takenUntil: timestamp('taken_until', { withTimezone: true }),
    firstFailedAt: timestamp('first_failed_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.webhookId, t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_key_idx').on(t.webhookId, t.orderKey, t.id),
    check(
      'webhook_deliveries_status_check',
      sql`${t.status} in ('pending', 'delivered', 'failed')`,
    ),
  ],
);

/** Each attempt of a delivery (the delivery log): when, the status answered (null: none), its time (ms), its first 1 KB. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id),
    webhookId: bigint('webhook_id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer('status_code'),
    latencyMs: integer('latency_ms').notNull(),
    answer: text('answer').notNull(),
    ok: boolean('ok').notNull(),
  },
  (t) => [index('webhook_attempts_log_idx').on(t.webhookId, t.id)],
);
