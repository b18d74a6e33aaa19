import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { events } from './events.js';
import { files } from './files.js';

/**
 * Chats (spec 001 §3 chat group): a PERSONAL_CHAT between two users (`personalKey` 'low:high'
 * keeps it one per pair), a REG_GROUP made by its owner, or an EVENT_GROUP of an event. `latestMid` is
 * the chat's message counter: a sender increments it (UPDATE … RETURNING) in the sending transaction, so
 * concurrent senders serialize on this row and mids run 1, 2, 3… without gaps. `lastMessageAt` orders the list.
 */
export const chats = pgTable(
  'chats',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    purpose: text('purpose').notNull(),
    name: text('name'),
    description: text('description'),
    picture: text('picture'),
    ownerUserId: bigint('owner_user_id', { mode: 'number' }).references(() => users.id),
    eventId: bigint('event_id', { mode: 'number' }).references(() => events.id),
    personalKey: text('personal_key'),
    latestMid: bigint('latest_mid', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chats_personal_uq')
      .on(t.personalKey)
      .where(sql`${t.personalKey} is not null`),
    uniqueIndex('chats_event_uq')
      .on(t.eventId)
      .where(sql`${t.eventId} is not null`),
    check('chats_purpose_ck', sql`${t.purpose} in ('PERSONAL_CHAT', 'REG_GROUP', 'EVENT_GROUP')`),
  ],
);

/**
 * Members of a chat (spec 001 §3 group member): OWNER or MEMBER; `leftAt` set when removed or gone (a
 * member again clears it). Per member: muted, pinned (pinnedAt) and how far they read (`lastReadMid`;
 * unread = chats.latest_mid > last_read_mid).
 */
export const chatMembers = pgTable(
  'chat_members',
  {
    chatId: bigint('chat_id', { mode: 'number' })
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    role: text('role').notNull().default('MEMBER'),
    muted: boolean('muted').notNull().default(false),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    lastReadMid: bigint('last_read_mid', { mode: 'number' }).notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.chatId, t.userId] }),
    index('chat_members_user_idx')
      .on(t.userId, t.chatId)
      .where(sql`${t.leftAt} is null`),
  ],
);

/**
 * Messages (spec 001 §3 message): `mid` is per chat, 1, 2, 3… in sending order; the sender's `localId`
 * is stored once per chat, so a retried send answers the stored message. TEXT or ANNOUNCEMENT (group
 * created, members added or removed: `additionalData` as the spec's). Edits bump `editVersion`; a
 * deletion is soft (content cleared). `updatedAt` moves on every edit or deletion (the modified feed).
 * Partitioned by id range (db/partitions.ts), so no index spans the table: a mid and a localId are kept
 * unique by the send, which holds the chat's row lock (modules/chat/messages/sendQueries.ts).
 */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    chatId: bigint('chat_id', { mode: 'number' })
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    mid: bigint('mid', { mode: 'number' }).notNull(),
    senderUserId: bigint('sender_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    localId: text('local_id'),
    content: text('content').notNull(),
    type: text('type').notNull().default('TEXT'),
    replyingTo: bigint('replying_to', { mode: 'number' }),
    /** Forwarded from another chat (spec 001 §3 isForwarded): the original message's id. */
    forwardedFrom: bigint('forwarded_from', { mode: 'number' }),
    additionalData: jsonb('additional_data'),
    editVersion: integer('edit_version').notNull().default(0),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_chat_mid_idx').on(t.chatId, t.mid),
    index('messages_local_idx')
      .on(t.chatId, t.senderUserId, t.localId)
      .where(sql`${t.localId} is not null`),
    index('messages_modified_idx')
      .on(t.chatId, t.updatedAt)
      .where(sql`${t.editedAt} is not null or ${t.deletedAt} is not null`),
    check('messages_content_ck', sql`char_length(${t.content}) <= 2000`),
    check('messages_type_ck', sql`${t.type} in ('TEXT', 'ANNOUNCEMENT')`),
  ],
);

/** Reactions on a message: one row per member, message and emoji; a member may add several emoji. */
export const messageReactions = pgTable(
  'message_reactions',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    emoji: text('emoji').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId, t.emoji] }),
    check('message_reactions_emoji_ck', sql`char_length(${t.emoji}) between 1 and 32`),
  ],
);

/** Pinned messages of a chat (spec 001 §3 isPinned, pinnedBy, pinnedOn): shared by the chat's members; the pinned list, newest pin first. */
export const messagePins = pgTable(
  'message_pins',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .primaryKey()
      .references(() => messages.id, { onDelete: 'cascade' }),
    chatId: bigint('chat_id', { mode: 'number' })
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    pinnedByUserId: bigint('pinned_by_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_pins_chat_idx').on(t.chatId, t.pinnedAt)],
);

/** Starred messages (spec 001 §3 isStarred): per user; the starred list, newest star first. */
export const messageStars = pgTable(
  'message_stars',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    starredAt: timestamp('starred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.messageId] }),
    index('message_stars_user_idx').on(t.userId, t.starredAt),
  ],
);

/** A member's unsent draft of a chat (spec 001 §3 draftMessage; §4 a draft per chat, synced through the socket). */
export const chatDrafts = pgTable(
  'chat_drafts',
  {
    chatId: bigint('chat_id', { mode: 'number' })
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.chatId, t.userId] }),
    check('chat_drafts_content_ck', sql`char_length(${t.content}) <= 2000`),
  ],
);

/**
 * Events whose group membership may have changed (event groups are "kept in sync when pairings
 * change"). Triggers (migration 0016) add an event whenever something its group membership derives from
 * changes — its inventories' POs, pairings, accepted collaborations, the assigned brands' owners, a
 * user's status — and the chat module syncs exactly those groups on the next access (eventGroups.ts),
 * instead of re-deriving every group of every caller. No foreign key: a trigger may name an event being
 * deleted in the same statement, and syncing an event that is gone does nothing.
 */
export const chatEventDirty = pgTable('chat_event_dirty', {
  eventId: bigint('event_id', { mode: 'number' }).primaryKey(),
});

/**
 * A message's files (spec 001 §3 attachment): uploaded by the sender for CHAT_FILE, in
 * the order sent; a video carries its generated thumbnail (100×100 at half its duration). A forward
 * copies the rows, so the same file may belong to several messages; chat members may download it.
 * `chatId` repeats the message's chat for the chat's files tab (newest first).
 */
export const messageFiles = pgTable(
  'message_files',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => files.id),
    thumbnailFileId: bigint('thumbnail_file_id', { mode: 'number' }).references(() => files.id),
    chatId: bigint('chat_id', { mode: 'number' })
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.fileId] }),
    index('message_files_chat_idx').on(t.chatId, t.messageId),
    index('message_files_file_idx').on(t.fileId),
    index('message_files_thumbnail_idx').on(t.thumbnailFileId),
  ],
);
