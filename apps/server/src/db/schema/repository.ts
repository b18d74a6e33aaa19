import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { brands } from './brands.js';

/**
 * Repositories (spec 001 §2 /repository, §7 Repository API): a user's curated list of
 * brands (a PO's or TO's pitch list). PRIVATE ones are their owner's alone; PUBLIC ones are seen by
 * the other pipeline users once PUBLISHED (a DRAFT stays its owner's). `removed_at` is a soft removal
 * that Undo clears.
 */
export const repositories = pgTable(
  'repositories',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    visibility: text('visibility').notNull().default('PRIVATE'),
    status: text('status').notNull().default('DRAFT'),
    ownerUserId: bigint('owner_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The repository this one was duplicated from, if any. */
    duplicatedFromId: bigint('duplicated_from_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('repositories_owner_idx').on(t.ownerUserId, t.updatedAt),
    index('repositories_public_idx')
      .on(t.updatedAt)
      .where(sql`visibility = 'PUBLIC' and status = 'PUBLISHED' and removed_at is null`),
    check('repositories_name_ck', sql`char_length(${t.name}) between 1 and 100`),
    check('repositories_description_ck', sql`char_length(${t.description}) <= 1000`),
    check('repositories_visibility_ck', sql`${t.visibility} in ('PRIVATE', 'PUBLIC')`),
    check('repositories_status_ck', sql`${t.status} in ('DRAFT', 'PUBLISHED')`),
  ],
);

/** The brands of a repository: who added each and when. */
export const repositoryBrands = pgTable(
  'repository_brands',
  {
    repoId: bigint('repo_id', { mode: 'number' })
      .notNull()
      .references(() => repositories.id, { onDelete: 'cascade' }),
    brandId: bigint('brand_id', { mode: 'number' })
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    addedByUserId: bigint('added_by_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.repoId, t.brandId] }),
    index('repository_brands_brand_idx').on(t.brandId),
  ],
);
