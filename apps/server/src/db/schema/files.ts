import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands.js';
import { users } from './users.js';

/**
 * Uploaded files (spec 001 §7 signed-link upload): stored under `storageKey` by the storage driver
 * (disk by default). `brandId` is set once the file is attached to a brand (brand files).
 */
export const files = pgTable(
  'files',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The download link's id (/api/files/{publicId}): random, so links cannot be guessed from one another. */
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    purpose: text('purpose').notNull(),
    ownerUserId: bigint('owner_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    brandId: bigint('brand_id', { mode: 'number' }).references(() => brands.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Deleted files are kept as rows (and bytes) and hidden from lists. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('files_brand_idx').on(t.brandId, t.createdAt)],
);
