/** The chat's limits, kinds, texts and Socket.IO event names (spec 001 §3, §7 Realtime, §9). */

/** The longest chat message (characters; spec 001 §9 limits). */
export const CHAT_MESSAGE_MAX = 2_000;
/** Chat lists, messages by mid range and modified messages come 100 a page (spec 001 §9 page sizes). */
export const CHAT_PAGE_SIZE = 100;
/** The longest group name and description (characters). */
export const CHAT_GROUP_NAME_MAX = 100;
export const CHAT_GROUP_DESCRIPTION_MAX = 1_000;

/** Chat purposes (spec 001 §3 chat group). */
export const CHAT_PURPOSES = ['PERSONAL_CHAT', 'REG_GROUP', 'EVENT_GROUP'] as const;
export type ChatPurpose = (typeof CHAT_PURPOSES)[number];
/** A member's role in a chat. */
export const CHAT_ROLES = ['OWNER', 'MEMBER'] as const;
/** Message types stored by the server: a member's text, or an announcement the server writes (group created, members added or removed). */
export const MESSAGE_TYPES = ['TEXT', 'ANNOUNCEMENT'] as const;
/** The chat list's tabs (spec 001 §2 /chat?tab=EVENTS): personal chats and groups, or event groups. */
export const CHAT_TYPES = ['CHATS', 'EVENTS'] as const;
/** `additionalData.actionName` of an announcement (spec 001 §3 message additionalData). */
export const CHAT_ACTIONS = ['GROUP_CREATED', 'ADDED_TO_GROUP', 'REMOVED_FROM_GROUP'] as const;

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
