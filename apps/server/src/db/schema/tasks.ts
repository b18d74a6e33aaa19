import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { brands } from './brands.js';
import { events, inventories } from './events.js';

/** Subject matter experts of an inventory (I-SME) and of an event (E-SME): auto-assigned on tasks (spec 000 §3, §5). */
export const inventorySmes = pgTable(
  'inventory_smes',
  {
    inventoryId: bigint('inventory_id', { mode: 'number' })
      .notNull()
      .references(() => inventories.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.inventoryId, t.userId] })],
);
export const eventSmes = pgTable(
  'event_smes',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

/**
 * Tasks (spec 001 §3 Task): a title, a description with mention markup, what it is about (brands, one
 * inventory or the undefined one, one event), OPEN or CLOSED. `category` is derived on write: EVENT,
 * else INVENTORY, else BRAND, else GENERAL. Deleted tasks are kept (deleted_at) and hidden.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    creatorUserId: bigint('creator_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('OPEN'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    category: text('category').notNull(),
    inventoryId: bigint('inventory_id', { mode: 'number' }).references(() => inventories.id),
    eventId: bigint('event_id', { mode: 'number' }).references(() => events.id),
    hasUndefinedInventory: boolean('has_undefined_inventory').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // a creator's live tasks by status, newest first, with the id: a team's tasks read from the index alone (0064)
    index('tasks_creator_idx')
      .on(t.creatorUserId, t.status, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('tasks_status_created_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
    // a tab's task ids (from the per-user indexes) are checked for status, category and order without the heap
    index('tasks_live_idx')
      .on(t.id, t.status, t.createdAt, t.category, t.creatorUserId)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Brands a task is about. */
export const taskBrands = pgTable(
  'task_brands',
  {
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    brandId: bigint('brand_id', { mode: 'number' })
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.brandId] }),
    index('task_brands_brand_idx').on(t.brandId),
  ],
);

/** People of a task: ASSIGNEEs (type BO, I-SME, E-SME, ROLE or USER; `auto` when added by a toggle) and the ASSIGNER. */
export const taskPeople = pgTable(
  'task_people',
  {
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    relation: text('relation').notNull(),
    type: text('type').notNull(),
    auto: boolean('auto').notNull().default(false),
    /** The task's status, DELETED once deleted: kept by triggers (0013) so a person's tasks are counted from this index alone. */
    taskStatus: text('task_status').notNull().default('OPEN'),
    /** The task's created_at, set by the same trigger (0064): a person's tasks newest first from the index alone. */
    taskCreatedAt: timestamp('task_created_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.userId, t.relation] }),
    // a person's tasks of a status, newest first, and their relation, from the index alone (migration 0065)
    index('task_people_user_status_idx').on(
      t.userId,
      t.taskStatus,
      t.taskCreatedAt,
      t.taskId,
      t.relation,
    ),
  ],
);

/** One sub-assignment per assignee (spec 001 §3): OPEN or CLOSED; the task closes when the last one does. */
export const taskSubAssignments = pgTable(
  'task_sub_assignments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('OPEN'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('task_sub_assignments_uq').on(t.taskId, t.userId),
    index('task_sub_assignments_user_idx').on(t.userId, t.status),
  ],
);

/** Users mentioned in a task's description (the Mentions tab). */
export const taskMentions = pgTable(
  'task_mentions',
  {
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.userId] }),
    index('task_mentions_user_idx').on(t.userId, t.taskId),
  ],
);

/** Stars, per user (the Starred tab). */
export const taskStars = pgTable(
  'task_stars',
  {
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.userId] }),
    index('task_stars_user_idx').on(t.userId, t.taskId),
  ],
);

/** The task's reminder: only the latest is kept (spec 001 §4); `firstAt` anchors recurrences, `jobId` is the pending pg-boss job. */
export const taskReminders = pgTable('task_reminders', {
  taskId: bigint('task_id', { mode: 'number' })
    .primaryKey()
    .references(() => tasks.id, { onDelete: 'cascade' }),
  id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  remindAt: timestamp('remind_at', { withTimezone: true }).notNull(),
  firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
  recurrence: text('recurrence'),
  jobId: text('job_id'),
  createdByUserId: bigint('created_by_user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change of a task: who, when, what (the activity log). */
export const taskActivity = pgTable(
  'task_activity',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    detail: jsonb('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_activity_task_idx').on(t.taskId, t.createdAt)],
);

/** Colleagues added to a sub-assignment's thread (PUT /task/sub-assignments/group); they see the task. */
export const taskSubAssignmentMembers = pgTable(
  'task_sub_assignment_members',
  {
    subAssignmentId: bigint('sub_assignment_id', { mode: 'number' })
      .notNull()
      .references(() => taskSubAssignments.id, { onDelete: 'cascade' }),
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    addedByUserId: bigint('added_by_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.subAssignmentId, t.userId] }),
    index('task_sub_members_user_idx').on(t.userId, t.taskId),
  ],
);

/**
 * The task's conversation, in a table of its own apart from the chat's messages: `subAssignmentId` null is the main thread. The same
 * sender's `localId` is stored once, so a retried send never duplicates.
 */
export const taskComments = pgTable(
  'task_comments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    subAssignmentId: bigint('sub_assignment_id', { mode: 'number' }).references(
      () => taskSubAssignments.id,
      { onDelete: 'cascade' },
    ),
    senderUserId: bigint('sender_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    localId: text('local_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('task_comments_thread_idx').on(t.taskId, t.subAssignmentId, t.id),
    uniqueIndex('task_comments_local_uq')
      .on(t.senderUserId, t.localId)
      .where(sql`${t.localId} is not null`),
  ],
);

/** How far each user has read each thread of a task (`thread` 0 = main, else the sub-assignment id). */
export const taskCommentReads = pgTable(
  'task_comment_reads',
  {
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    thread: bigint('thread', { mode: 'number' }).notNull(),
    lastReadId: bigint('last_read_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId, t.thread] })],
);
