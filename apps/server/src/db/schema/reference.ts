import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Reference data the pipeline needs (spec 001 §3 "others seen by name"). */
export const industries = pgTable('industries', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
});

export const verticals = pgTable('verticals', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
});

/** Regions: North, East, South, West, Central, Northeast. */
export const regions = pgTable('regions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
});

export const states = pgTable('states', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  regionId: bigint('region_id', { mode: 'number' }).references(() => regions.id),
});

export const cities = pgTable(
  'cities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    stateId: bigint('state_id', { mode: 'number' })
      .notNull()
      .references(() => states.id),
    /** City tier 1, 2 or 3 (spec 001 §9 settings list 'cities … tier'); null when not graded. */
    tier: smallint('tier'),
    /**
     * The location this one belongs to (a locality of a metro, e.g. Andheri in Mumbai), or null. Removing a
     * location with childMovementStrategy MOVE_TO_PARENT (spec 001 §5) moves what references it here.
     */
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => cities.id),
  },
  (t) => [
    index('cities_state_idx').on(t.stateId, t.name),
    index('cities_name_idx').on(sql`lower(${t.name})`, t.id),
    index('cities_parent_idx').on(t.parentId),
    check('cities_tier_check', sql`${t.tier} between 1 and 3`),
  ],
);

export const companies = pgTable(
  'companies',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull().unique(),
    industryId: bigint('industry_id', { mode: 'number' }).references(() => industries.id),
  },
  (t) => [
    // no pending list (fastupdate off): an import's lookups by lower(name) go through this index, and with
    // the list each lookup read every name inserted before it — 10,000 imported rows took 68 s, now 8 s
    index('companies_name_trgm_idx')
      .using('gin', sql`lower(${t.name}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/**
 * Departments as reference data (spec 001 §7 admin department): the organisation-wide list of
 * department names that brand org charts draw from. A brand's own departments (brands.ts `departments`)
 * keep their names; one of these is in use while a brand department carries its name (case-insensitive).
 */
export const departmentNames = pgTable(
  'department_names',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('department_names_name_uq').on(sql`lower(${t.name})`)],
);

/**
 * Designations (job titles) as reference data (spec 001 §7 admin designation). users.designation stays
 * text; a designation is in use while a user's designation equals its name (case-insensitive).
 */
export const designations = pgTable(
  'designations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('designations_name_uq').on(sql`lower(${t.name})`)],
);

/**
 * A city removed with MOVE_TO_PARENT (spec 001 §5), kept so an admin can take the removal back: the city's
 * row as it was (`city`: name, stateId, tier, parentId) and the ids of what moved to its parent (`moved`:
 * brand HQs, marketing offices — and which of those were new at the parent —, POCs, events, child
 * locations). `restoredAt` once undone.
 */
export const locationRemovals = pgTable('location_removals', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  cityId: bigint('city_id', { mode: 'number' }).notNull(),
  city: jsonb('city')
    .$type<{ name: string; stateId: number; tier: number | null; parentId: number }>()
    .notNull(),
  moved: jsonb('moved')
    .$type<{
      hq: number[];
      offices: number[];
      newOffices: number[];
      pocs: number[];
      events: number[];
      locations: number[];
    }>()
    .notNull(),
  removedByUserId: bigint('removed_by_user_id', { mode: 'number' }).notNull(),
  removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  restoredAt: timestamp('restored_at', { withTimezone: true }),
});
