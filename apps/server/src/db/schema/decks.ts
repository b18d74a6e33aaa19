import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { eventInventories, inventories } from './events.js';
import { files } from './files.js';
import { users } from './users.js';

/**
 * Decks of an event inventory (spec 001 §3 Deck): each upload is a new version (1, 2, …) kept beside
 * the older ones; `fileId` is the uploader's DECK file. `firstUploadedOn` is version 1's upload time.
 */
export const decks = pgTable(
  'decks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eiId: bigint('ei_id', { mode: 'number' })
      .notNull()
      .references(() => eventInventories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => files.id),
    version: integer('version').notNull(),
    uploadedBy: bigint('uploaded_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    uploadedOn: timestamp('uploaded_on', { withTimezone: true }).notNull().defaultNow(),
    firstUploadedOn: timestamp('first_uploaded_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('decks_ei_version_uq').on(t.eiId, t.version),
    uniqueIndex('decks_file_uq').on(t.fileId),
  ],
);

/** Who opened which deck version, and when (the deck view status per user). */
export const deckViews = pgTable(
  'deck_views',
  {
    deckId: bigint('deck_id', { mode: 'number' })
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deckId] })],
);

/**
 * Case studies of an inventory (spec 001 §3, §6: admins post and remove them): a title, an optional
 * description, and a CASE_STUDY file or an http(s) link. Removed ones are kept (removedAt) and hidden.
 */
export const caseStudies = pgTable(
  'case_studies',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    inventoryId: bigint('inventory_id', { mode: 'number' })
      .notNull()
      .references(() => inventories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    fileId: bigint('file_id', { mode: 'number' }).references(() => files.id),
    link: text('link'),
    createdBy: bigint('created_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('case_studies_inventory_idx')
      .on(t.inventoryId, t.createdAt)
      .where(sql`${t.removedAt} is null`),
    uniqueIndex('case_studies_file_uq').on(t.fileId),
  ],
);

/** A user's request for case studies of an inventory that has none (spec 001 §4 case-study notification): one per user and inventory. */
export const caseStudyRequests = pgTable(
  'case_study_requests',
  {
    inventoryId: bigint('inventory_id', { mode: 'number' })
      .notNull()
      .references(() => inventories.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.inventoryId, t.userId] })],
);
