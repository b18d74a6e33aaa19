import { z } from 'zod';
import {
  Id,
  intInput,
  isRealDate,
  MessageResult,
  PageInfo,
  pageFields,
  SearchFor,
  UserSummary,
} from './common.js';
import { FILE_TABS, StoredFile } from './files.js';
import { defineRoute } from './routes.js';

/** The longest chat message (characters; spec 001 §9 limits). */
export const CHAT_MESSAGE_MAX = 2_000;
/** Chat lists, messages by mid range and modified messages come 100 a page (spec 001 §9 page sizes). */
export const CHAT_PAGE_SIZE = 100;
/** The longest group name and description (characters). */
export const CHAT_GROUP_NAME_MAX = 100;
export const CHAT_GROUP_DESCRIPTION_MAX = 1_000;

/** Chat purposes (spec 001 §3 chat group). */
const CHAT_PURPOSES = ['PERSONAL_CHAT', 'REG_GROUP', 'EVENT_GROUP'] as const;
export type ChatPurpose = (typeof CHAT_PURPOSES)[number];
/** A member's role in a chat. */
const CHAT_ROLES = ['OWNER', 'MEMBER'] as const;
/** Message types stored by the server: a member's text, or an announcement the server writes (group created, members added or removed). */
const MESSAGE_TYPES = ['TEXT', 'ANNOUNCEMENT'] as const;
/** The chat list's tabs (spec 001 §2 /chat?tab=EVENTS): personal chats and groups, or event groups. */
const CHAT_TYPES = ['CHATS', 'EVENTS'] as const;
/** `additionalData.actionName` of an announcement (spec 001 §3 message additionalData). */
const CHAT_ACTIONS = ['GROUP_CREATED', 'ADDED_TO_GROUP', 'REMOVED_FROM_GROUP'] as const;

/** The spec's chat texts (spec 000 §2.6, §8; 001 §4, §5, §8). */
export const CHAT_MESSAGES = {
  selfChat: 'You cannot chat with yourself',
  userNotFound: 'User not found',
  neverLoggedIn: 'User has not logged into the system. Please try later.',
  eventOnly: 'Chat is available only to users assigned to this event',
  groupCreated: 'Group created successfully',
  groupUpdated: 'Group info updated successfully',
  notificationsDisabled: 'Notifications disabled',
  notificationsEnabled: 'Notifications enabled',
  chatPinned: 'Chat pinned',
  chatUnpinned: 'Chat unpinned',
  textCopied: 'Text Copied Successfully',
  socketFailed: 'Socket connection failed, Please logout and login again',
  /** The content of the announcement that opens a group (shown as the two texts below). */
  groupCreatedAnnouncement: 'Group Created',
  youCreatedGroup: 'You created this group',
  youWereAdded: 'You were added to the group',
  /** Ours: a chat the caller is not a member of, or that does not exist. */
  chatNotFound: 'Chat not found',
  messageNotFound: 'Message not found',
  ownerOnly: 'Only the group owner can change the group',
  authorOnly: 'Only the sender can change this message',
  notAGroup: 'Members can be changed only in a group',
  ownerStays: 'The group owner cannot be removed from the group',
  messageDeleted: 'This message was deleted',
  localIdReused: 'This message id was already used for another message',
  /** Ours: forwarding or reacting to a message that cannot take it (an announcement or a deleted message). */
  notForwardable: 'Only text messages can be forwarded',
  cannotReact: 'This message cannot take reactions',
  messagePinned: 'Message pinned',
  messageUnpinned: 'Message unpinned',
  messageStarred: 'Message starred',
  messageUnstarred: 'Message unstarred',
  forwarded: 'Message forwarded',
  /** Ours: files of a message (each file once; an uploaded file goes into one message; a thumbnail is an image). */
  fileTwice: 'A file can be sent only once in a message',
  fileInUse: 'This file was already sent in a message',
  thumbnailNotImage: 'A video thumbnail must be an image',
} as const;

/** The Socket.IO events of `/chat` (spec 001 §7 Realtime). */
export const CHAT_EVENTS = {
  /** Server → client: a new or changed message (ChatMessage); a client matches it to its own by localId. */
  message: 'message',
  /**
   * Both ways: the sender deletes a message (DeleteMessageRequest, acked with the deleted message, as
   * POST /message/removal); the chat's members get MessageDeletedEvent.
   */
  deleteMessage: 'delete-message',
  /** Client → server: the client opens a chat (AttachToGroupRequest, acked with its ChatSummary to catch up from). */
  attachToGroup: 'attach-to-group',
  /** Both ways: the client reports how far it read (ReadReceiptRequest, acked); the server tells the chat's members (ReadReceiptEvent). */
  readReceipt: 'read-reciept',
  /** Both ways: a member reacts (ReactionRequest, acked); the chat's members get ReactionEvent. */
  reactionAdd: 'reaction-add',
  reactionRemove: 'reaction-remove',
  /** Both ways: a member pins or unpins a message (MessageRef, acked); the chat's members get MessagePinEvent. */
  pinMessage: 'pin-message',
  unpinMessage: 'unpin-message',
  /** Client → server: the caller stars or unstars a message for themselves (MessageRef, acked); their other tabs get MessageStarEvent. */
  starMessage: 'star-message',
  unstarMessage: 'unstar-message',
  /** Both ways: a member forwards a message to other chats (ForwardRequest, acked with the new messages); the target chats' members get `message` and the sender's tabs `forward-message`. */
  forwardMessage: 'forward-message',
  /** Both ways: a member is typing in a chat (TypingRequest, not stored); the other members get TypingEvent. */
  typing: 'typing',
  /** Both ways: the caller's draft of a chat (DraftRequest, stored, acked); their other tabs get DraftEvent. */
  draftMessage: 'draft-message',
  /** Ours, server → client: the owner changed a group's name or description ({chatId}); members refresh its info. */
  groupUpdate: 'group-update',
} as const;

/** A chat id in a body or query. */
export const ChatIdQuery = z.object({ chatId: Id });

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
const ChatListRequest = z.object({
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
const GroupCreateRequest = z.object({
  name: GroupName,
  description: GroupDescription.default(''),
  members: UserIds,
  picture: Picture.nullable().optional(),
});
const GroupCreateResult = z.object({ id: z.number(), message: z.string() });

/** PATCH /api/group: the owner edits the group's name, description or picture. */
const GroupUpdateRequest = z.object({
  chatId: Id,
  name: GroupName.optional(),
  description: GroupDescription.optional(),
  picture: Picture.nullable().optional(),
});

/** POST /api/group/user (add) and PATCH /api/group/user (remove): the owner changes members; a member may remove only themselves (leave). */
const GroupMembersRequest = z.object({ chatId: Id, userIds: UserIds });

/** POST /api/group/notification: the caller mutes (`mute` true) or unmutes a chat ('Notifications disabled/enabled'). */
const ChatMuteRequest = z.object({ chatId: Id, mute: z.boolean() });
/** POST /api/group/pin: the caller pins or unpins a chat at the top of their list ('Chat pinned/unpinned'). */
const ChatPinRequest = z.object({ chatId: Id, pin: z.boolean() });

/** POST /api/user/group: opens the personal chat with `userId`, creating it the first time. */
const PersonalChatRequest = z.object({ userId: Id });

/**
 * GET /api/message?chatId&afterMid&beforeMid&count: messages in mid order — after `afterMid` (catching
 * up), before `beforeMid` (older pages), between both, or the latest page — at most 100.
 */
const MessagesQuery = z.object({
  chatId: Id,
  afterMid: Mid.optional(),
  beforeMid: Mid.optional(),
  count: intInput.pipe(z.number().int().min(1).max(CHAT_PAGE_SIZE)).default(CHAT_PAGE_SIZE),
});
/** GET /api/message/paged?chatId&beforeMid&count (spec 001 §7): one older page before `beforeMid`, or the latest page without it. */
const PagedMessagesQuery = MessagesQuery.omit({ afterMid: true });
/** GET /api/message/recent?chatId&afterMid&count (spec 001 §7): what came after `afterMid` (catching up), or the latest page without it. */
const RecentMessagesQuery = MessagesQuery.omit({ beforeMid: true });
/** `latestMid` is the chat's newest mid; `hasMore` says another page lies beyond this one in the direction asked. */
export const MessagesResult = z.object({
  messages: z.array(ChatMessage),
  latestMid: z.number(),
  hasMore: z.boolean(),
});
export type MessagesResult = z.infer<typeof MessagesResult>;

/** GET /api/message/modified?chatId&since&pageNo: messages edited or deleted after `since` (ISO), oldest change first, 100 a page. */
const ModifiedMessagesQuery = z.object({
  chatId: Id,
  since: z.iso
    .datetime({ offset: true })
    .refine(
      (s) => isRealDate(s.slice(0, 10)),
      'must be a real time between the years 1900 and 2999',
    ),
  ...pageFields(CHAT_PAGE_SIZE),
});
const ModifiedMessagesResult = PageInfo.extend({ messages: z.array(ChatMessage) });

/** A message's text: trimmed, 1 to 2,000 characters. */
const MessageContent = z.string().trim().min(1, 'Write a message').max(CHAT_MESSAGE_MAX);

/**
 * PUT /api/message: sends once per (chat, sender, localId) — a retry answers the stored message's id and
 * mid. Text, files (uploaded by the sender for CHAT_FILE, each with an optional video thumbnail) or both.
 */
const MessageSendRequest = z
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
const MessageSendResult = z.object({
  id: z.number(),
  mid: z.number(),
  message: ChatMessage,
});

/** PATCH /api/message: the sender edits a message's text (editVersion + 1). */
const MessageEditRequest = z.object({ messageId: Id, content: MessageContent });
/**
 * POST /api/message/removal and the `delete-message` socket event (spec 001 §7 Realtime): the sender
 * deletes a message (it keeps its mid, its content is cleared).
 */
export const DeleteMessageRequest = z.object({ messageId: Id });
/** The `attach-to-group` socket event (spec 001 §7 Realtime): the chat the client opens. */
export const AttachToGroupRequest = z.object({ chatId: Id });

/** POST /api/message/read and the `read-reciept` socket event: the caller read the chat up to `mid` (never backwards, never past the latest). */
export const ReadReceiptRequest = z.object({ chatId: Id, mid: Mid });
export const ReadReceiptEvent = z.object({
  chatId: z.number(),
  userId: z.number(),
  lastRead: z.number(),
});
export type ReadReceiptEvent = z.infer<typeof ReadReceiptEvent>;
/** The answer: how far the caller read and the chat's unread count for them. */
const ReadReceiptResult = z.object({
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

/** POST /api/group/event: opens the event's group (EVENT_GROUP), created on first need; 403 'Chat is available only to users assigned to this event' to others. */
const EventChatRequest = z.object({ eventId: Id });

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
const PinnedMessagesQuery = z.object({ chatId: Id, ...pageFields(CHAT_PAGE_SIZE) });
/** GET /api/message/starred?pageNo: the caller's starred messages across their chats, newest star first, 100 a page. */
const StarredMessagesQuery = z.object({ ...pageFields(CHAT_PAGE_SIZE) });
export const MessageListResult = PageInfo.extend({ messages: z.array(ChatMessage) });
export type MessageListResult = z.infer<typeof MessageListResult>;

/** GET /api/message/files?chatId&type&pageNo: the chat's files, newest first, by tab (all, media, docs), 100 a page. */
const ChatFilesQuery = z.object({
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
export const ChatFilesResult = PageInfo.extend({ files: z.array(ChatFile) });
export type ChatFilesResult = z.infer<typeof ChatFilesResult>;

/** GET /api/user/files?targetUserId&type&searchFor&pageNo (spec 001 §7 user files): what a person shared in chats the caller is in. */
export const UserFilesQuery = z.object({
  targetUserId: Id,
  type: z.enum(FILE_TABS).default('all'),
  searchFor: SearchFor,
  ...pageFields(CHAT_PAGE_SIZE),
});

/** The chat module's endpoints (spec 001 §7 Chat API): chats and groups, their members, and messages. */
export const chatRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/group',
    body: ChatListRequest,
    response: ChatListResult,
    summary: 'One page of the caller’s chats of a tab',
    tags: ['chat'],
  }),
  createGroup: defineRoute({
    method: 'PUT',
    path: '/group',
    body: GroupCreateRequest,
    response: GroupCreateResult,
    idempotent: true,
    summary: 'Create a group owned by the caller',
    tags: ['chat'],
  }),
  updateGroup: defineRoute({
    method: 'PATCH',
    path: '/group',
    body: GroupUpdateRequest,
    response: MessageResult,
    summary: 'Edit a group’s name, description or picture',
    tags: ['chat'],
  }),
  info: defineRoute({
    method: 'GET',
    path: '/group/info',
    query: ChatIdQuery,
    response: ChatInfo,
    summary: 'A chat and its members',
    tags: ['chat'],
    cacheKey: ({ chatId }: z.input<typeof ChatIdQuery>) => ['chat', 'info', chatId],
  }),
  addMembers: defineRoute({
    method: 'POST',
    path: '/group/user',
    body: GroupMembersRequest,
    response: MessageResult,
    summary: 'Add members to a group',
    tags: ['chat'],
  }),
  removeMembers: defineRoute({
    method: 'PATCH',
    path: '/group/user',
    body: GroupMembersRequest,
    response: MessageResult,
    summary: 'Remove members from a group, or leave it',
    tags: ['chat'],
  }),
  mute: defineRoute({
    method: 'POST',
    path: '/group/notification',
    body: ChatMuteRequest,
    response: MessageResult,
    summary: 'Mute or unmute a chat for the caller',
    tags: ['chat'],
  }),
  pin: defineRoute({
    method: 'POST',
    path: '/group/pin',
    body: ChatPinRequest,
    response: MessageResult,
    summary: 'Pin or unpin a chat in the caller’s list',
    tags: ['chat'],
  }),
  eventChat: defineRoute({
    method: 'POST',
    path: '/group/event',
    body: EventChatRequest,
    response: ChatSummary,
    summary: 'Open an event’s group',
    tags: ['chat'],
  }),
  supportChat: defineRoute({
    method: 'POST',
    path: '/user/group/support',
    response: ChatSummary,
    summary: 'Open the personal chat with the support user',
    tags: ['chat'],
  }),
  personalChat: defineRoute({
    method: 'POST',
    path: '/user/group',
    body: PersonalChatRequest,
    response: ChatSummary,
    summary: 'Open the personal chat with a user',
    tags: ['chat'],
  }),
  messages: defineRoute({
    method: 'GET',
    path: '/message',
    query: MessagesQuery,
    response: MessagesResult,
    summary: 'A chat’s messages by mid range',
    tags: ['chat'],
  }),
  pagedMessages: defineRoute({
    method: 'GET',
    path: '/message/paged',
    query: PagedMessagesQuery,
    response: MessagesResult,
    summary: 'A chat’s older page of messages, or its latest page',
    tags: ['chat'],
  }),
  recentMessages: defineRoute({
    method: 'GET',
    path: '/message/recent',
    query: RecentMessagesQuery,
    response: MessagesResult,
    summary: 'A chat’s messages after a mid, or its latest page',
    tags: ['chat'],
  }),
  modified: defineRoute({
    method: 'GET',
    path: '/message/modified',
    query: ModifiedMessagesQuery,
    response: ModifiedMessagesResult,
    summary: 'A chat’s messages edited or deleted since a time',
    tags: ['chat'],
  }),
  send: defineRoute({
    method: 'PUT',
    path: '/message',
    body: MessageSendRequest,
    response: MessageSendResult,
    summary: 'Send a message (once per localId)',
    tags: ['chat'],
  }),
  edit: defineRoute({
    method: 'PATCH',
    path: '/message',
    body: MessageEditRequest,
    response: ChatMessage,
    summary: 'Edit a message’s text',
    tags: ['chat'],
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/message/removal',
    body: DeleteMessageRequest,
    response: ChatMessage,
    summary: 'Delete a message',
    tags: ['chat'],
  }),
  read: defineRoute({
    method: 'POST',
    path: '/message/read',
    body: ReadReceiptRequest,
    response: ReadReceiptResult,
    summary: 'Mark a chat read up to a mid',
    tags: ['chat'],
  }),
  pinned: defineRoute({
    method: 'GET',
    path: '/message/pinned',
    query: PinnedMessagesQuery,
    response: MessageListResult,
    summary: 'A chat’s pinned messages',
    tags: ['chat'],
  }),
  files: defineRoute({
    method: 'GET',
    path: '/message/files',
    query: ChatFilesQuery,
    response: ChatFilesResult,
    summary: 'A chat’s files by tab',
    tags: ['chat'],
  }),
  starred: defineRoute({
    method: 'GET',
    path: '/message/starred',
    query: StarredMessagesQuery,
    response: MessageListResult,
    summary: 'The caller’s starred messages',
    tags: ['chat'],
  }),
};
