import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { brands } from './brands.js';
import { events } from './events.js';

/**
 * News feed items: written by admins (source ADMIN) or by the database itself when a
 * deal is WON (source WON, trigger news_on_won: its body without the value, which goes to `closed_value`) or
 * a big brand (revenue ≥ 20,000 crore) gets an owner (source BIG_BRAND, trigger news_on_big_brand). HIDDEN items stay for
 * admins only. `appreciations` counts rows of news_appreciations (kept by the service in the same
 * transaction).
 */
export const news = pgTable(
  'news',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    badge: text('badge').notNull(),
    source: text('source').notNull().default('ADMIN'),
    status: text('status').notNull().default('ACTIVE'),
    brandId: bigint('brand_id', { mode: 'number' }).references(() => brands.id, {
      onDelete: 'set null',
    }),
    eventId: bigint('event_id', { mode: 'number' }).references(() => events.id, {
      onDelete: 'set null',
    }),
    /** The user the news is about (the BO who won, the new owner), or the admin who wrote it. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    /**
     * A won deal's closed value (crore) when it was won, or null: kept out of `body` so that a reader without
     * deal access reads the news without it (the news service adds it to the body for the others).
     */
    closedValue: numeric('closed_value', { precision: 14, scale: 2, mode: 'number' }),
    appreciations: integer('appreciations').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_feed_idx').on(t.status, t.createdAt),
    check('news_title_ck', sql`char_length(${t.title}) between 1 and 200`),
    check('news_body_ck', sql`char_length(${t.body}) <= 2000`),
  ],
);

/** Who appreciated which news item (POST /api/news/appreciation ADD / REMOVE). */
export const newsAppreciations = pgTable(
  'news_appreciations',
  {
    newsId: bigint('news_id', { mode: 'number' })
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.userId] })],
);
