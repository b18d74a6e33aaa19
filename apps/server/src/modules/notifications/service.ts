import { sql, type SQL } from 'drizzle-orm';
import type {
  ActionTakenType,
  Notification,
  NotificationEvent,
  NotificationListResult,
  NotificationType,
} from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { iso, offsetOf, pageInfo } from '../../lib/paging.js';
import { idArray } from '../../lib/sql.js';
import { assertNotLocked } from '../users/index.js';

/** What a producer hands over for one recipient. `content` marks highlights with ** pairs. */
type NewNotification = {
  userId: number;
  type: NotificationType;
  content: string;
  action?: boolean;
  actorUserId?: number | null;
  brandId?: number | null;
  eiId?: number | null;
  taskId?: number | null;
  invitationId?: number | null;
  suggestionId?: number | null;
};

/** A producer's `add` inside Notifications.run: a list to insert, or an `insert into notifications … returning *` statement. Answers the new ids. */
export type AddNotifications = (list: NewNotification[] | SQL) => Promise<number[]>;

/** A notification ready to push: the event and its recipient. */
type OutgoingNotification = NotificationEvent & { userId: number };

/** Pushes notifications to their recipients' sockets (set by the realtime server; a no-op without one). */
type NotificationPublisher = (events: OutgoingNotification[]) => void;

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

/** The SQL that inserts `list` (one statement) and returns the new rows. */
function insertSql(list: NewNotification[]): SQL {
  const rows = list.map((n) => ({
    user_id: n.userId,
    class: n.action ? 'ACTION' : 'INFO',
    type: n.type,
    content: n.content,
    actor_user_id: n.actorUserId ?? null,
    brand_id: n.brandId ?? null,
    ei_id: n.eiId ?? null,
    task_id: n.taskId ?? null,
    invitation_id: n.invitationId ?? null,
    suggestion_id: n.suggestionId ?? null,
  }));
  return sql`insert into notifications (user_id, class, type, content, actor_user_id, brand_id, ei_id, task_id, invitation_id, suggestion_id)
    select x.user_id, x.class, x.type, x.content, x.actor_user_id, x.brand_id, x.ei_id, x.task_id, x.invitation_id, x.suggestion_id
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(user_id bigint, class text, type text, content text, actor_user_id bigint, brand_id bigint, ei_id bigint, task_id bigint, invitation_id bigint, suggestion_id bigint)
    returning *`;
}

/**
 * Runs a notifications insert (`… returning *`) and answers the new notifications fully formed — names
 * of their links and each recipient's unread count after them — in the same statement, so that the push
 * after commit needs no second read. (The rest of the statement sees the table as before the insert: the
 * new rows are counted from the insert's own output.)
 */
async function insertEvents(tx: Tx, insert: SQL): Promise<OutgoingNotification[]> {
  const { rows } = await tx.execute<Row & { unread_count: number }>(sql`with n as (${insert}),
      unread as (select user_id, count(*)::int as c from notifications where not is_read and user_id in (select user_id from n) group by user_id),
      added as (select user_id, count(*)::int as c from n where not is_read group by user_id)
    select ${notificationColumns}, coalesce(unread.c, 0) + coalesce(added.c, 0) as unread_count
    from n ${notificationJoins} left join unread on unread.user_id = n.user_id left join added on added.user_id = n.user_id order by n.id`);
  return rows.map(toEvent);
}

/**
 * The notifications of this server copy, on `db`. A producer's `add` takes a list, or an `insert into
 * notifications … returning *` statement for set-based producers (bulk assignment).
 */
export function createNotifications(db: Db): Notifications {
  let publish: NotificationPublisher = () => undefined;
  const send = (events: OutgoingNotification[]) => {
    try {
      if (events.length) publish(events);
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
      send(events); // after the commit: nothing is pushed for a rolled-back transaction
      return result;
    },
    async push(ids) {
      if (ids.length) send(await notificationsByIds(db, ids));
    },
    setPublisher(p) {
      publish = p;
    },
  };
}

type Row = {
  id: number;
  user_id: number;
  class: 'ACTION' | 'INFO';
  type: NotificationType;
  content: string;
  image: string | null;
  is_read: boolean;
  created_at: unknown;
  actor_user_id: number | null;
  actor_name: string | null;
  brand_id: number | null;
  brand_name: string | null;
  ei_id: number | null;
  event_id: number | null;
  event_name: string | null;
  inventory_name: string | null;
  task_id: number | null;
  invitation_id: number | null;
  suggestion_id: number | null;
  action_taken_type: ActionTakenType | null;
  action_taken_by_user_id: number | null;
  action_taken_by_name: string | null;
  recipient_name: string;
};

/** Columns of a notification `n` with its links' names (see notificationJoins). */
const notificationColumns = sql`n.id, n.user_id, n.class, n.type, n.content, n.image, n.is_read, n.created_at, n.actor_user_id,
    au.first_name || ' ' || au.last_name as actor_name, n.brand_id, b.name as brand_name, n.ei_id, e.id as event_id, e.name as event_name, inv.name as inventory_name,
    n.task_id, n.invitation_id, n.suggestion_id, n.action_taken_type, n.action_taken_by_user_id, tu.first_name || ' ' || tu.last_name as action_taken_by_name,
    ru.first_name || ' ' || ru.last_name as recipient_name`;
/** Joins that name a notification `n`'s recipient, actor, brand and event inventory. */
const notificationJoins = sql`join users ru on ru.id = n.user_id left join users au on au.id = n.actor_user_id left join users tu on tu.id = n.action_taken_by_user_id
  left join brands b on b.id = n.brand_id left join event_inventories ei on ei.id = n.ei_id left join events e on e.id = ei.event_id left join inventories inv on inv.id = ei.inventory_id`;
/** Notifications `n` with their links' names. */
const notificationSelect = sql`select ${notificationColumns} from notifications n ${notificationJoins}`;

const ACTOR_TYPES: Partial<Record<NotificationType, string>> = {
  COLLAB_INVITE: 'INVITER',
  BRAND_SUGGESTION: 'SUGGESTER',
};
const RECIPIENT_TYPES: Partial<Record<NotificationType, string>> = {
  COLLAB_INVITE: 'INVITEE',
  BRAND_SUGGESTION: 'PROJECT_OWNER',
};

/** Maps a row to the spec's Notification (spec 000 §3): the actor and the recipient as `users`, with whether the recipient may still act. */
function toNotification(r: Row): Notification {
  const open = r.class === 'ACTION' && !r.action_taken_type;
  const users: Notification['users'] = [];
  if (r.actor_user_id)
    users.push({
      userId: r.actor_user_id,
      userName: r.actor_name ?? '',
      userType: ACTOR_TYPES[r.type] ?? 'ACTOR',
      actionEnabled: false,
      additionalData: null,
    });
  if (r.class === 'ACTION')
    users.push({
      userId: r.user_id,
      userName: r.recipient_name,
      userType: RECIPIENT_TYPES[r.type] ?? 'RECIPIENT',
      actionEnabled: open,
      additionalData: null,
    });
  return {
    id: r.id,
    content: r.content,
    date: iso(r.created_at)!,
    image: r.image,
    isRead: r.is_read,
    class: r.class,
    type: r.type,
    users,
    eventInventories: r.ei_id
      ? [
          {
            eiId: r.ei_id,
            eventId: r.event_id!,
            eventName: r.event_name ?? '',
            inventoryName: r.inventory_name ?? '',
          },
        ]
      : [],
    brands: r.brand_id ? [{ brandId: r.brand_id, brandName: r.brand_name ?? '' }] : [],
    tasks: r.task_id ? [{ id: r.task_id }] : [],
    actionTaken: !!r.action_taken_type,
    actionTakenType: r.action_taken_type,
    actionTakenByUserId: r.action_taken_by_user_id,
    actionTakenByUserName: r.action_taken_by_name,
    additionalData:
      r.invitation_id || r.suggestion_id
        ? {
            ...(r.invitation_id ? { invitationId: r.invitation_id } : {}),
            ...(r.suggestion_id ? { suggestionId: r.suggestion_id } : {}),
          }
        : null,
  };
}

const toEvent = (r: Row & { unread_count: number }): OutgoingNotification => ({
  ...toNotification(r),
  unreadCount: r.unread_count,
  userId: Number(r.user_id),
});

/** The caller's unread count (all classes). */
async function unreadCount(db: Tx, userId: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from notifications where user_id = ${userId} and not is_read`,
  );
  return rows[0].n;
}

/**
 * GET /api/user/notifications (spec 001 §7): the caller's notifications, newest first, 10 a page; class
 * ACTION for the Action tab; with the unread count. Refused while the caller's call lock is on (spec 000 §5).
 */
export async function listNotifications(
  db: Db,
  actor: Actor,
  q: { class: '' | 'ACTION'; pageNo: number; count: number },
): Promise<NotificationListResult> {
  await assertNotLocked(db, actor.userId);
  const where = sql`n.user_id = ${actor.userId} ${q.class === 'ACTION' ? sql`and n.class = 'ACTION'` : sql``}`;
  const [{ rows }, total, unread] = await Promise.all([
    db.execute<Row>(
      sql`${notificationSelect} where ${where} order by n.created_at desc, n.id desc limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`,
    ),
    db.execute<{ n: number }>(sql`select count(*)::int as n from notifications n where ${where}`),
    unreadCount(db, actor.userId),
  ]);
  return {
    notifications: rows.map(toNotification),
    unreadCount: unread,
    ...pageInfo(q.pageNo, q.count, total.rows[0].n),
  };
}

/** Notifications by id with their recipients and each recipient's unread count, in one statement (the push of settled ones). */
async function notificationsByIds(db: Db, ids: number[]): Promise<OutgoingNotification[]> {
  const list = idArray(ids);
  const { rows } = await db.execute<Row & { unread_count: number }>(sql`with unread as (
      select user_id, count(*)::int as n from notifications where not is_read and user_id in (select user_id from notifications where id = any(${list})) group by user_id)
    select x.*, coalesce(c.n, 0) as unread_count from (${notificationSelect} where n.id = any(${list})) x left join unread c on c.user_id = x.user_id order by x.id`);
  return rows.map(toEvent);
}

/** POST /api/user/notifications: marks the caller's listed notifications (or all with markAll) read; answers the unread count. Others' ids are ignored. */
export async function markRead(
  db: Db,
  userId: number,
  req: { notificationIds: number[]; markAll: boolean },
): Promise<{ unreadCount: number }> {
  await db.execute(sql`update notifications set is_read = true where user_id = ${userId} and not is_read
    ${req.markAll ? sql`` : sql`and id = any(${idArray(req.notificationIds)})`}`);
  return { unreadCount: await unreadCount(db, userId) };
}

/** Settles the ACTION notifications of an invitation or a suggestion (APPROVE / REJECT / REVOKED, by whom) and returns their ids to push. */
export async function settleActionNotifications(
  tx: Tx,
  subject: { invitationId?: number; suggestionId?: number },
  type: ActionTakenType,
  byUserId: number,
): Promise<number[]> {
  const where = subject.invitationId
    ? sql`invitation_id = ${subject.invitationId}`
    : sql`suggestion_id = ${subject.suggestionId!}`;
  const { rows } = await tx.execute<{
    id: number;
  }>(sql`update notifications set action_taken_type = ${type}, action_taken_by_user_id = ${byUserId}, action_taken_at = now()
    where ${where} and class = 'ACTION' and action_taken_type is null returning id`);
  return rows.map((r) => Number(r.id));
}
