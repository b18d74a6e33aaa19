import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { verticals } from './reference.js';

/** Staff users: role codes as a list, ADMIN also a flag (spec 000 §1, §6). Passwords are argon2id hashes. */
export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    profileImage: text('profile_image'),
    roles: text('roles').array().notNull().default([]),
    isAdmin: boolean('is_admin').notNull().default(false),
    verticalId: bigint('vertical_id', { mode: 'number' }).references(() => verticals.id),
    /** Job title shown on the profile card (spec 001 §7 designations). */
    designation: text('designation'),
    status: text('status').notNull().default('ACTIVE'),
    /** Why an admin deactivated the user; cleared on reactivation. */
    deactivationReason: text('deactivation_reason'),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Tokens issued before this time are refused (set by a deactivation, kept after reactivation: old sessions stay ended). */
    sessionsValidFrom: timestamp('sessions_valid_from', { withTimezone: true }),
    /** Two-factor sign-in (issue 40 §4): the TOTP secret (base32) once enrolled, null when off. */
    totpSecret: text('totp_secret'),
    /** A secret being enrolled: it becomes totp_secret when a code from it is entered. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The 30-second step of the last code accepted: a code of that step or earlier is never taken again. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    lastActiveOn: timestamp('last_active_on', { withTimezone: true }),
    /** The call lock (spec 000 §5): set after a call with a POC of `lockBrandId` until its call notes are saved. */
    lockBrandId: bigint('lock_brand_id', { mode: 'number' }),
    lockPocId: bigint('lock_poc_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_roles_idx').using('gin', t.roles),
    index('users_name_trgm_idx').using(
      'gin',
      sql`lower(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
  ],
);

/** Teams of a team owner (TO) and their reporting users. */
export const teams = pgTable('teams', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  ownerUserId: bigint('owner_user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
});

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    index('team_members_user_idx').on(t.userId),
  ],
);

/** Per-user settings (spec 000 §3): whatsNew, tableColumnSettings, userNote, agencyInitialUI. */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    value: jsonb('value'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * Saved views (issue 24 §2): a named state (filters, columns, sort) of one list (`list`: BRANDS, ASSIGN, TASKS),
 * owned by a user; `version` is the state's schema version (like the column presets: a view of an older
 * version is migrated or dropped on read). `isDefault`: the owner's default view of the list (at most one);
 * `shared`: members of the owner's teams may open it, read-only. `deletedAt`: deleted by the owner, hidden
 * everywhere, kept a day for Undo; names and the one default count live views only.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerUserId: bigint('owner_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    list: text('list').notNull(),
    name: text('name').notNull(),
    state: jsonb('state').notNull(),
    version: integer('version').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    shared: boolean('shared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the owner deletes the view: kept a day for Undo (restore), then purged. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('saved_views_name_uq')
      .on(t.ownerUserId, t.list, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('saved_views_default_uq')
      .on(t.ownerUserId, t.list)
      .where(sql`${t.isDefault} and ${t.deletedAt} is null`),
  ],
);
