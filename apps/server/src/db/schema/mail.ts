import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Outgoing system mail (issue 40 §1), one row per mail: the outbox a pg-boss job sends from and the record
 * of each send. `status`: queued → sending → sent | retrying | failed (`logged` when mail is off and the
 * mail was written to the log instead). The bodies carry single-use links, so they are cleared once the
 * mail is sent or given up; the subject, recipient, template and attempts stay as the record.
 */
export const mailSends = pgTable(
  'mail_sends',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    text: text('text'),
    html: text('html'),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** The last refusal or connection error, as the SMTP server or the network gave it. */
    lastError: text('last_error'),
    /** The Message-ID of the sent mail (the same on every attempt, so a receiver can drop a repeat). */
    messageId: text('message_id').notNull(),
    /** When a worker took the mail to send it: a take older than a few minutes was lost with its copy. */
    takenAt: timestamp('taken_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_sends_status_idx').on(t.status, t.createdAt)],
);

/**
 * Single-use links to set a password (issue 40 §2): `reset` from "Forgot password?" (valid 60 min) and
 * `invite` from an admin adding a user (valid 72 h). Only the SHA-256 of the link's token is kept.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_tokens_user_idx').on(t.userId)],
);

/**
 * Requests counted per key in a window of an hour (issue 40 §2): password-reset mails per address asked for
 * (known or not) and per client address. In the database, so every server copy counts the same requests.
 */
export const requestCounts = pgTable('request_counts', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  requests: integer('requests').notNull().default(1),
});
