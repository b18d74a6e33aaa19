import { bigint, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Failed sign-ins per account (normalised email, known or not): the progressive delay of the login
 * throttle. Kept in the database so that every server copy counts the same failures.
 */
export const loginThrottle = pgTable('login_throttle', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  /** No sign-in of this account is checked before this time. */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Tokens revoked by logout before their expiry (by the token's jti); rows past `expiresAt` can go. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * Answers of retried writes: the first answer to (user, Idempotency-Key, method and path) is kept for
 * 24 h and replayed to a retry, which writes nothing. `status` null means the first is still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    key: text('key').notNull(),
    route: text('route').notNull(),
    status: smallint('status'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key, t.route] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
