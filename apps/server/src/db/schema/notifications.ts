import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { files } from './files.js';

/**
 * Notifications (spec 000 §3): one row per recipient, so a user who was offline finds every one when
 * back. `content` marks highlights with ** pairs. An ACTION notification points at what it decides
 * (`invitationId` or `suggestionId`), a failed mail its send (`sendId`); once settled, `actionTakenType` says how and by whom.
 *
 * No link carries a foreign key: each key's check cost 4–8 ms per 1,000 rows inside a bulk assignment's
 * fan-out (issue 23 §6), and every producer takes the ids from rows that exist in its transaction. Users
 * are deactivated, never deleted; tasks, invitations and suggestions keep their ids. A notification about
 * a brand or an event inventory still goes with it: statement triggers on `brands` and `event_inventories`
 * delete them (migration 0041), one statement per deletion instead of a check per notification.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    class: text('class').notNull().default('INFO'),
    type: text('type').notNull(),
    content: text('content').notNull(),
    image: text('image'),
    /** Who caused it (the inviter, the PO who assigned…). */
    actorUserId: bigint('actor_user_id', { mode: 'number' }),
    brandId: bigint('brand_id', { mode: 'number' }),
    eiId: bigint('ei_id', { mode: 'number' }),
    taskId: bigint('task_id', { mode: 'number' }),
    invitationId: bigint('invitation_id', { mode: 'number' }),
    suggestionId: bigint('suggestion_id', { mode: 'number' }),
    /** The mail from the CRM a MAIL_SEND_FAILED is about (email_sends), for Retry in the notification. */
    sendId: bigint('send_id', { mode: 'number' }),
    isRead: boolean('is_read').notNull().default(false),
    actionTakenType: text('action_taken_type'),
    actionTakenByUserId: bigint('action_taken_by_user_id', { mode: 'number' }),
    actionTakenAt: timestamp('action_taken_at', { withTimezone: true }),
    /** The insert's own clock (not the transaction's start): notifications of one transaction keep their order and age. */
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_user_action_idx')
      .on(t.userId, t.createdAt, t.id)
      .where(sql`${t.class} = 'ACTION'`),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`not ${t.isRead}`),
    // only the rows that have one (most have neither): an insert skips both
    index('notifications_invitation_idx')
      .on(t.invitationId)
      .where(sql`${t.invitationId} is not null`),
    index('notifications_suggestion_idx')
      .on(t.suggestionId)
      .where(sql`${t.suggestionId} is not null`),
  ],
);

/**
 * Feedback from staff (spec 000 §2.8, §4): text, a voice recording (a FEEDBACK_AUDIO upload of
 * the sender) or both, with the screen it was sent from. Admins read them on /feedback.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    text: text('text').notNull().default(''),
    mediaFileId: bigint('media_file_id', { mode: 'number' }).references(() => files.id),
    screenName: text('screen_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_created_idx').on(t.createdAt),
    check('feedback_text_ck', sql`char_length(${t.text}) <= 2000`),
  ],
);
