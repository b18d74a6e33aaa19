import { bigint, boolean, index, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cities, companies, industries } from './reference.js';
import { users } from './users.js';

/** Brands (client companies), spec 001 §3. revenue is in crore. */
export const brands = pgTable(
  'brands',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    companyId: bigint('company_id', { mode: 'number' }).references(() => companies.id),
    industryId: bigint('industry_id', { mode: 'number' }).references(() => industries.id),
    contactType: text('contact_type'),
    engagement: text('engagement'),
    revenue: numeric('revenue', { precision: 14, scale: 2, mode: 'number' }),
    website: text('website'),
    linkedin: text('linkedin'),
    hqCityId: bigint('hq_city_id', { mode: 'number' }).references(() => cities.id),
    isOffloaded: boolean('is_offloaded').notNull().default(false),
    offloadReason: text('offload_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('brands_name_idx').on(sql`lower(${t.name})`, t.id),
    index('brands_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('brands_industry_idx').on(t.industryId),
    index('brands_revenue_idx').on(t.revenue),
    index('brands_updated_idx').on(t.updatedAt),
  ],
);

/** Brand owners (BO) of a brand. */
export const brandOwners = pgTable(
  'brand_owners',
  {
    brandId: bigint('brand_id', { mode: 'number' }).notNull().references(() => brands.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.userId] }), index('brand_owners_user_idx').on(t.userId, t.brandId)],
);

/** Points of contact of a brand (spec 001 §3). phoneNumbers: [{cc, number, type}]. */
export const pocs = pgTable(
  'pocs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'number' }).notNull().references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role'),
    email: text('email'),
    phoneNumbers: jsonb('phone_numbers').$type<{ cc: string; number: string; type: string }[]>().notNull().default([]),
    linkedinUrl: text('linkedin_url'),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pocs_brand_idx').on(t.brandId)],
);

/** Exact row totals kept by triggers (migration 0002): the unfiltered brand list reads its total here. */
export const rowCounts = pgTable('row_counts', {
  tableName: text('table_name').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
