import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Failed sign-ins per account (normalised email, known or not) and client address: the progressive delay
 * of the login throttle for one address trying one account. Kept in the database so that every server
 * copy counts the same failures.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    email: text('email').notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull().default(0),
    /** No sign-in of this account from this address is checked before this time. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.address] })],
);

/** Failed sign-ins per client address, whatever the accounts: the delay of an address that fails across many accounts. */
export const loginAddressThrottle = pgTable('login_address_throttle', {
  address: text('address').primaryKey(),
  failures: integer('failures').notNull().default(0),
  /** No sign-in from this address is checked before this time. */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * This database's deployment: one row with a random id, made by its migration. Server copies on the same
 * database share it and so their realtime channels in Redis; another deployment on the same Redis has its own.
 */
export const deployment = pgTable('deployment', {
  id: text('id').primaryKey(),
});

/** Tokens revoked before their expiry (by the token's jti): logout, a session signed out, the user's sessions cut off; rows past `expiresAt` can go. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * Signed-in sessions (issue 40 §5), one per token (its jti): the device's user agent, the client address,
 * when it signed in and was last seen (written at most once a minute per session). A session ends when its
 * token is revoked (`revoked_tokens`), expires, or the user's `sessions_valid_from` passes its sign-in.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    jti: text('jti').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull().default(''),
    address: text('address').notNull(),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId, t.expiresAt)],
);

/**
 * Answers of retried writes: the first answer to (user, Idempotency-Key, method and path) is kept for
 * 24 h and replayed to a retry, which writes nothing. `status` null means the first is still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    route: text('route').notNull(),
    status: smallint('status'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key, t.route] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * A user's private calendar feed (issue 24 §4): the SHA-256 of the secret in its ICS URL (the secret
 * itself is shown once, when made). One feed per user; a new secret replaces the old, deleting the row
 * revokes it at once.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretHash: text('secret_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Uploaded import files between their upload, dry run and run (spec 001 §7 imports): who uploaded which
 * file of which kind; the bytes are in the file storage under `imports/{id}`, so any server copy answers
 * the next step. Rows older than a day are removed with their bytes when the next upload arrives.
 */
export const importUploads = pgTable(
  'import_uploads',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('import_uploads_created_idx').on(t.createdAt)],
);

/**
 * Import uploads per user and import route (its path) in the current window of an hour, refused ones
 * too: the upload quota (modules/imports/quota.ts). A window starts with the first upload after the
 * last one ended. In the database, so every server copy counts the same uploads.
 */
export const importUploadCounts = pgTable(
  'import_upload_counts',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    route: text('route').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    uploads: integer('uploads').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.userId, t.route] })],
);

/**
 * The audit trail (issue 40 §6): one row per admin action or security event, written in the
 * transaction of the change. `actor_id` is who acted (null: a failed sign-in of an unknown address, or
 * the actor since removed); `before` / `after` hold the fields that changed, never a secret. Rows are
 * never updated; the retention job deletes those older than AUDIT_RETENTION_DAYS.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    address: text('address'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
  ],
);

/** Recovery codes of two-factor sign-in (issue 40 §4): SHA-256 of each code; one sign-in each. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** Browsers remembered for 30 days after a code (issue 40 §4): SHA-256 of the device token. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('trusted_devices_user_idx').on(t.userId)],
);

/** The roles that must use two-factor sign-in (issue 40 §4): one row, id 1, set by admins. */
export const twoFactorPolicy = pgTable('two_factor_policy', {
  id: smallint('id').primaryKey().default(1),
  roles: text('roles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/**
 * Single sign-ons under way (issue 40 §3): the state sent to the identity provider, with its nonce, PKCE
 * verifier and the app path to return to (10 minutes to come back); once the provider's answer checks out,
 * the hash of a one-time ticket the browser exchanges for a session (1 minute). Used once, then deleted.
 */
export const ssoLogins = pgTable(
  'sso_logins',
  {
    state: text('state').primaryKey(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    returnTo: text('return_to').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the provider's answer came back: a state answers once. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    ticketHash: text('ticket_hash').unique(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'cascade',
    }),
    ticketExpiresAt: timestamp('ticket_expires_at', { withTimezone: true }),
  },
  (t) => [index('sso_logins_created_idx').on(t.createdAt)],
);
