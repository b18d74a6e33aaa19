/** Chats and groups as a member sees them, and the chat list's and group calls' bodies (spec 001 §3 chat group, §7). */

import { z } from 'zod';
import { Id, PageInfo, pageFields, UserSummary } from './common.js';
import {
  CHAT_GROUP_DESCRIPTION_MAX,
  CHAT_GROUP_NAME_MAX,
  CHAT_PAGE_SIZE,
  CHAT_PURPOSES,
  CHAT_ROLES,
  CHAT_TYPES,
} from './chatConstants.js';
import { ChatMessage } from './chatMessages.js';

/** A chat id in a body or query. */
export const ChatIdQuery = z.object({ chatId: Id });

/** A member of a chat (spec 001 §3 group member). */
export const ChatMember = UserSummary.extend({
  role: z.enum(CHAT_ROLES),
  joinedAt: z.string(),
  isDeactivated: z.boolean(),
  /** How far this member has read (mid): 'seen' marks on the messages up to it (spec 001 §3 read state). */
  lastRead: z.number(),
});
export type ChatMember = z.infer<typeof ChatMember>;

/**
 * A chat as its member sees it (spec 001 §3 chat group, 000 §3 chat info): a personal chat is named
 * after the other user (`otherUser`); `unreadCount` counts mids after `lastRead`; `latestMessage` is the
 * preview; `archived` for an event group whose event is over.
 */
export const ChatSummary = z.object({
  id: z.number(),
  purpose: z.enum(CHAT_PURPOSES),
  name: z.string(),
  description: z.string().nullable(),
  groupPicture: z.string().nullable(),
  owner: z.number().nullable(),
  eventId: z.number().nullable(),
  otherUser: UserSummary.nullable(),
  role: z.enum(CHAT_ROLES),
  latestMid: z.number(),
  lastRead: z.number(),
  unreadCount: z.number(),
  isPinned: z.boolean(),
  pinnedOn: z.string().nullable(),
  isMuted: z.boolean(),
  archived: z.boolean(),
  latestMessage: ChatMessage.nullable(),
  createdAt: z.string(),
  /** The caller's unsent draft of this chat (spec 001 §3 draftMessage), if any. */
  draftMessage: z.string().nullable().optional(),
});
export type ChatSummary = z.infer<typeof ChatSummary>;

/** GET /api/group/info?chatId: the chat and its current members. */
export const ChatInfo = ChatSummary.extend({ members: z.array(ChatMember) });
export type ChatInfo = z.infer<typeof ChatInfo>;

/** POST /api/group: the caller's chats of a tab, pinned first then the latest activity, 100 a page. */
export const ChatListRequest = z.object({
  chatType: z.enum(CHAT_TYPES).default('CHATS'),
  archivedEvents: z.boolean().default(false),
  ...pageFields(CHAT_PAGE_SIZE),
});
/** The page, with how many of the caller's chats have unread messages (the header badge: latestMid > lastRead). */
export const ChatListResult = PageInfo.extend({
  chats: z.array(ChatSummary),
  unreadChats: z.number(),
});
export type ChatListResult = z.infer<typeof ChatListResult>;

const GroupName = z.string().trim().min(1, 'Enter a group name').max(CHAT_GROUP_NAME_MAX);
const GroupDescription = z.string().trim().max(CHAT_GROUP_DESCRIPTION_MAX);
const Picture = z.string().trim().max(2_000);
const UserIds = z.array(Id).min(1).max(500);

/** PUT /api/group: a group (REG_GROUP) owned by the caller with `members` (the caller is added as OWNER). */
export const GroupCreateRequest = z.object({
  name: GroupName,
  description: GroupDescription.default(''),
  members: UserIds,
  picture: Picture.nullable().optional(),
});
/** The new group's id and 'Group created successfully'. */
export const GroupCreateResult = z.object({ id: z.number(), message: z.string() });

/** PATCH /api/group: the owner edits the group's name, description or picture. */
export const GroupUpdateRequest = z.object({
  chatId: Id,
  name: GroupName.optional(),
  description: GroupDescription.optional(),
  picture: Picture.nullable().optional(),
});

/** POST /api/group/user (add) and PATCH /api/group/user (remove): the owner changes members; a member may remove only themselves (leave). */
export const GroupMembersRequest = z.object({ chatId: Id, userIds: UserIds });

/** POST /api/group/notification: the caller mutes (`mute` true) or unmutes a chat ('Notifications disabled/enabled'). */
export const ChatMuteRequest = z.object({ chatId: Id, mute: z.boolean() });
/** POST /api/group/pin: the caller pins or unpins a chat at the top of their list ('Chat pinned/unpinned'). */
export const ChatPinRequest = z.object({ chatId: Id, pin: z.boolean() });

/** POST /api/user/group: opens the personal chat with `userId`, creating it the first time. */
export const PersonalChatRequest = z.object({ userId: Id });

/** POST /api/group/event: opens the event's group (EVENT_GROUP), created on first need; 403 'Chat is available only to users assigned to this event' to others. */
export const EventChatRequest = z.object({ eventId: Id });
