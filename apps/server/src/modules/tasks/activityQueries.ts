import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { offsetOf } from '../../lib/paging.js';
import { isoText, jsonValue } from '../../lib/sql.js';

/** What an activity row says beyond its action; `userNames` is added on read for the users it names. */
export type ActivityDetail = {
  name?: string;
  from?: string;
  to?: string;
  userIds?: number[];
  assignees?: number;
  reason?: string;
  userNames?: string[];
} | null;

/** Appends a row to the task's activity log (every change: who, when, what). */
export const logActivity = (
  tx: Tx,
  a: { taskId: number; userId: number; action: string; detail?: object | null },
) =>
  tx.execute(sql`insert into task_activity (task_id, user_id, action, detail)
    values (${a.taskId}, ${a.userId}, ${a.action}, ${a.detail ? JSON.stringify(a.detail) : null}::jsonb)`);

type ActivityRow = {
  id: number;
  action: string;
  detail: ActivityDetail | string;
  user_id: number;
  user_name: string;
  created_at: string;
};

/** The detail of activity `a`, with the names of the users it names (`userIds` or `userId`) as `userNames`. */
const detailWithNames = sql`case when a.detail ? 'userIds' or a.detail ? 'userId'
    then a.detail || jsonb_build_object('userNames', (
      select coalesce(jsonb_agg(x.first_name || ' ' || x.last_name order by x.first_name), '[]')
      from users x
      where x.id in (
        select jsonb_array_elements_text(
          coalesce(a.detail->'userIds', jsonb_build_array(a.detail->'userId'))
        )::bigint
      )
    ))
    else a.detail end`;

/** One page of task `taskId`'s activity, newest first, each with its actor; and how many there are. */
export async function activityPage(db: Db, q: { taskId: number; pageNo: number; count: number }) {
  const [{ rows }, total] = await Promise.all([
    db.execute<ActivityRow>(sql`select a.id, a.action, ${detailWithNames} as detail, a.user_id,
        u.first_name || ' ' || u.last_name as user_name,
        ${isoText(sql`a.created_at`)} as created_at
      from task_activity a join users u on u.id = a.user_id
      where a.task_id = ${q.taskId}
      order by a.created_at desc, a.id desc
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from task_activity where task_id = ${q.taskId}`,
    ),
  ]);
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      action: r.action,
      detail: jsonValue<ActivityDetail>(r.detail),
      user: { userId: Number(r.user_id), userName: r.user_name },
      createdAt: r.created_at,
    })),
    total: total.rows[0].n,
  };
}
