/** Chat messages, their files, the message calls' bodies and the `/chat` socket payloads (spec 001 §3 message, §7). */

import { z } from 'zod';
import {
  Id,
  intInput,
  isRealDate,
  PageInfo,
  pageFields,
  SearchFor,
  UserSummary,
} from './common.js';
import { FILE_TABS, StoredFile } from './files.js';
import { CHAT_ACTIONS, CHAT_MESSAGE_MAX, CHAT_PAGE_SIZE, MESSAGE_TYPES } from './chatConstants.js';

/** A message mid: 0 means "before the first". */
const Mid = intInput.pipe(z.number().int().min(0).max(Number.MAX_SAFE_INTEGER));

/** The spec's announcement data (001 §3 message additionalData). */
export const AnnouncementData = z.object({
  actionName: z.enum(CHAT_ACTIONS),
  actionTakenByUserId: z.number(),
  actionTakenByUserName: z.string(),
  involvedUsers: z.array(z.object({ userId: z.number(), userName: z.string() })),
});
export type AnnouncementData = z.infer<typeof AnnouncementData>;

/** The message a reply quotes: its content is blank and `isDeleted` true once deleted ('original deleted'). */
const QuotedMessage = z.object({
  id: z.number(),
  mid: z.number(),
  from: z.number(),
  content: z.string(),
  isDeleted: z.boolean(),
});

/** At most this many files in one message (ours). */
export const CHAT_FILES_MAX = 10;

/**
 * A file of a message (spec 001 §3 attachment): `url` downloads it (GET /api/files/{publicId}, for the
 * chat's members); `fileType` its extension; `size` in bytes; a video's `thumbnailUrl` is its generated
 * 100×100 frame at half its duration.
 */
export const MessageFile = StoredFile.extend({ thumbnailUrl: z.string().nullable() });
export type MessageFile = z.infer<typeof MessageFile>;

/**
 * A chat message (spec 001 §3 message): `mid` orders it in its chat; `localId` echoes the sender's
 * client id; `from` and `fromUserData` are the sender; `sentOn` and `updatedAt` ISO UTC. A deleted
 * message keeps its place (mid) with blank content.
 */
export const ChatMessage = z.object({
  id: z.number(),
  mid: z.number(),
  chatId: z.number(),
  localId: z.string().nullable(),
  content: z.string(),
  type: z.enum(MESSAGE_TYPES),
  from: z.number(),
  fromUserData: UserSummary,
  sentOn: z.string(),
  replyingTo: z.number().nullable(),
  replyingToMessage: QuotedMessage.nullable(),
  isEdited: z.boolean(),
  editVersion: z.number(),
  isDeleted: z.boolean(),
  isAnnoucement: z.boolean(),
  additionalData: AnnouncementData.nullable(),
  updatedAt: z.string(),
  /** Reactions, one entry per emoji with who reacted (in reaction order). */
  reactions: z.array(z.object({ emoji: z.string(), userIds: z.array(z.number()) })).optional(),
  /** Users mentioned with `@[Name](userId)` in the content. */
  mentions: z.array(z.number()).optional(),
  /** Forwarded from another chat (spec 001 §3 isForwarded). */
  isForwarded: z.boolean().optional(),
  /** Pinned in its chat (spec 001 §3 isPinned, pinnedBy, pinnedOn). */
  isPinned: z.boolean().optional(),
  pinnedBy: z.number().nullable().optional(),
  pinnedOn: z.string().nullable().optional(),
  /** Starred by the caller (only in answers to the caller: the starred and pinned lists). */
  isStarred: z.boolean().optional(),
  /** Its files, in the order sent (none once deleted). */
  resources: z.array(MessageFile).optional(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/**
 * GET /api/message?chatId&afterMid&beforeMid&count: messages in mid order — after `afterMid` (catching
 * up), before `beforeMid` (older pages), between both, or the latest page — at most 100.
 */
export const MessagesQuery = z.object({
  chatId: Id,
  afterMid: Mid.optional(),
  beforeMid: Mid.optional(),
  count: intInput.pipe(z.number().int().min(1).max(CHAT_PAGE_SIZE)).default(CHAT_PAGE_SIZE),
});
/** GET /api/message/paged?chatId&beforeMid&count (spec 001 §7): one older page before `beforeMid`, or the latest page without it. */
export const PagedMessagesQuery = MessagesQuery.omit({ afterMid: true });
/** GET /api/message/recent?chatId&afterMid&count (spec 001 §7): what came after `afterMid` (catching up), or the latest page without it. */
export const RecentMessagesQuery = MessagesQuery.omit({ beforeMid: true });
/** `latestMid` is the chat's newest mid; `hasMore` says another page lies beyond this one in the direction asked. */
export const MessagesResult = z.object({
  messages: z.array(ChatMessage),
  latestMid: z.number(),
  hasMore: z.boolean(),
});
export type MessagesResult = z.infer<typeof MessagesResult>;

/** GET /api/message/modified?chatId&since&pageNo: messages edited or deleted after `since` (ISO), oldest change first, 100 a page. */
export const ModifiedMessagesQuery = z.object({
  chatId: Id,
  since: z.iso
    .datetime({ offset: true })
    .refine(
      (s) => isRealDate(s.slice(0, 10)),
      'must be a real time between the years 1900 and 2999',
    ),
  ...pageFields(CHAT_PAGE_SIZE),
});
/** The page of messages changed since the time asked. */
export const ModifiedMessagesResult = PageInfo.extend({ messages: z.array(ChatMessage) });

/** A message's text: trimmed, 1 to 2,000 characters. */
const MessageContent = z.string().trim().min(1, 'Write a message').max(CHAT_MESSAGE_MAX);

/**
 * PUT /api/message: sends once per (chat, sender, localId) — a retry answers the stored message's id and
 * mid. Text, files (uploaded by the sender for CHAT_FILE, each with an optional video thumbnail) or both.
 */
export const MessageSendRequest = z
  .object({
    chatId: Id,
    content: z.string().trim().max(CHAT_MESSAGE_MAX).default(''),
    localId: z.string().trim().min(1).max(64),
    replyingTo: Id.nullable().optional(),
    files: z
      .array(z.object({ fileId: Id, thumbnailFileId: Id.nullable().optional() }))
      .max(CHAT_FILES_MAX)
      .default([]),
  })
  .refine((r) => r.content.length > 0 || r.files.length > 0, {
    message: 'Write a message',
    path: ['content'],
  });
/** The stored message: its id and mid, and the message as the chat's members get it. */
export const MessageSendResult = z.object({
  id: z.number(),
  mid: z.number(),
  message: ChatMessage,
});

/** PATCH /api/message: the sender edits a message's text (editVersion + 1). */
export const MessageEditRequest = z.object({ messageId: Id, content: MessageContent });
/**
 * POST /api/message/removal and the `delete-message` socket event (spec 001 §7 Realtime): the sender
 * deletes a message (it keeps its mid, its content is cleared).
 */
export const DeleteMessageRequest = z.object({ messageId: Id });
/** The `attach-to-group` socket event (spec 001 §7 Realtime): the chat the client opens. */
export const AttachToGroupRequest = z.object({ chatId: Id });

/** POST /api/message/read and the `read-reciept` socket event: the caller read the chat up to `mid` (never backwards, never past the latest). */
export const ReadReceiptRequest = z.object({ chatId: Id, mid: Mid });
/** Payload of read-reciept to the chat's members: how far `userId` has read. */
export const ReadReceiptEvent = z.object({
  chatId: z.number(),
  userId: z.number(),
  lastRead: z.number(),
});
export type ReadReceiptEvent = z.infer<typeof ReadReceiptEvent>;
/** The answer: how far the caller read and the chat's unread count for them. */
export const ReadReceiptResult = z.object({
  chatId: z.number(),
  lastRead: z.number(),
  unreadCount: z.number(),
});

/** Payload of `delete-message`. */
export const MessageDeletedEvent = z.object({
  chatId: z.number(),
  id: z.number(),
  mid: z.number(),
  localId: z.string().nullable(),
});
export type MessageDeletedEvent = z.infer<typeof MessageDeletedEvent>;

/** pin-message, unpin-message, star-message, unstar-message: the message acted on. */
export const MessageRef = z.object({ messageId: Id });
/** The longest reaction (characters: an emoji with modifiers). */
const CHAT_REACTION_MAX = 32;
/** reaction-add and reaction-remove: an emoji on a message. */
export const ReactionRequest = z.object({
  messageId: Id,
  emoji: z.string().trim().min(1).max(CHAT_REACTION_MAX),
});
/** forward-message: copies a text message into other chats the caller is in (at most 20); `localId` makes a retry idempotent per target chat. */
export const ForwardRequest = z.object({
  messageId: Id,
  chatIds: z.array(Id).min(1).max(20),
  localId: z.string().trim().min(1).max(48),
});
/** typing: the caller is typing in a chat (relayed to the other members, never stored). */
export const TypingRequest = z.object({ chatId: Id });
/** draft-message: the caller's draft of a chat; blank clears it. */
export const DraftRequest = z.object({ chatId: Id, content: z.string().max(CHAT_MESSAGE_MAX) });

/** Payload of reaction-add / reaction-remove to the chat's members. */
export const ReactionEvent = z.object({
  chatId: z.number(),
  messageId: z.number(),
  mid: z.number(),
  userId: z.number(),
  emoji: z.string(),
});
export type ReactionEvent = z.infer<typeof ReactionEvent>;
/** Payload of pin-message / unpin-message to the chat's members (pinnedBy and pinnedOn null after an unpin). */
export const MessagePinEvent = z.object({
  chatId: z.number(),
  messageId: z.number(),
  mid: z.number(),
  pinnedBy: z.number().nullable(),
  pinnedOn: z.string().nullable(),
});
export type MessagePinEvent = z.infer<typeof MessagePinEvent>;
/** Payload of star-message / unstar-message to the caller's other tabs. */
export const MessageStarEvent = z.object({
  chatId: z.number(),
  messageId: z.number(),
  isStarred: z.boolean(),
});
export type MessageStarEvent = z.infer<typeof MessageStarEvent>;
/** Payload of typing to the chat's other members. */
export const TypingEvent = z.object({
  chatId: z.number(),
  userId: z.number(),
  userName: z.string(),
});
export type TypingEvent = z.infer<typeof TypingEvent>;
/** Payload of draft-message to the caller's tabs (content '' once cleared). */
export const DraftEvent = z.object({
  chatId: z.number(),
  content: z.string(),
  updatedAt: z.string(),
});
export type DraftEvent = z.infer<typeof DraftEvent>;

/** GET /api/message/pinned?chatId&pageNo: the chat's pinned messages, newest pin first, 100 a page. */
export const PinnedMessagesQuery = z.object({ chatId: Id, ...pageFields(CHAT_PAGE_SIZE) });
/** GET /api/message/starred?pageNo: the caller's starred messages across their chats, newest star first, 100 a page. */
export const StarredMessagesQuery = z.object({ ...pageFields(CHAT_PAGE_SIZE) });
/** A page of messages (the pinned and the starred lists). */
export const MessageListResult = PageInfo.extend({ messages: z.array(ChatMessage) });
export type MessageListResult = z.infer<typeof MessageListResult>;

/** GET /api/message/files?chatId&type&pageNo: the chat's files, newest first, by tab (all, media, docs), 100 a page. */
export const ChatFilesQuery = z.object({
  chatId: Id,
  type: z.enum(FILE_TABS).default('all'),
  ...pageFields(CHAT_PAGE_SIZE),
});
/** A file as the chat's files tab lists it: with the message it came in (mid), who sent it and when. */
const ChatFile = MessageFile.extend({
  messageId: z.number(),
  mid: z.number(),
  from: UserSummary,
  sentOn: z.string(),
});
/** A page of a chat's files. */
export const ChatFilesResult = PageInfo.extend({ files: z.array(ChatFile) });
export type ChatFilesResult = z.infer<typeof ChatFilesResult>;

/** GET /api/user/files?targetUserId&type&searchFor&pageNo (spec 001 §7 user files): what a person shared in chats the caller is in. */
export const UserFilesQuery = z.object({
  targetUserId: Id,
  type: z.enum(FILE_TABS).default('all'),
  searchFor: SearchFor,
  ...pageFields(CHAT_PAGE_SIZE),
});
