import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CHAT_EVENTS,
  CHAT_MESSAGES,
  ChatIdQuery,
  ChatMuteRequest,
  ChatPinRequest,
  ChatInfo,
  ChatListRequest,
  ChatListResult,
  ChatMessage,
  ChatSummary,
  envelope,
  GroupCreateRequest,
  GroupCreateResult,
  GroupMembersRequest,
  GroupUpdateRequest,
  MessageDeleteRequest,
  MessageEditRequest,
  MessageResult,
  MessageSendRequest,
  MessageSendResult,
  MessagesQuery,
  MessagesResult,
  ModifiedMessagesQuery,
  ModifiedMessagesResult,
  PersonalChatRequest,
  ReadReceiptRequest,
  ReadReceiptResult,
  type MessageDeletedEvent,
  type ReadReceiptEvent,
  ChatFilesQuery,
  ChatFilesResult,
  DraftRequest,
  EventChatRequest,
  ForwardRequest,
  MessageListResult,
  MessageRef,
  PinnedMessagesQuery,
  ReactionRequest,
  StarredMessagesQuery,
  TypingRequest,
} from '@crm/contracts';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../auth/actor.js';
import {
  addMembers,
  chatInfo,
  createGroup,
  listChats,
  openEventChat,
  openPersonalChat,
  openSupportChat,
  removeMembers,
  setChatFlag,
  updateGroup,
} from './chats.js';
import {
  forward,
  pin,
  pinnedMessages,
  react,
  saveDraft,
  star,
  starredMessages,
  typing,
} from './features.js';
import {
  deleteMessage,
  editMessage,
  listMessages,
  markChatRead,
  modifiedMessages,
  sendMessage,
} from './messages.js';
import { emitMessage, emitToUsers } from './emit.js';
import { memberIds } from './membership.js';
import { listChatFiles } from './chatFiles.js';

/**
 * Chat (spec 001 §7 Chat API and Realtime): personal chats and groups, the chat
 * list (pinned first), mute and pin, group info and members, messages by mid range and modified since,
 * sending once per localId with a per-chat mid, edit and delete by the sender, read receipts. Only
 * members read or write a chat (404 to others). After each commit the change goes on `/chat` to every
 * member's room — the sender's too, for their other tabs: `message` (new or changed), `delete-message`,
 * `read-reciept`; event groups (POST /group/event; the EVENTS tab), @mentions notified
 * (CHAT_MENTION), the pinned and starred lists, and the client events reaction-add/-remove,
 * pin-/unpin-message, star-/unstar-message, forward-message, typing and draft-message (each zod-checked,
 * acked, an error ack on bad input) pushed back under the same names.
 */
export async function chatRoutes(
  app: FastifyInstance,
  { db, realtime, notifications, supportUserId }: AppContext,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['chat'];

  r.post('/group', {
    schema: { tags, body: ChatListRequest, response: { 200: envelope(ChatListResult) } },
    handler: async (req) => ({ data: await listChats(db, req.actor, req.body) }),
  });
  r.put('/group', {
    config: { idempotent: true },
    schema: { tags, body: GroupCreateRequest, response: { 200: envelope(GroupCreateResult) } },
    handler: async (req) => {
      const { id, message, announcement, recipients } = await createGroup(db, req.actor, req.body);
      emitMessage(realtime, recipients, announcement);
      return { data: { id, message } };
    },
  });
  r.patch('/group', {
    schema: { tags, body: GroupUpdateRequest, response: { 200: envelope(MessageResult) } },
    handler: async (req) => {
      const data = await updateGroup(db, req.actor, req.body);
      emitToUsers(realtime, await memberIds(db, req.body.chatId), CHAT_EVENTS.groupUpdate, {
        chatId: req.body.chatId,
      });
      return { data };
    },
  });
  r.get('/group/info', {
    schema: { tags, querystring: ChatIdQuery, response: { 200: envelope(ChatInfo) } },
    handler: async (req) => ({ data: await chatInfo(db, req.actor, req.query.chatId) }),
  });
  const changeMembers = async (
    change: typeof addMembers,
    actor: Actor,
    body: { chatId: number; userIds: number[] },
  ) => {
    const { message, announcement, recipients } = await change(db, actor, body);
    if (announcement) emitMessage(realtime, recipients, announcement);
    return { data: { message } };
  };
  r.post('/group/user', {
    schema: { tags, body: GroupMembersRequest, response: { 200: envelope(MessageResult) } },
    handler: async (req) => changeMembers(addMembers, req.actor, req.body),
  });
  r.patch('/group/user', {
    schema: { tags, body: GroupMembersRequest, response: { 200: envelope(MessageResult) } },
    handler: async (req) => changeMembers(removeMembers, req.actor, req.body),
  });
  r.post('/group/notification', {
    schema: { tags, body: ChatMuteRequest, response: { 200: envelope(MessageResult) } },
    handler: async (req) => ({ data: await setChatFlag(db, req.actor, req.body) }),
  });
  r.post('/group/pin', {
    schema: { tags, body: ChatPinRequest, response: { 200: envelope(MessageResult) } },
    handler: async (req) => ({ data: await setChatFlag(db, req.actor, req.body) }),
  });
  r.post('/group/event', {
    schema: { tags, body: EventChatRequest, response: { 200: envelope(ChatSummary) } },
    handler: async (req) => ({ data: await openEventChat(db, req.actor, req.body.eventId) }),
  });
  r.post('/user/group/support', {
    schema: { tags, response: { 200: envelope(ChatSummary) } },
    handler: async (req) => ({ data: await openSupportChat(db, req.actor, supportUserId) }),
  });
  r.post('/user/group', {
    schema: { tags, body: PersonalChatRequest, response: { 200: envelope(ChatSummary) } },
    handler: async (req) => ({ data: await openPersonalChat(db, req.actor, req.body.userId) }),
  });

  r.get('/message', {
    schema: { tags, querystring: MessagesQuery, response: { 200: envelope(MessagesResult) } },
    handler: async (req) => ({ data: await listMessages(db, req.actor, req.query) }),
  });
  r.get('/message/modified', {
    schema: {
      tags,
      querystring: ModifiedMessagesQuery,
      response: { 200: envelope(ModifiedMessagesResult) },
    },
    handler: async (req) => ({ data: await modifiedMessages(db, req.actor, req.query) }),
  });
  r.put('/message', {
    schema: { tags, body: MessageSendRequest, response: { 200: envelope(MessageSendResult) } },
    handler: async (req) => {
      const { message, recipients } = await sendMessage(db, notifications, req.actor, req.body);
      // a retry fans out again: if the first answer was lost with its push, members still get it (clients upsert by chat and mid)
      emitMessage(realtime, recipients, message);
      return { data: { id: message.id, mid: message.mid, message } };
    },
  });
  r.patch('/message', {
    schema: { tags, body: MessageEditRequest, response: { 200: envelope(ChatMessage) } },
    handler: async (req) => {
      const { message, recipients } = await editMessage(db, req.actor, req.body);
      emitMessage(realtime, recipients, message);
      return { data: message };
    },
  });
  r.post('/message/removal', {
    schema: { tags, body: MessageDeleteRequest, response: { 200: envelope(ChatMessage) } },
    handler: async (req) => {
      const { message, changed, recipients } = await deleteMessage(db, req.actor, req.body);
      if (changed)
        emitToUsers(realtime, recipients, CHAT_EVENTS.deleteMessage, {
          chatId: message.chatId,
          id: message.id,
          mid: message.mid,
          localId: message.localId,
        } satisfies MessageDeletedEvent);
      return { data: message };
    },
  });

  /** Read receipts over HTTP or the socket: the chat's members learn how far the reader got (their other tabs too). */
  const read = async (userId: number, body: { chatId: number; mid: number }) => {
    const res = await markChatRead(db, userId, body);
    emitToUsers(realtime, await memberIds(db, body.chatId), CHAT_EVENTS.readReceipt, {
      chatId: res.chatId,
      userId,
      lastRead: res.lastRead,
    } satisfies ReadReceiptEvent);
    return res;
  };
  r.post('/message/read', {
    schema: { tags, body: ReadReceiptRequest, response: { 200: envelope(ReadReceiptResult) } },
    handler: async (req) => ({ data: await read(req.actor.userId, req.body) }),
  });
  realtime.on('/chat', CHAT_EVENTS.readReceipt, ReadReceiptRequest, read);

  // pinned and starred lists; reactions, pins, stars, forwarding, drafts and typing over the socket (spec 001 §7 Realtime)
  r.get('/message/pinned', {
    schema: {
      tags,
      querystring: PinnedMessagesQuery,
      response: { 200: envelope(MessageListResult) },
    },
    handler: async (req) => ({ data: await pinnedMessages(db, req.actor, req.query) }),
  });
  r.get('/message/files', {
    schema: { tags, querystring: ChatFilesQuery, response: { 200: envelope(ChatFilesResult) } },
    handler: async (req) => ({ data: await listChatFiles(db, req.actor, req.query) }),
  });
  r.get('/message/starred', {
    schema: {
      tags,
      querystring: StarredMessagesQuery,
      response: { 200: envelope(MessageListResult) },
    },
    handler: async (req) => ({ data: await starredMessages(db, req.actor, req.query) }),
  });
  const reaction =
    (add: boolean) => async (userId: number, body: { messageId: number; emoji: string }) => {
      const { event, changed, recipients } = await react(db, userId, body, add);
      if (changed)
        emitToUsers(
          realtime,
          recipients,
          add ? CHAT_EVENTS.reactionAdd : CHAT_EVENTS.reactionRemove,
          event,
        );
      return event;
    };
  realtime.on('/chat', CHAT_EVENTS.reactionAdd, ReactionRequest, reaction(true));
  realtime.on('/chat', CHAT_EVENTS.reactionRemove, ReactionRequest, reaction(false));
  const pinning = (on: boolean) => async (userId: number, body: { messageId: number }) => {
    const { event, message, recipients } = await pin(db, userId, body, on);
    emitToUsers(
      realtime,
      recipients,
      on ? CHAT_EVENTS.pinMessage : CHAT_EVENTS.unpinMessage,
      event,
    );
    return { ...event, message };
  };
  realtime.on('/chat', CHAT_EVENTS.pinMessage, MessageRef, pinning(true));
  realtime.on('/chat', CHAT_EVENTS.unpinMessage, MessageRef, pinning(false));
  const starring = (on: boolean) => async (userId: number, body: { messageId: number }) => {
    const { event, message } = await star(db, userId, body, on);
    emitToUsers(
      realtime,
      [userId],
      on ? CHAT_EVENTS.starMessage : CHAT_EVENTS.unstarMessage,
      event,
    );
    return { ...event, message };
  };
  realtime.on('/chat', CHAT_EVENTS.starMessage, MessageRef, starring(true));
  realtime.on('/chat', CHAT_EVENTS.unstarMessage, MessageRef, starring(false));
  realtime.on('/chat', CHAT_EVENTS.forwardMessage, ForwardRequest, async (userId, body) => {
    const copies = await forward(db, notifications, userId, body);
    for (const { message, recipients } of copies) emitMessage(realtime, recipients, message);
    const result = { messages: copies.map((c) => c.message), message: CHAT_MESSAGES.forwarded };
    emitToUsers(realtime, [userId], CHAT_EVENTS.forwardMessage, result);
    return result;
  });
  realtime.on('/chat', CHAT_EVENTS.draftMessage, DraftRequest, async (userId, body) => {
    const draft = await saveDraft(db, userId, body);
    emitToUsers(realtime, [userId], CHAT_EVENTS.draftMessage, draft);
    return draft;
  });
  realtime.on('/chat', CHAT_EVENTS.typing, TypingRequest, async (userId, body) => {
    const { event, recipients } = await typing(db, userId, body);
    emitToUsers(realtime, recipients, CHAT_EVENTS.typing, event);
    return { chatId: body.chatId };
  });
}
