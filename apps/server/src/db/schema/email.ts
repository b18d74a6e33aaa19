import { bigint, date, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A user's own mailbox, read over IMAP and sent from over SMTP (issue 41 §1). The app password is kept
 * sealed (`secret_sealed`, AES-256-GCM under MAIL_SECRET_KEY) and cleared on disconnect; a disconnected
 * mailbox stays while its linked mails are kept. `status`: ACTIVE | ERROR (`last_error`) | DISCONNECTED.
 * `visibility` is what colleagues see of its linked mails: FULL | SUBJECT | METADATA.
 */
export const mailboxes = pgTable(
  'mailboxes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** Lower case, one per user. */
    address: text('address').notNull(),
    username: text('username').notNull(),
    secretSealed: text('secret_sealed'),
    imapHost: text('imap_host').notNull(),
    imapPort: integer('imap_port').notNull(),
    imapSecurity: text('imap_security').notNull(),
    smtpHost: text('smtp_host').notNull(),
    smtpPort: integer('smtp_port').notNull(),
    smtpSecurity: text('smtp_security').notNull(),
    folders: text('folders').array().notNull(),
    /** The first day (IST) read. */
    syncFrom: date('sync_from', { mode: 'string' }).notNull(),
    visibility: text('visibility').notNull().default('SUBJECT'),
    status: text('status').notNull().default('ACTIVE'),
    lastError: text('last_error'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mailboxes_user_address_key').on(t.userId, t.address)],
);
