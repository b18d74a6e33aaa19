import type { SQL } from 'drizzle-orm';
import type { NotificationListResult } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { pageInfo } from '../../lib/paging.js';
import { assertNotLocked } from '../users/index.js';
import {
  insertEvents,
  insertSql,
  markReadRows,
  notificationsByIds,
  notificationsPage,
  unreadCount,
  type NewNotification,
  type OutgoingNotification,
} from './queries.js';

/** A producer's `add` inside Notifications.run: a list to insert, or an `insert into notifications … returning *` statement. Answers the new ids. */
export type AddNotifications = (list: NewNotification[] | SQL) => Promise<number[]>;

/** Pushes notifications to their recipients' sockets (set by the realtime server; a no-op without one). */
type NotificationPublisher = (events: OutgoingNotification[]) => Promise<void>;

/**
 * Notifications: rows written inside the producer's transaction, pushed after it commits (spec 000 §3,
 * §4). `run` is the producer's transaction with an `add` that collects what to push on commit.
 */
export type Notifications = {
  run: <T>(db: Db, fn: (tx: Tx, add: AddNotifications) => Promise<T>) => Promise<T>;
  /** Pushes already committed notifications (e.g. one whose action was just settled). */
  push: (ids: number[]) => Promise<void>;
  /** Sets the push target once the realtime server exists. */
  setPublisher: (p: NotificationPublisher) => void;
};

/**
 * The notifications of this server copy, on `db`. A producer's `add` takes a list, or an `insert into
 * notifications … returning *` statement for set-based producers (bulk assignment).
 */
export function createNotifications(db: Db): Notifications {
  let publish: NotificationPublisher = async () => undefined;
  const send = async (events: OutgoingNotification[]) => {
    try {
      if (events.length) await publish(events);
    } catch (e) {
      console.error(
        'Notification push failed (the rows are saved; clients reload them on reconnect):',
        e,
      );
    }
  };
  return {
    async run(db, fn) {
      const events: OutgoingNotification[] = [];
      const result = await db.transaction((tx) =>
        fn(tx, async (list) => {
          if (Array.isArray(list) && !list.length) return [];
          const got = await insertEvents(tx, Array.isArray(list) ? insertSql(list) : list);
          events.push(...got);
          return got.map((e) => e.id);
        }),
      );
      await send(events); // after the commit: nothing is pushed for a rolled-back transaction
      return result;
    },
    async push(ids) {
      if (ids.length) await send(await notificationsByIds(db, ids));
    },
    setPublisher(p) {
      publish = p;
    },
  };
}

/**
 * GET /api/user/notifications (spec 001 §7): the caller's notifications, newest first, 10 a page; class
 * ACTION for the Action tab; with the unread count. Refused while the caller's call lock is on (spec 000 §5).
 */
export async function listNotifications({
  db,
  actor,
  q,
}: {
  db: Db;
  actor: Actor;
  q: { class: '' | 'ACTION'; pageNo: number; count: number };
}): Promise<NotificationListResult> {
  await assertNotLocked(db, actor.userId);
  const [{ notifications, total }, unread] = await Promise.all([
    notificationsPage(db, {
      userId: actor.userId,
      actionOnly: q.class === 'ACTION',
      pageNo: q.pageNo,
      count: q.count,
    }),
    unreadCount(db, actor.userId),
  ]);
  return { notifications, unreadCount: unread, ...pageInfo(q.pageNo, q.count, total) };
}

/** POST /api/user/notifications: marks the caller's listed notifications (or all with markAll) read; answers the unread count. Others' ids are ignored. */
export async function markRead({
  db,
  userId,
  req,
}: {
  db: Db;
  userId: number;
  req: { notificationIds: number[]; markAll: boolean };
}): Promise<{ unreadCount: number }> {
  await markReadRows(db, userId, req.markAll ? 'all' : req.notificationIds);
  return { unreadCount: await unreadCount(db, userId) };
}
