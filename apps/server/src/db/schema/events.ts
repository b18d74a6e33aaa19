import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cities, industries } from './reference.js';
import { users } from './users.js';

/** Events (spec 001 §3): dates are IST calendar dates; category is one of EVENT_CATEGORIES. */
export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    cityId: bigint('city_id', { mode: 'number' }).references(() => cities.id),
    venue: text('venue'),
    sourceUrl: text('source_url'),
    description: text('description'),
    imageUrl: text('image_url'),
    /** Archived: hidden from pickers and lists, kept in reports and history (spec 001 §3 eventStatus PREVIOUS). */
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_start_idx').on(t.startDate),
    index('events_end_idx').on(t.endDate),
    index('events_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    /** Names are unique per season (the April–March financial year of the start date), case-insensitive. */
    uniqueIndex('events_name_season_uq').on(
      sql`lower(${t.name})`,
      sql`(extract(year from (${t.startDate} - interval '3 months')))`,
    ),
  ],
);

/**
 * What changed on an event, by whom (spec 001 §3 Event; admin edits and imports). action: CREATED,
 * UPDATED, ARCHIVED, UNARCHIVED, IMPORTED; `changes` lists each field's old and new value.
 */
export const eventHistory = pgTable(
  'event_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    action: text('action').notNull(),
    changes: jsonb('changes').notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_history_event_idx').on(t.eventId, t.createdAt)],
);

/**
 * The event timeline (spec 001 §7 event timeline, my timeline): one row per thing that happened on an
 * event — a brand assigned, a stage move, a deck, a case study, a closure — newest first, filled by the
 * triggers of migration 0032. `brandId` (null for decks and case studies) with `eiId` lets 'my timeline'
 * keep the caller's pairings; `detail` holds the kind's fields (stages, names, value in crore).
 */
export const eventTimeline = pgTable(
  'event_timeline',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    eiId: bigint('ei_id', { mode: 'number' })
      .notNull()
      .references(() => eventInventories.id, { onDelete: 'cascade' }),
    brandId: bigint('brand_id', { mode: 'number' }),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    kind: text('kind').notNull(),
    detail: jsonb('detail').notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('event_timeline_event_idx').on(t.eventId, t.at, t.id),
    index('event_timeline_brand_idx').on(t.brandId, t.eventId),
  ],
);

/** Inventories: sellable sponsorship slots (title sponsor, jersey front…). Colour defaults to #DEDDFF. */
export const inventories = pgTable('inventories', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  description: text('description'),
  imageUrl: text('image_url'),
  color: text('color').notNull().default('#DEDDFF'),
  isArchived: boolean('is_archived').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An inventory offered at one event: the event inventory (eiId). salesTarget in crore. */
export const eventInventories = pgTable(
  'event_inventories',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id),
    inventoryId: bigint('inventory_id', { mode: 'number' })
      .notNull()
      .references(() => inventories.id),
    salesTarget: numeric('sales_target', { precision: 14, scale: 2, mode: 'number' }),
    propertyCount: integer('property_count').notNull().default(0),
    notes: text('notes'),
    deckUploaded: boolean('deck_uploaded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ei_event_inventory_uq').on(t.eventId, t.inventoryId),
    index('ei_inventory_idx').on(t.inventoryId),
  ],
);

/** Project owners (PO) of an event inventory. */
export const eventInventoryOwners = pgTable(
  'event_inventory_owners',
  {
    eiId: bigint('ei_id', { mode: 'number' })
      .notNull()
      .references(() => eventInventories.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.eiId, t.userId] }), index('eio_user_idx').on(t.userId)],
);

/** Industries blocked on an event inventory: their brands stay out of it (spec 001 §7 blocked industries). */
export const eiBlockedIndustries = pgTable(
  'ei_blocked_industries',
  {
    eiId: bigint('ei_id', { mode: 'number' })
      .notNull()
      .references(() => eventInventories.id, { onDelete: 'cascade' }),
    industryId: bigint('industry_id', { mode: 'number' })
      .notNull()
      .references(() => industries.id),
  },
  (t) => [primaryKey({ columns: [t.eiId, t.industryId] })],
);
