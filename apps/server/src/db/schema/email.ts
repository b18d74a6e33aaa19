import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { brands } from './brands.js';

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
    /** What {{user.signature}} fills in a mail sent from this mailbox (issue 41 §4). */
    signature: text('signature').notNull().default(''),
    status: text('status').notNull().default('ACTIVE'),
    lastError: text('last_error'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The server copy that keeps this mailbox's IMAP IDLE connection open, and until when its lease holds. */
    watchOwner: text('watch_owner'),
    watchUntil: timestamp('watch_until', { withTimezone: true }),
  },
  (t) => [uniqueIndex('mailboxes_user_address_key').on(t.userId, t.address)],
);

/**
 * A mail read from a mailbox (issue 41 §2), stored only when it involves a known POC or a brand's domain:
 * one row per mailbox and Message-ID, however many folders hold it (INBOX and Sent) or how often it is
 * read again (a restart, a new UIDVALIDITY). `threadKey` groups a conversation: the first Message-ID of
 * its References (or In-Reply-To), else the normalized subject of a reply, else its own Message-ID.
 * Addresses are lower case; `sentAt` is the Date header (UTC).
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mailboxId: bigint('mailbox_id', { mode: 'number' })
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    threadKey: text('thread_key').notNull(),
    subject: text('subject').notNull(),
    fromAddress: text('from_address').notNull(),
    fromName: text('from_name').notNull(),
    toAddresses: text('to_addresses').array().notNull(),
    ccAddresses: text('cc_addresses').array().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    snippet: text('snippet').notNull(),
    textBody: text('text_body').notNull(),
    /** The HTML as sent; sanitised where it is shown. */
    htmlBody: text('html_body'),
    /** Attachments' names, types, sizes (bytes) and the storage keys of their bytes (null: not kept). */
    attachments: jsonb('attachments')
      .$type<{ name: string; contentType: string; size: number; key?: string | null }[]>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_messages_mailbox_message_key').on(t.mailboxId, t.messageId),
    index('mail_messages_thread_idx').on(t.mailboxId, t.threadKey),
    // the global search's MAIL space (issue 41 §3): typo-tolerant over the subject and the sender
    index('mail_messages_subject_trgm').using('gin', sql`lower(${t.subject}) gin_trgm_ops`),
    index('mail_messages_sender_trgm').using(
      'gin',
      sql`lower(${t.fromName} || ' ' || ${t.fromAddress}) gin_trgm_ops`,
    ),
  ],
);

/** Where a stored mail sits in its mailbox: folder, UIDVALIDITY and UID (issue 41 §2); a mail in two folders has two. */
export const mailLocations = pgTable(
  'mail_locations',
  {
    mailboxId: bigint('mailbox_id', { mode: 'number' })
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    folder: text('folder').notNull(),
    uidValidity: bigint('uid_validity', { mode: 'number' }).notNull(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    messageRowId: bigint('message_row_id', { mode: 'number' })
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.mailboxId, t.folder, t.uidValidity, t.uid] }),
    index('mail_locations_message_idx').on(t.messageRowId),
  ],
);

/**
 * How far a folder of a mailbox is read (issue 41 §2), for its current UIDVALIDITY: every UID above
 * `lowUid` and up to `highUid` is done (backfill goes down from the top, new mail up from `highUid`);
 * `lowUid` 0 once the backfill reached the first day. `total` is the folder's mails since that day.
 */
export const mailFolderStates = pgTable(
  'mail_folder_states',
  {
    mailboxId: bigint('mailbox_id', { mode: 'number' })
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    folder: text('folder').notNull(),
    uidValidity: bigint('uid_validity', { mode: 'number' }).notNull(),
    highUid: bigint('high_uid', { mode: 'number' }).notNull(),
    lowUid: bigint('low_uid', { mode: 'number' }).notNull(),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.mailboxId, t.folder] })],
);

/** A stored mail's brands and POCs (issue 41 §2): a POC's address links the POC and its brand; a brand's domain links the brand. */
export const mailLinks = pgTable(
  'mail_links',
  {
    messageRowId: bigint('message_row_id', { mode: 'number' })
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
    brandId: bigint('brand_id', { mode: 'number' })
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** 0 when the brand is linked by its domain only. */
    pocId: bigint('poc_id', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.messageRowId, t.brandId, t.pocId] }),
    index('mail_links_brand_idx').on(t.brandId),
    index('mail_links_poc_idx').on(t.pocId),
  ],
);

/**
 * A mail a user sends from the CRM (issue 41 §4), from QUEUED to SENDING (a job took it) to SENT, or
 * FAILED with why (the user may send it again). `sendKey` makes a second submit of the same composer the
 * same send; `messageId` is made before the first try, so the mail found in Sent later is this one.
 * `attachments` are what the composer picked (EmailAttachment); `messageRowId` the stored mail once sent.
 */
export const emailSends = pgTable(
  'email_sends',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mailboxId: bigint('mailbox_id', { mode: 'number' })
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    sendKey: text('send_key').notNull(),
    brandId: bigint('brand_id', { mode: 'number' })
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    eiId: bigint('ei_id', { mode: 'number' }),
    toAddresses: text('to_addresses').array().notNull(),
    ccAddresses: text('cc_addresses').array().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    inReplyTo: text('in_reply_to'),
    references: text('references').array().notNull().default([]),
    attachments: jsonb('attachments')
      .$type<{ kind: 'DECK' | 'CASE_STUDY'; id: number; as: 'FILE' | 'LINK' }[]>()
      .notNull()
      .default([]),
    messageId: text('message_id').notNull(),
    status: text('status').notNull().default('QUEUED'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    messageRowId: bigint('message_row_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_sends_user_key').on(t.userId, t.sendKey),
    index('email_sends_brand_idx').on(t.brandId, t.userId),
  ],
);

/** A link to a deck or case study in a sent mail (issue 41 §4): its token opens the file and records each open. */
export const emailTrackedLinks = pgTable('email_tracked_links', {
  token: text('token').primaryKey(),
  sendId: bigint('send_id', { mode: 'number' })
    .notNull()
    .references(() => emailSends.id, { onDelete: 'cascade' }),
  fileId: bigint('file_id', { mode: 'number' }),
  url: text('url'),
  name: text('name').notNull(),
});

/** Each open of a tracked link (issue 41 §4). */
export const emailLinkOpens = pgTable(
  'email_link_opens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    token: text('token')
      .notNull()
      .references(() => emailTrackedLinks.token, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_link_opens_token_idx').on(t.token)],
);

/**
 * A mail template (issue 41 §4): a user's own (`ownerUserId`), or shared with everyone when null (admins
 * keep those). Subject and body may hold merge fields (MERGE_FIELDS). A removed one is kept
 * (`removedAt`) until restored.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerUserId: bigint('owner_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('email_templates_owner_idx').on(t.ownerUserId)],
);
