import type { FastifyInstance } from 'fastify';
import {
  CHAT_EVENTS,
  CHAT_MESSAGES,
  chatRoutes,
  ReadReceiptRequest,
  AttachToGroupRequest,
  DeleteMessageRequest,
  type MessageDeletedEvent,
  type ReadReceiptEvent,
  DraftRequest,
  ForwardRequest,
  MessageRef,
  ReactionRequest,
  TypingRequest,
} from '@crm/contracts';
import { route } from '../../lib/route.js';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../auth/actor.js';
import {
  addMembers,
  attachToChat,
  chatInfo,
  createGroup,
  listChats,
  openEventChat,
  openPersonalChat,
  openSupportChat,
  removeMembers,
  setChatFlag,
  updateGroup,
} from './groups/chats.js';
import {
  forward,
  pin,
  pinnedMessages,
  react,
  saveDraft,
  star,
  starredMessages,
  typing,
} from './messages/features.js';
import {
  deleteMessage,
  editMessage,
  listMessages,
  markChatRead,
  modifiedMessages,
  sendMessage,
} from './messages/messages.js';
import { emitMessage, emitToUsers } from './emit.js';
import { memberIds } from './groups/queries.js';
import { listChatFiles } from './files/chatFiles.js';

/**
 * Chat (spec 001 §7 Chat API and Realtime): personal chats and groups, the chat
 * list (pinned first), mute and pin, group info and members, messages by mid range and modified since,
 * sending once per localId with a per-chat mid, edit and delete by the sender, read receipts. Only
 * members read or write a chat (404 to others). After each commit the change goes on `/chat` to every
 * member's room — the sender's too, for their other tabs: `message` (new or changed), `delete-message`,
 * `read-reciept`; the client's `attach-to-group` (a chat it opens, acked with the chat to catch up from)
 * and `delete-message` (as POST /message/removal); event groups (POST /group/event; the EVENTS tab), @mentions notified
 * (CHAT_MENTION), the pinned and starred lists, and the client events reaction-add/-remove,
 * pin-/unpin-message, star-/unstar-message, forward-message, typing and draft-message (each zod-checked,
 * acked, an error ack on bad input) pushed back under the same names.
 */
export async function chatPlugin(app: FastifyInstance, context: AppContext) {
  groupRoutes(app, context);
  messageRoutes(app, context);
  socketEvents(context);
}

/** Chats and groups: the list, info, members, mute and pin, personal, support and event chats, and attach-to-group. */
function groupRoutes(app: FastifyInstance, { db, realtime, supportUserId }: AppContext) {
  route(app, chatRoutes.list, (req) => listChats({ db, actor: req.actor, q: req.body }));
  route(app, chatRoutes.createGroup, async (req) => {
    const { id, message, announcement, recipients } = await createGroup({
      db,
      actor: req.actor,
      req: req.body,
    });
    emitMessage(realtime, recipients, announcement);
    return { id, message };
  });
  route(app, chatRoutes.updateGroup, async (req) => {
    const data = await updateGroup({ db, actor: req.actor, req: req.body });
    emitToUsers(realtime, await memberIds(db, req.body.chatId), CHAT_EVENTS.groupUpdate, {
      chatId: req.body.chatId,
    });
    return data;
  });
  route(app, chatRoutes.info, (req) =>
    chatInfo({ db, actor: req.actor, chatId: req.query.chatId }),
  );
  const changeMembers = async (
    change: typeof addMembers,
    actor: Actor,
    body: { chatId: number; userIds: number[] },
  ) => {
    const { message, announcement, recipients } = await change({ db, actor, req: body });
    if (announcement) emitMessage(realtime, recipients, announcement);
    return { message };
  };
  route(app, chatRoutes.addMembers, (req) => changeMembers(addMembers, req.actor, req.body));
  route(app, chatRoutes.removeMembers, (req) => changeMembers(removeMembers, req.actor, req.body));
  route(app, chatRoutes.mute, (req) => setChatFlag({ db, actor: req.actor, req: req.body }));
  route(app, chatRoutes.pin, (req) => setChatFlag({ db, actor: req.actor, req: req.body }));
  route(app, chatRoutes.eventChat, (req) =>
    openEventChat({ db, actor: req.actor, eventId: req.body.eventId }),
  );
  route(app, chatRoutes.supportChat, (req) =>
    openSupportChat({ db, actor: req.actor, supportUserId }),
  );
  route(app, chatRoutes.personalChat, (req) =>
    openPersonalChat({ db, actor: req.actor, userId: req.body.userId }),
  );
  realtime.on('/chat', CHAT_EVENTS.attachToGroup, AttachToGroupRequest, (userId, { chatId }) =>
    attachToChat({ db, userId, chatId }),
  );
}

/** Messages: by mid range, modified, send, edit, delete, read receipts; the pinned, files and starred lists. */
function messageRoutes(app: FastifyInstance, { db, realtime, notifications }: AppContext) {
  route(app, chatRoutes.messages, (req) => listMessages({ db, actor: req.actor, q: req.query }));
  route(app, chatRoutes.pagedMessages, (req) =>
    listMessages({ db, actor: req.actor, q: req.query }),
  );
  route(app, chatRoutes.recentMessages, (req) =>
    listMessages({ db, actor: req.actor, q: req.query }),
  );
  route(app, chatRoutes.modified, (req) =>
    modifiedMessages({ db, actor: req.actor, q: req.query }),
  );
  route(app, chatRoutes.send, async (req) => {
    const { message, recipients } = await sendMessage({
      db,
      notes: notifications,
      actor: req.actor,
      req: req.body,
    });
    // a retry fans out again: if the first answer was lost with its push, members still get it (clients upsert by chat and mid)
    emitMessage(realtime, recipients, message);
    return { id: message.id, mid: message.mid, message };
  });
  route(app, chatRoutes.edit, async (req) => {
    const { message, recipients } = await editMessage({ db, actor: req.actor, req: req.body });
    emitMessage(realtime, recipients, message);
    return message;
  });

  /** A deletion over HTTP or the socket: the chat's members learn of it (the sender's other tabs too). */
  const remove = async (userId: number, body: { messageId: number }) => {
    const { message, changed, recipients } = await deleteMessage({ db, userId, req: body });
    if (changed)
      emitToUsers(realtime, recipients, CHAT_EVENTS.deleteMessage, {
        chatId: message.chatId,
        id: message.id,
        mid: message.mid,
        localId: message.localId,
      } satisfies MessageDeletedEvent);
    return message;
  };
  route(app, chatRoutes.remove, (req) => remove(req.actor.userId, req.body));
  realtime.on('/chat', CHAT_EVENTS.deleteMessage, DeleteMessageRequest, remove);

  /** Read receipts over HTTP or the socket: the chat's members learn how far the reader got (their other tabs too). */
  const read = async (userId: number, body: { chatId: number; mid: number }) => {
    const res = await markChatRead({ db, userId, req: body });
    emitToUsers(realtime, await memberIds(db, body.chatId), CHAT_EVENTS.readReceipt, {
      chatId: res.chatId,
      userId,
      lastRead: res.lastRead,
    } satisfies ReadReceiptEvent);
    return res;
  };
  route(app, chatRoutes.read, (req) => read(req.actor.userId, req.body));
  realtime.on('/chat', CHAT_EVENTS.readReceipt, ReadReceiptRequest, read);

  // the pinned, files and starred lists
  route(app, chatRoutes.pinned, (req) => pinnedMessages({ db, actor: req.actor, q: req.query }));
  route(app, chatRoutes.files, (req) => listChatFiles({ db, actor: req.actor, q: req.query }));
  route(app, chatRoutes.starred, (req) => starredMessages({ db, actor: req.actor, q: req.query }));
}

/** Reactions, pins, stars, forwarding, drafts and typing over the socket (spec 001 §7 Realtime). */
function socketEvents({ db, realtime, notifications }: AppContext) {
  const reaction =
    (add: boolean) => async (userId: number, body: { messageId: number; emoji: string }) => {
      const { event, changed, recipients } = await react({ db, userId, req: body, add });
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
    const { event, message, recipients } = await pin({ db, userId, req: body, on });
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
    const { event, message } = await star({ db, userId, req: body, on });
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
    const copies = await forward({ db, notes: notifications, userId, req: body });
    for (const { message, recipients } of copies) emitMessage(realtime, recipients, message);
    const result = { messages: copies.map((c) => c.message), message: CHAT_MESSAGES.forwarded };
    emitToUsers(realtime, [userId], CHAT_EVENTS.forwardMessage, result);
    return result;
  });
  realtime.on('/chat', CHAT_EVENTS.draftMessage, DraftRequest, async (userId, body) => {
    const draft = await saveDraft({ db, userId, req: body });
    emitToUsers(realtime, [userId], CHAT_EVENTS.draftMessage, draft);
    return draft;
  });
  realtime.on('/chat', CHAT_EVENTS.typing, TypingRequest, async (userId, body) => {
    const { event, recipients } = await typing({ db, userId, req: body });
    emitToUsers(realtime, recipients, CHAT_EVENTS.typing, event);
    return { chatId: body.chatId };
  });
}
