import {
  bigint,
  boolean,
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
    /** The website's host without `www.`, lower case (`https://www.tata.com/x` → `tata.com`): mail from that domain is the brand's (issue 41 §2). */
    websiteDomain: text('website_domain').generatedAlwaysAs(
      sql`lower(substring(website from '^(?:[A-Za-z][A-Za-z0-9+.-]*://)?(?:www[.])?([^/:?#[:space:]]+)'))`,
    ),
    linkedin: text('linkedin'),
    hqCityId: bigint('hq_city_id', { mode: 'number' }).references(() => cities.id),
    /** Region of the HQ city, set by a trigger whenever hq_city_id changes (migration 0005): the region filter. */
    hqRegionId: bigint('hq_region_id', { mode: 'number' }),
    category: text('category'),
    isOffloaded: boolean('is_offloaded').notNull().default(false),
    offloadReason: text('offload_reason'),
    offloadedAt: timestamp('offloaded_at', { withTimezone: true }),
    offloadedByUserId: bigint('offloaded_by_user_id', { mode: 'number' }),
    /** Spec 001 §4: the brand-info update notification is disabled after the owner is notified. */
    infoUpdateNotificationEnabled: boolean('info_update_notification_enabled')
      .notNull()
      .default(true),
    /** ASSIGNED pairings of the brand, kept by triggers on pairings (migration 0003): list column and inventory-bucket filter. */
    assignedCount: integer('assigned_count').notNull().default(0),
    /** Owners and current (not removed) POCs of the brand, kept by triggers (migration 0004): owner-type and POC/BO-exists filters. */
    ownerCount: integer('owner_count').notNull().default(0),
    pocCount: integer('poc_count').notNull().default(0),
    /**
     * Which profile completion items the brand has filled, one bit each (spec 001 §3; the bits in
     * profile/completionQueries.ts's ITEMS order), kept by triggers on brands and POCs (migration 0067): the
     * completion report groups brands by it rather than reading every brand's POCs.
     */
    completionFlags: integer('completion_flags').notNull().default(0),
    /** Custom-field values keyed by custom_fields.id; a field without a value has no key. */
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('brands_name_idx').on(sql`lower(${t.name})`, t.id),
    /** One brand per name, case-insensitively (migration 0006 merged earlier duplicates). */
    uniqueIndex('brands_name_uq').on(sql`lower(${t.name})`),
    index('brands_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // an industry's brands by revenue, highest first, with what the assign tab's count needs (not offloaded):
    // one industry's page reads in order and its total from the index alone (issue 43 §1)
    index('brands_industry_revenue_idx').on(
      t.industryId,
      t.revenue.desc().nullsLast(),
      t.id.desc().nullsFirst(),
      t.isOffloaded,
    ),
    index('brands_revenue_industry_idx').on(t.revenue, t.industryId),
    // the completion report reads the flags of an event inventory's brands by id from the index alone
    index('brands_id_completion_idx').on(t.id, t.completionFlags),
    index('brands_updated_idx').on(t.updatedAt),
    index('brands_hq_city_idx').on(t.hqCityId),
    index('brands_company_idx').on(t.companyId),
    index('brands_website_domain_idx').on(t.websiteDomain),
    index('brands_assigned_count_idx').on(t.assignedCount),
    index('brands_owner_count_idx').on(t.ownerCount),
    index('brands_hq_region_idx').on(t.hqRegionId, t.ownerCount),
    /** Custom-field filters: containment (@>) for equals / any-of, key existence (?) for is-set / is-empty and usage counts. */
    index('brands_custom_fields_idx').using('gin', t.customFields),
  ],
);

/** Brand owners (BO) of a brand. */
export const brandOwners = pgTable(
  'brand_owners',
  {
    brandId: bigint('brand_id', { mode: 'number' })
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.userId] }),
    index('brand_owners_user_idx').on(t.userId, t.brandId),
  ],
);

/** Points of contact of a brand (spec 001 §3). phoneNumbers: [{cc, number, type}]. */
export const pocs = pgTable(
  'pocs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'number' })
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role'),
    email: text('email'),
    phoneNumbers: jsonb('phone_numbers')
      .$type<{ cc: string; number: string; type: string }[]>()
      .notNull()
      .default([]),
    linkedinUrl: text('linkedin_url'),
    isPrimary: boolean('is_primary').notNull().default(false),
    departmentId: bigint('department_id', { mode: 'number' }).references(() => departments.id, {
      onDelete: 'set null',
    }),
    cityId: bigint('city_id', { mode: 'number' }).references(() => cities.id),
    /** Reporting line: the POC this one reports to (org chart). */
    reportsToPocId: bigint('reports_to_poc_id', { mode: 'number' }),
    /** Custom-field values keyed by custom_fields.id. */
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Removed POCs are kept (history, interactions) and hidden from lists. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('pocs_brand_idx').on(t.brandId),
    index('pocs_email_idx').on(sql`lower(${t.email})`),
  ],
);

/** Departments of a brand's organisation (org chart). */
export const departments = pgTable(
  'departments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'number' })
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('departments_brand_idx').on(t.brandId),
    /** Settings: the brands using an organisation-wide department name (admin reference data) match it case-insensitively. */
    index('departments_name_idx').on(sql`lower(${t.name})`),
  ],
);

/** Marketing offices of a brand (the HQ is brands.hq_city_id). */
export const brandMarketingOffices = pgTable(
  'brand_marketing_offices',
  {
    brandId: bigint('brand_id', { mode: 'number' })
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    cityId: bigint('city_id', { mode: 'number' })
      .notNull()
      .references(() => cities.id),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.cityId] }), index('bmo_city_idx').on(t.cityId)],
);

/** Owner changes of a brand: ADDED, REMOVED or OFFLOADED (previous brand owners read REMOVED/OFFLOADED). */
export const brandOwnerHistory = pgTable(
  'brand_owner_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'number' })
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    reason: text('reason'),
    byUserId: bigint('by_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('boh_brand_idx').on(t.brandId, t.createdAt)],
);

/**
 * Field-level change history (who changed which field from what to what, and when). `entity` is
 * BRAND, POC, DEPARTMENT or LOCATION; `entityId` the POC or department id (the brand id otherwise).
 */
export const brandHistory = pgTable(
  'brand_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'number' })
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    entity: text('entity').notNull(),
    entityId: bigint('entity_id', { mode: 'number' }),
    field: text('field').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('brand_history_idx').on(t.brandId, t.entity, t.createdAt)],
);

/** Brand notes: private (author only) or public (spec 001 §3 notes). */
export const brandNotes = pgTable(
  'brand_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'number' })
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The POC of the brand the note is about (spec 001 §7 POC notes); null for a brand note. */
    pocId: bigint('poc_id', { mode: 'number' }).references(() => pocs.id, { onDelete: 'cascade' }),
    /** When its author removed it (kept so that Undo can restore it); null while it stands. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('brand_notes_idx').on(t.brandId, t.createdAt),
    index('brand_notes_poc_idx').on(t.pocId, t.createdAt),
  ],
);

/** Agencies (spec 001 §3) and how they are associated with brands. */
export const agencies = pgTable('agencies', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const agencyAssociationTypes = pgTable('agency_association_types', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
});

export const brandAgencies = pgTable(
  'brand_agencies',
  {
    brandId: bigint('brand_id', { mode: 'number' })
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    agencyId: bigint('agency_id', { mode: 'number' })
      .notNull()
      .references(() => agencies.id),
    associationTypeId: bigint('association_type_id', { mode: 'number' })
      .notNull()
      .references(() => agencyAssociationTypes.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.agencyId, t.associationTypeId] }),
    index('brand_agencies_agency_idx').on(t.agencyId),
  ],
);

/** Exact row totals kept by triggers (migration 0002): the unfiltered brand list reads its total here. */
export const rowCounts = pgTable('row_counts', {
  tableName: text('table_name').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * A bulk owner move of the admin console (POST /api/admin/brands/assign/v2, spec 001 §7): who made
 * it, its mode (ADD, REPLACE, REMOVE), when, and when it was undone (null while it stands).
 */
export const brandOwnerMoves = pgTable('brand_owner_moves', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  byUserId: bigint('by_user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  mode: text('mode').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  undoneAt: timestamp('undone_at', { withTimezone: true }),
});

/**
 * The brands a bulk owner move changed, with what Undo needs: the owners before and after (user ids,
 * ascending) and the brand's offload state before the move.
 */
export const brandOwnerMoveBrands = pgTable(
  'brand_owner_move_brands',
  {
    moveId: bigint('move_id', { mode: 'number' })
      .notNull()
      .references(() => brandOwnerMoves.id, { onDelete: 'cascade' }),
    brandId: bigint('brand_id', { mode: 'number' })
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    previousOwnerIds: bigint('previous_owner_ids', { mode: 'number' }).array().notNull(),
    nextOwnerIds: bigint('next_owner_ids', { mode: 'number' }).array().notNull(),
    wasOffloaded: boolean('was_offloaded').notNull(),
    offloadReason: text('offload_reason'),
    offloadedAt: timestamp('offloaded_at', { withTimezone: true }),
    offloadedByUserId: bigint('offloaded_by_user_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.moveId, t.brandId] }),
    index('brand_owner_move_brands_brand_idx').on(t.brandId),
  ],
);
