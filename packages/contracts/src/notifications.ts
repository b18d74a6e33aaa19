import { z } from 'zod';
import { PAGE_SIZES } from './constants.js';
import { Id, PageInfo, pageFields } from './common.js';
import { defineRoute } from './routes.js';

/**
 * Notification types (spec 000 §3 Notification `type`). ACTION-class ones carry a decision for the
 * recipient: COLLAB_INVITE (ACCEPT/REJECT) and BRAND_SUGGESTION (APPROVE/REJECT).
 */
const NOTIFICATION_TYPES = [
  'BRAND_ASSIGNED',
  'STAGE_CHANGED',
  'OWNERS_CHANGED',
  'BRAND_OFFLOADED',
  'BRAND_INFO_UPDATE',
  'COLLAB_INVITE',
  'COLLAB_ACCEPTED',
  'COLLAB_REJECTED',
  'COLLAB_REVOKED',
  'BRAND_SUGGESTION',
  'SUGGESTION_APPROVED',
  'SUGGESTION_REJECTED',
  'TASK_ASSIGNED',
  'TASK_MENTIONED',
  'TASK_STATUS',
  'TASK_REMINDER',
  'TASK_COMMENT',
  'TASK_PEOPLE',
  'CHAT_MENTION',
  'BRAND_ASSIGNMENT_PENDING',
  'DECK_UPLOAD_PENDING',
  'DECK_UPLOADED',
  'CASE_STUDY_REQUEST',
  'EVENT_ASSIGNED',
  'EVENT_DATES_MOVED',
  'MAIL_SEND_FAILED',
  'WEBHOOK_DISABLED',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Notification class: ACTION needs a decision; INFO does not (spec 000 §3 `class`). */
const NOTIFICATION_CLASSES = ['ACTION', 'INFO'] as const;

/** How an ACTION notification was settled (spec 000 §3 actionTakenType). */
const ACTION_TAKEN_TYPES = ['APPROVE', 'REJECT', 'REVOKED'] as const;
export type ActionTakenType = (typeof ACTION_TAKEN_TYPES)[number];

/**
 * A notification as the drawer reads it (spec 000 §3 Notification). `content` marks highlighted parts
 * with `**` pairs; `date` is ISO; links: `users` (with userType INVITER / INVITEE / SUGGESTER / ACTOR and
 * whether the recipient may act), `eventInventories`, `brands`, `tasks`.
 */
export const Notification = z.object({
  id: z.number(),
  content: z.string(),
  date: z.string(),
  image: z.string().nullable(),
  isRead: z.boolean(),
  class: z.enum(NOTIFICATION_CLASSES),
  type: z.enum(NOTIFICATION_TYPES),
  users: z.array(
    z.object({
      userId: z.number(),
      userName: z.string(),
      userType: z.string(),
      actionEnabled: z.boolean(),
      additionalData: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
  eventInventories: z.array(
    z.object({
      eiId: z.number(),
      eventId: z.number(),
      eventName: z.string(),
      inventoryName: z.string(),
    }),
  ),
  brands: z.array(z.object({ brandId: z.number(), brandName: z.string() })),
  tasks: z.array(z.object({ id: z.number() })),
  actionTaken: z.boolean(),
  actionTakenType: z.enum(ACTION_TAKEN_TYPES).nullable(),
  actionTakenByUserId: z.number().nullable(),
  actionTakenByUserName: z.string().nullable(),
  additionalData: z
    .object({
      invitationId: z.number().optional(),
      suggestionId: z.number().optional(),
      sendId: z.number().optional(),
    })
    .nullable(),
});
export type Notification = z.infer<typeof Notification>;

/** GET /api/user/notifications {class, pageNo, count 10} (spec 001 §7): empty class = all, ACTION = the Action tab. */
const NotificationListQuery = z.object({
  class: z.enum(['', 'ACTION']).default(''),
  ...pageFields(PAGE_SIZES.notifications),
});
/** The page of notifications, newest first, with the caller's unread count (all classes). */
export const NotificationListResult = PageInfo.extend({
  notifications: z.array(Notification),
  unreadCount: z.number(),
});
export type NotificationListResult = z.infer<typeof NotificationListResult>;

/** POST /api/user/notifications: mark the listed notifications read, or all of the caller's with markAll (spec 001 §7). */
export const NotificationMarkRequest = z
  .object({
    notificationIds: z.array(Id).max(100).default([]),
    markAll: z.boolean().default(false),
  })
  .refine((r) => r.markAll || r.notificationIds.length > 0, {
    message: 'must list notifications unless markAll is true',
    path: ['notificationIds'],
  });
const NotificationMarkResult = z.object({ unreadCount: z.number() });

/** The notification centre's endpoints (spec 000 §2.7, 001 §7): the list with the unread count, and marking read. */
export const notificationRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/user/notifications',
    query: NotificationListQuery,
    response: NotificationListResult,
    summary: 'One page of the caller’s notifications with the unread count',
    tags: ['notifications'],
    cacheKey: ['notifications'],
  }),
  markRead: defineRoute({
    method: 'POST',
    path: '/user/notifications',
    body: NotificationMarkRequest,
    response: NotificationMarkResult,
    summary: 'Mark notifications read, or all of them',
    tags: ['notifications'],
  }),
};

/**
 * Realtime events on the `/notifications` namespace (server → client): a new or changed notification
 * for the user with their unread count, the unread count alone (after marking read), and presence
 * batches. Clients also reload the list on every (re)connect.
 */
export const REALTIME_EVENTS = {
  notification: 'notification',
  unreadCount: 'notification-count',
  presence: 'presence',
  /** On `/task`: a task changed or got a message (TaskUpdateEvent, spec 001 §7 Realtime). */
  taskUpdate: 'TASK_UPDATE',
  /** On `/notifications`: a pairing's stage changed (PairingStageEvent, issue 24 §1 live board). */
  pairingStage: 'pairing-stage',
  /** On `/notifications`: mails were stored for these brands and POCs (MailLinkedEvent, issue 41 §3 live Email tab). */
  mailLinked: 'mail-linked',
} as const;

/** Payload of `mail-linked`: the brands and POCs new mails link to (ids only; the tab asks for what the reader may see). */
export type MailLinkedEvent = { brandIds: number[]; pocIds: number[] };

/** Payload of `notification`: the notification and its recipient's unread count after it (one message per push). */
export type NotificationEvent = Notification & { unreadCount: number };

/** Payload of `notification-count` (after marking read, to the user's other tabs). */
export type UnreadCountEvent = { unreadCount: number };
/** A user's latest activity (ISO). */
export type PresenceEvent = { userId: number; lastActiveOn: string };
/** Payload of `presence`: the users seen active since the last batch (sent at most every PRESENCE_BATCH_MS). */
export type PresenceBatch = { users: PresenceEvent[] };
/** How often the server sends presence batches (ms): a thousand users logging in at once cost one message per socket. */
export const PRESENCE_BATCH_MS = 2_000;

/** The notification centre's and the socket's texts (spec 000 §2.7, §8; 001 §8 chat socket). */
export const NOTIFICATION_TEXTS = {
  title: 'Notifications',
  empty: 'There is no notifications yet',
  socketFailed: 'Socket connection failed, Please logout and login again',
  /** Who settled a brand suggestion, when it was the reader (spec 000 §4: 'You' or a name). */
  you: 'You',
} as const;
