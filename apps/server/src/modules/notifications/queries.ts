import { sql, type SQL } from 'drizzle-orm';
import type {
  ActionTakenType,
  Notification,
  NotificationEvent,
  NotificationType,
} from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { offsetOf } from '../../lib/paging.js';
import { isoText, oneOf } from '../../lib/sql.js';
import { toNotification, type NotificationRow } from './rows.js';

/** What a producer hands over for one recipient. `content` marks highlights with ** pairs. */
export type NewNotification = {
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
  /** A failed mail from the CRM (MAIL_SEND_FAILED): its email_sends id. */
  sendId?: number | null;
};

/** A notification ready to push: the event and its recipient. */
export type OutgoingNotification = NotificationEvent & { userId: number };

/** The SQL that inserts `list` (one statement) and returns the new rows. */
export function insertSql(list: NewNotification[]): SQL {
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
    send_id: n.sendId ?? null,
  }));
  return sql`insert into notifications (user_id, class, type, content, actor_user_id, brand_id,
      ei_id, task_id, invitation_id, suggestion_id, send_id)
    select x.user_id, x.class, x.type, x.content, x.actor_user_id, x.brand_id, x.ei_id, x.task_id,
      x.invitation_id, x.suggestion_id, x.send_id
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(user_id bigint, class text,
      type text, content text, actor_user_id bigint, brand_id bigint, ei_id bigint, task_id bigint,
      invitation_id bigint, suggestion_id bigint, send_id bigint)
    returning *`;
}

/** Columns of a notification `n` with its links' names (see notificationJoins); `created_at` as ISO text (no Date parsed per row). */
const notificationColumns = sql`n.id, n.user_id, n.class, n.type, n.content, n.image, n.is_read,
    ${isoText(sql`n.created_at`)} as created_at, n.actor_user_id, au.first_name || ' ' || au.last_name as actor_name, n.brand_id,
    b.name as brand_name, n.ei_id, e.id as event_id, e.name as event_name,
    inv.name as inventory_name, n.task_id, n.invitation_id, n.suggestion_id,
    case when es.status = 'FAILED' then n.send_id end as failed_send_id, n.action_taken_type,
    n.action_taken_by_user_id, tu.first_name || ' ' || tu.last_name as action_taken_by_name,
    ru.first_name || ' ' || ru.last_name as recipient_name`;
/** Joins that name a notification `n`'s recipient, actor, brand and event inventory, and find its mail's state. */
const notificationJoins = sql`join users ru on ru.id = n.user_id
  left join users au on au.id = n.actor_user_id
  left join users tu on tu.id = n.action_taken_by_user_id
  left join brands b on b.id = n.brand_id
  left join event_inventories ei on ei.id = n.ei_id
  left join events e on e.id = ei.event_id
  left join inventories inv on inv.id = ei.inventory_id
  left join email_sends es on es.id = n.send_id`;
/** Notifications `n` with their links' names. */
const notificationSelect = sql`select ${notificationColumns} from notifications n ${notificationJoins}`;

type EventRow = NotificationRow & { unread_count: number };

const toEvent = (r: EventRow): OutgoingNotification => ({
  ...toNotification(r),
  unreadCount: r.unread_count,
  userId: Number(r.user_id),
});

/**
 * Runs a notifications insert (`… returning *`) and answers the new notifications fully formed — names
 * of their links and each recipient's unread count after them — in the same statement, so that the push
 * after commit needs no second read. (The rest of the statement sees the table as before the insert: the
 * new rows are counted from the insert's own output.)
 */
export async function insertEvents(tx: Tx, insert: SQL): Promise<OutgoingNotification[]> {
  const { rows } = await tx.execute<EventRow>(sql`with n as (${insert}),
      unread as (
        select user_id, count(*)::int as c
        from notifications
        where not is_read and user_id = any(array(select distinct user_id from n))
        group by user_id),
      added as (select user_id, count(*)::int as c from n where not is_read group by user_id)
    select ${notificationColumns}, coalesce(unread.c, 0) + coalesce(added.c, 0) as unread_count
    from n ${notificationJoins}
    left join unread on unread.user_id = n.user_id
    left join added on added.user_id = n.user_id
    order by n.id`);
  return rows.map(toEvent);
}

/** Notifications by id with their recipients and each recipient's unread count, in one statement (the push of settled ones). */
export async function notificationsByIds(db: Db, ids: number[]): Promise<OutgoingNotification[]> {
  const list = oneOf(ids);
  const { rows } = await db.execute<EventRow>(sql`with unread as (
      select user_id, count(*)::int as n
      from notifications
      where not is_read
        and user_id in (select user_id from notifications where id ${list})
      group by user_id)
    select x.*, coalesce(c.n, 0) as unread_count
    from (${notificationSelect} where n.id ${list}) x
    left join unread c on c.user_id = x.user_id
    order by x.id`);
  return rows.map(toEvent);
}

/** User `userId`'s unread count (all classes). */
export async function unreadCount(db: Tx, userId: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n
    from notifications
    where user_id = ${userId} and not is_read`);
  return rows[0]!.n;
}

/**
 * Page `pageNo` (`count` a page) of user `userId`'s notifications (class ACTION only with `actionOnly`),
 * newest first (ties by id); `total` counts them all.
 */
export async function notificationsPage(
  db: Db,
  q: { userId: number; actionOnly: boolean; pageNo: number; count: number },
): Promise<{ notifications: Notification[]; total: number }> {
  const where = sql`n.user_id = ${q.userId} ${q.actionOnly ? sql`and n.class = 'ACTION'` : sql``}`;
  const [{ rows }, total] = await Promise.all([
    db.execute<NotificationRow>(sql`${notificationSelect}
      where ${where}
      order by n.created_at desc, n.id desc
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from notifications n where ${where}`),
  ]);
  return { notifications: rows.map(toNotification), total: total.rows[0]!.n };
}

/** Marks user `userId`'s unread notifications among `ids` (every one when `ids` is 'all') read. */
export async function markReadRows(db: Db, userId: number, ids: number[] | 'all'): Promise<void> {
  await db.execute(sql`update notifications set is_read = true
    where user_id = ${userId} and not is_read
      ${ids === 'all' ? sql`` : sql`and id ${oneOf(ids)}`}`);
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
  const { rows } = await tx.execute<{ id: number }>(sql`update notifications
    set action_taken_type = ${type}, action_taken_by_user_id = ${byUserId},
      action_taken_at = now()
    where ${where} and class = 'ACTION' and action_taken_type is null
    returning id`);
  return rows.map((r) => Number(r.id));
}

/** User `userId`'s full name (first and last). */
export async function fullName(tx: Tx, userId: number): Promise<string> {
  const { rows } = await tx.execute<{ n: string }>(
    sql`select first_name || ' ' || last_name as n from users where id = ${userId}`,
  );
  return rows[0]!.n;
}
