import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands, pocs } from './brands.js';
import { eventInventories } from './events.js';
import { users } from './users.js';

/**
 * Brand × event-inventory pairings (spec 001 §4). A brand with no row is UNASSIGNED for that event
 * inventory; `status` is ASSIGNED or DISCARDED (the deal fields are kept while discarded). `stage` is Stage V2; money in crore.
 */
export const pairings = pgTable(
  'pairings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eiId: bigint('ei_id', { mode: 'number' })
      .notNull()
      .references(() => eventInventories.id, { onDelete: 'cascade' }),
    brandId: bigint('brand_id', { mode: 'number' })
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('ASSIGNED'),
    /** Where a DISCARDED pairing came from (UNASSIGNED or ASSIGNED): RESTORE returns it there with its deal data. */
    discardedFrom: text('discarded_from'),
    stage: text('stage').notNull().default('ASSIGNED'),
    tag: text('tag'),
    lostReason: text('lost_reason'),
    proposedValue: numeric('proposed_value', { precision: 14, scale: 2, mode: 'number' }),
    negotiatedValue: numeric('negotiated_value', { precision: 14, scale: 2, mode: 'number' }),
    closedValue: numeric('closed_value', { precision: 14, scale: 2, mode: 'number' }),
    followUpDate: date('follow_up_date', { mode: 'string' }),
    expectedClosure: date('expected_closure', { mode: 'string' }),
    brandOwnerUserId: bigint('brand_owner_user_id', { mode: 'number' }).references(() => users.id),
    assignedByUserId: bigint('assigned_by_user_id', { mode: 'number' }).references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    lastContactAt: timestamp('last_contact_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pairings_ei_brand_uq').on(t.eiId, t.brandId),
    // an event inventory's pairings by status and stage; within a stage in the pipeline board's order
    // (soonest follow-up first, none last, then brand), so a column's page is an index range; the values
    // trail the key (brand_id is unique within an event inventory, so they never change the order) so that
    // the board's column totals are an index-only scan (migration 0063)
    index('pairings_ei_status_stage_idx').on(
      t.eiId,
      t.status,
      t.stage,
      sql`coalesce(${t.followUpDate}, 'infinity'::date)`,
      t.brandId,
      t.proposedValue,
      t.closedValue,
    ),
    // a tab's pairings by last update, ties by brand: a page of the list sorted by updatedAt is an index range
    index('pairings_ei_status_updated_idx').on(t.eiId, t.status, t.updatedAt, t.brandId),
    index('pairings_brand_idx').on(t.brandId),
    // a caller's ASSIGNED pairings by brand, read from the index alone (the event lists' badges and stage counts)
    index('pairings_brand_status_ei_stage_idx').on(t.brandId, t.status, t.eiId, t.stage),
    index('pairings_assigned_by_idx').on(t.assignedByUserId, t.brandId),
    // the home dashboard's won value by month
    index('pairings_won_idx')
      .on(t.updatedAt, t.brandId, t.closedValue)
      .where(sql`${t.status} = 'ASSIGNED' and ${t.stage} = 'WON'`),
  ],
);

/** One row per pairing change: who, when, from, to (ARCHITECTURE.md §5). action: ASSIGN | DISCARD | RESTORE | STAGE. */
export const stageHistory = pgTable(
  'stage_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eiId: bigint('ei_id', { mode: 'number' })
      .notNull()
      .references(() => eventInventories.id, { onDelete: 'cascade' }),
    brandId: bigint('brand_id', { mode: 'number' })
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    fromStage: text('from_stage'),
    toStage: text('to_stage'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // an event inventory's history in time order (the timeline) and, carried after it, what the reports read
    // (their stage, brand and action), so they scan the index alone (migration 0066, issue 43 §1)
    index('stage_history_ei_idx').on(
      t.eiId,
      t.createdAt,
      t.brandId,
      t.toStage,
      t.fromStage,
      t.action,
      t.id,
    ),
    index('stage_history_brand_idx').on(t.brandId, t.createdAt),
  ],
);

/** Interactions with a brand's POC (call, mail, whatsapp, sms, note): the call notes. */
export const interactions = pgTable(
  'interactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'number' })
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    pocId: bigint('poc_id', { mode: 'number' }).references(() => pocs.id, { onDelete: 'set null' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A meeting logged by mistake is deleted softly ('Delete meeting', spec 001 §7) so Undo can restore it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedByUserId: bigint('deleted_by_user_id', { mode: 'number' }).references(() => users.id),
    /** The pairings whose last contact the meeting's deletion moved back (null while live): Undo restores exactly these. */
    movedPairingIds: bigint('moved_pairing_ids', { mode: 'number' }).array(),
  },
  (t) => [index('interactions_brand_idx').on(t.brandId, t.createdAt)],
);

/**
 * Collaboration invitations on a pairing (spec 001 §3 Collaborator, §4): CO_INVITED, then ACCEPTED or
 * REJECTED by the invitee, or REVOKED by the inviter's side. An accepted collaborator works the pairing
 * as its owner does. One open (invited or accepted) invitation per colleague and pairing.
 */
export const collabInvitations = pgTable(
  'collab_invitations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eiId: bigint('ei_id', { mode: 'number' })
      .notNull()
      .references(() => eventInventories.id, { onDelete: 'cascade' }),
    brandId: bigint('brand_id', { mode: 'number' })
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    inviterUserId: bigint('inviter_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    inviteeUserId: bigint('invitee_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('CO_INVITED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    actedAt: timestamp('acted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('collab_invitations_open_uq')
      .on(t.eiId, t.brandId, t.inviteeUserId)
      .where(sql`${t.status} in ('CO_INVITED', 'ACCEPTED')`),
    index('collab_invitations_ei_idx').on(t.eiId, t.createdAt),
    index('collab_invitations_invitee_idx').on(t.inviteeUserId, t.status),
    index('collab_invitations_brand_idx').on(t.brandId, t.status),
  ],
);

/** Brands suggested for an event inventory, decided by its project owners (spec 000 §4 brand suggestion). One pending per pairing. */
export const brandSuggestions = pgTable(
  'brand_suggestions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eiId: bigint('ei_id', { mode: 'number' })
      .notNull()
      .references(() => eventInventories.id, { onDelete: 'cascade' }),
    brandId: bigint('brand_id', { mode: 'number' })
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    suggestedByUserId: bigint('suggested_by_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('PENDING'),
    decidedByUserId: bigint('decided_by_user_id', { mode: 'number' }).references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('brand_suggestions_pending_uq')
      .on(t.eiId, t.brandId)
      .where(sql`${t.status} = 'PENDING'`),
    index('brand_suggestions_ei_idx').on(t.eiId, t.createdAt),
  ],
);

/**
 * Deals closed manually (spec 001 §7 /brand/closed-deals, §9 presets 'closed deals on brand info' and
 * 'deals closed manually', and the manual-closure reports): a deal won outside the stage pipeline,
 * recorded on the brand — for one of the CRM's event inventories (`eiId`) or, with `eiId` null, for
 * something sold directly ('From client/brand', described by `title`). Money in crore; the closed date is
 * an IST calendar date. Removal is soft (`removedAt`) so it can be undone.
 */
export const closedDeals = pgTable(
  'closed_deals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'number' })
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    eiId: bigint('ei_id', { mode: 'number' }).references(() => eventInventories.id, {
      onDelete: 'cascade',
    }),
    title: text('title'),
    closedValue: numeric('closed_value', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    dealClosedDate: date('deal_closed_date', { mode: 'string' }).notNull(),
    note: text('note'),
    closedByUserId: bigint('closed_by_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedByUserId: bigint('removed_by_user_id', { mode: 'number' }).references(() => users.id),
  },
  (t) => [
    index('closed_deals_brand_idx').on(t.brandId, t.dealClosedDate),
    index('closed_deals_date_idx')
      .on(t.dealClosedDate, t.id)
      .where(sql`${t.removedAt} is null`),
    /** One live manual closure per pairing. */
    uniqueIndex('closed_deals_pairing_uq')
      .on(t.brandId, t.eiId)
      .where(sql`${t.removedAt} is null and ${t.eiId} is not null`),
  ],
);

/**
 * Win probability of an open stage (issue 24 §3 weighted forecast), in percent 0–100, set by admins.
 * A stage without a row uses its default (`DEFAULT_STAGE_PROBABILITIES` in the contracts); WON counts as won
 * value and NOT_INTERESTED as nothing, so only open stages have rows.
 */
export const stageProbabilities = pgTable('stage_probabilities', {
  stage: text('stage').primaryKey(),
  probability: integer('probability').notNull(),
  updatedByUserId: bigint('updated_by_user_id', { mode: 'number' }).references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
