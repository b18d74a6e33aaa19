import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Custom fields admins add to brands and POCs (/customizablefields). `entity` BRAND or
 * POC; `type` TEXT, NUMBER, DATE, SINGLE_SELECT or MULTI_SELECT; `options` [{value, label}] for
 * selects; `position` orders the active fields of an entity. Values live on the rows themselves
 * (brands.custom_fields, pocs.custom_fields: jsonb keyed by the field id). `archived_at` set = step 1
 * of removal (hidden, values kept); deleting the row (step 2) purges the values first.
 */
export const customFields = pgTable(
  'custom_fields',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entity: text('entity').notNull(),
    /** A stable slug of the label at creation (exports, integrations); unique per entity. */
    key: text('key').notNull(),
    label: text('label').notNull(),
    type: text('type').notNull(),
    options: jsonb('options').$type<{ value: string; label: string }[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('custom_fields_key_uq').on(t.entity, t.key),
    /** One label per entity among fields not deleted, case-insensitively. */
    uniqueIndex('custom_fields_label_uq').on(t.entity, sql`lower(${t.label})`),
    index('custom_fields_entity_idx').on(t.entity, t.position),
  ],
);
