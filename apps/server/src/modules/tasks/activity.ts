import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { offsetOf, pageInfo } from '../../lib/paging.js';
import { visibleTask } from './visibleTask.js';
import { jsonValue } from '../../lib/sql.js';

/** Appends a row to the task's activity log (every change: who, when, what). */
export const logActivity = (
  tx: Tx,
  taskId: number,
  userId: number,
  action: string,
  detail: object | null = null,
) =>
  tx.execute(
    sql`insert into task_activity (task_id, user_id, action, detail) values (${taskId}, ${userId}, ${action}, ${detail ? JSON.stringify(detail) : null}::jsonb)`,
  );

type Detail = {
  name?: string;
  from?: string;
  to?: string;
  userIds?: number[];
  assignees?: number;
  reason?: string;
  userNames?: string[];
} | null;

const names = (d: Detail) => (d?.userNames?.length ? d.userNames.join(', ') : 'someone');

/** The log line of one activity row (what happened, in words; the who and when are their own fields). */
function activityText(action: string, d: Detail): string {
  switch (action) {
    case 'CREATED':
      return `created the task${d?.assignees ? ` for ${d.assignees} ${d.assignees === 1 ? 'person' : 'people'}` : ''}`;
    case 'RENAMED':
      return `renamed the task from “${d?.from}” to “${d?.to}”`;
    case 'DESCRIPTION_EDITED':
      return 'edited the description';
    case 'CLOSED':
      return d?.reason === 'ALL_SUB_ASSIGNMENTS_CLOSED'
        ? 'closed the last open part, which closed the task'
        : 'closed the task';
    case 'REOPENED':
      return 'reopened the task';
    case 'SUB_ASSIGNMENT_CLOSED':
      return `closed the part of ${names(d)}`;
    case 'SUB_ASSIGNMENT_REOPENED':
      return `reopened the part of ${names(d)}`;
    case 'PEOPLE_ADDED':
      return `added ${names(d)}`;
    case 'PEOPLE_REMOVED':
      return `removed ${names(d)}`;
    case 'MEMBERS_ADDED':
      return `added ${names(d)} to a part`;
    case 'REMINDER_SET':
      return 'set a reminder';
    case 'REMINDER_CANCELLED':
      return 'cleared the reminder';
    case 'DELETED':
      return 'deleted the task';
    default:
      return action.toLowerCase().replace(/_/g, ' ');
  }
}

/** POST /api/task/activity {taskId, pageNo, count}: the activity log of a visible task, newest first, with the people it names. */
export async function listActivity(
  db: Db,
  actor: Actor,
  q: { taskId: number; pageNo: number; count: number },
) {
  await visibleTask(db, actor, q.taskId);
  const [{ rows }, total] = await Promise.all([
    db.execute<{
      id: number;
      action: string;
      detail: Detail | string;
      user_id: number;
      user_name: string;
      created_at: string;
    }>(sql`select a.id, a.action,
        case when a.detail ? 'userIds' or a.detail ? 'userId' then a.detail || jsonb_build_object('userNames', (select coalesce(jsonb_agg(x.first_name || ' ' || x.last_name order by x.first_name), '[]') from users x
          where x.id in (select jsonb_array_elements_text(coalesce(a.detail->'userIds', jsonb_build_array(a.detail->'userId')))::bigint))) else a.detail end as detail,
        a.user_id, u.first_name || ' ' || u.last_name as user_name, to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
      from task_activity a join users u on u.id = a.user_id where a.task_id = ${q.taskId} order by a.created_at desc, a.id desc limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from task_activity where task_id = ${q.taskId}`,
    ),
  ]);
  return {
    activities: rows.map((r) => {
      const detail = jsonValue<Detail>(r.detail);
      return {
        id: Number(r.id),
        action: r.action,
        text: activityText(r.action, detail),
        user: { userId: Number(r.user_id), userName: r.user_name },
        createdAt: r.created_at,
      };
    }),
    ...pageInfo(q.pageNo, q.count, total.rows[0].n),
  };
}
