import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  NotificationListQuery,
  NotificationListResult,
  NotificationMarkRequest,
  NotificationMarkResult,
  REALTIME_EVENTS,
} from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { listNotifications, markRead } from './service.js';

/**
 * The notification centre (spec 000 §2.7, 001 §7): the list with the unread count, and marking read —
 * over HTTP and as the socket event `mark-read` on /notifications (acked with the unread count, which
 * also goes to the user's other tabs).
 */
export async function notificationsRoutes(app: FastifyInstance, { db, realtime }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const mark = async (userId: number, req: { notificationIds: number[]; markAll: boolean }) => {
    const res = await markRead(db, userId, req);
    realtime.toUser('/notifications', userId, REALTIME_EVENTS.unreadCount, res);
    return res;
  };
  r.get('/user/notifications', {
    schema: {
      tags,
      querystring: NotificationListQuery,
      response: { 200: envelope(NotificationListResult) },
    },
    handler: async (req) => ({ data: await listNotifications(db, req.actor, req.query) }),
  });
  r.post('/user/notifications', {
    schema: {
      tags,
      body: NotificationMarkRequest,
      response: { 200: envelope(NotificationMarkResult) },
    },
    handler: async (req) => ({ data: await mark(req.actor.userId, req.body) }),
  });
  realtime.on('/notifications', 'mark-read', NotificationMarkRequest, (userId, payload) =>
    mark(userId, payload),
  );
}
