import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';

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
    stateId: bigint('state_id', { mode: 'number' }).notNull().references(() => states.id),
  },
  (t) => [index('cities_state_idx').on(t.stateId, t.name)],
);

export const companies = pgTable(
  'companies',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull().unique(),
    industryId: bigint('industry_id', { mode: 'number' }).references(() => industries.id),
  },
  (t) => [index('companies_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`)],
);
