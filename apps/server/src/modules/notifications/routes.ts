import type { FastifyInstance } from 'fastify';
import { NotificationMarkRequest, notificationRoutes, REALTIME_EVENTS } from '@crm/contracts';
import { route } from '../../lib/route.js';
import type { AppContext } from '../../context.js';
import { listNotifications, markRead } from './service.js';

/**
 * The notification centre (spec 000 §2.7, 001 §7): the list with the unread count, and marking read —
 * over HTTP and as the socket event `mark-read` on /notifications (acked with the unread count, which
 * also goes to the user's other tabs).
 */
export async function notificationsPlugin(app: FastifyInstance, { db, realtime }: AppContext) {
  const mark = async (userId: number, req: { notificationIds: number[]; markAll: boolean }) => {
    const res = await markRead({ db, userId, req });
    realtime.toUser('/notifications', userId, REALTIME_EVENTS.unreadCount, res);
    return res;
  };
  route(app, notificationRoutes.list, (req) =>
    listNotifications({ db, actor: req.actor, q: req.query }),
  );
  route(app, notificationRoutes.markRead, (req) => mark(req.actor.userId, req.body));
  realtime.on('/notifications', 'mark-read', NotificationMarkRequest, (userId, payload) =>
    mark(userId, payload),
  );
}
