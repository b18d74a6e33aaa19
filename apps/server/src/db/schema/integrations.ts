import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
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
