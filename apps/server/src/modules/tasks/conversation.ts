import { sql } from 'drizzle-orm';
import type { Task, TaskComment } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { offsetOf, pageInfo } from '../../lib/paging.js';
import { jsonValue, userSummaryJson } from '../../lib/sql.js';
import type { Notifications } from '../notifications/index.js';
import { nameOf, plain } from '../notifications/index.js';
import { everyoneOn, leads } from './people/participants.js';
import { visibleTask } from './visibleTask.js';

type CommentRow = {
  id: number;
  task_id: number;
  sub_assignment_id: number | null;
  text: string;
  sender: TaskComment['sender'] | string;
  created_at: unknown;
  local_id: string | null;
};

const commentColumns = sql`c.id, c.task_id, c.sub_assignment_id, c.text, ${userSummaryJson()} as sender, to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at, c.local_id`;
const toComment = (r: CommentRow): TaskComment => ({
  id: Number(r.id),
  taskId: Number(r.task_id),
  taskSubAssignmentId: r.sub_assignment_id === null ? null : Number(r.sub_assignment_id),
  text: r.text,
  sender: jsonValue(r.sender),
  createdAt: String(r.created_at),
  localId: r.local_id,
});

/**
 * The thread of `taskSubAssignmentId` (or the main thread) as the actor may use it: anyone who sees the
 * task uses the main thread; a sub-assignment's thread is for its assignee, its members and the task's
 * lead (403 otherwise; 404 when the sub-assignment is not on the task). Answers the task and the users
 * who follow the thread.
 */
async function thread(
  tx: Tx,
  actor: Actor,
  taskId: number,
  subId: number | undefined,
): Promise<{ task: Task; followers: number[] }> {
  const task = await visibleTask(tx, actor, taskId);
  if (!subId) return { task, followers: everyoneOn(task) };
  const sub = task.people.find((p) => p.taskSubAssignmentId === subId);
  if (!sub) throw notFound('Sub-assignment not found on this task', 'SUB_ASSIGNMENT_NOT_FOUND');
  const { rows } = await tx.execute<{ user_id: number }>(
    sql`select user_id from task_sub_assignment_members where sub_assignment_id = ${subId}`,
  );
  const followers = [task.creator.userId, sub.userId, ...rows.map((r) => Number(r.user_id))];
  if (!followers.includes(actor.userId) && !leads(actor, task))
    throw forbidden(
      'Only the people of this sub-assignment can use its conversation',
      'THREAD_NOT_ALLOWED',
    );
  return { task, followers: [...new Set(followers)] };
}

/** Marks the thread read up to its newest message for the actor. */
const markRead = (tx: Tx, actor: Actor, taskId: number, subId: number | undefined) =>
  tx.execute(sql`insert into task_comment_reads (task_id, user_id, thread, last_read_id)
  select ${taskId}, ${actor.userId}, ${subId ?? 0}, max(id) from task_comments where task_id = ${taskId} and sub_assignment_id is not distinct from ${subId ?? null}::bigint having max(id) is not null
  on conflict (task_id, user_id, thread) do update set last_read_id = greatest(task_comment_reads.last_read_id, excluded.last_read_id)`);

/** GET /api/task/comments: one page of the thread, newest first; reading it marks it read for the caller. */
export async function listComments(
  db: Db,
  actor: Actor,
  q: { taskId: number; taskSubAssignmentId?: number; pageNo: number; count: number },
) {
  return db.transaction(async (tx) => {
    await thread(tx, actor, q.taskId, q.taskSubAssignmentId);
    const where = sql`c.task_id = ${q.taskId} and c.sub_assignment_id is not distinct from ${q.taskSubAssignmentId ?? null}::bigint`;
    const [{ rows }, total] = await Promise.all([
      tx.execute<CommentRow>(
        sql`select ${commentColumns} from task_comments c join users u on u.id = c.sender_user_id where ${where} order by c.id desc limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`,
      ),
      tx.execute<{ n: number }>(sql`select count(*)::int as n from task_comments c where ${where}`),
    ]);
    if (q.pageNo === 1) await markRead(tx, actor, q.taskId, q.taskSubAssignmentId);
    return { comments: rows.map(toComment), ...pageInfo(q.pageNo, q.count, total.rows[0].n) };
  });
}

/**
 * PUT /api/task/comments: stores the message (once per sender and localId: a retry answers the stored one),
 * marks the thread read for the sender, and tells the thread's other followers (TASK_COMMENT notification).
 * Answers the comment and who follows the thread (for the TASK_UPDATE push after commit).
 */
export async function postComment(
  db: Db,
  notes: Notifications,
  actor: Actor,
  req: { taskId: number; taskSubAssignmentId?: number; text: string; localId?: string },
) {
  return notes.run(db, async (tx, notify) => {
    const { task, followers } = await thread(tx, actor, req.taskId, req.taskSubAssignmentId);
    const { rows: ins } = await tx.execute<{
      id: number;
    }>(sql`insert into task_comments (task_id, sub_assignment_id, sender_user_id, text, local_id)
      values (${req.taskId}, ${req.taskSubAssignmentId ?? null}, ${actor.userId}, ${req.text}, ${req.localId ?? null})
      on conflict (sender_user_id, local_id) where local_id is not null do nothing returning id`);
    // a retry of a stored localId: the conflict waited for its writer, so a new statement sees its row
    const rows = ins.length
      ? [{ id: ins[0].id, fresh: true }]
      : (
          await tx.execute<{ id: number }>(
            sql`select id from task_comments where sender_user_id = ${actor.userId} and local_id = ${req.localId ?? null}`,
          )
        ).rows.map((r) => ({ id: r.id, fresh: false }));
    const { rows: got } = await tx.execute<CommentRow>(
      sql`select ${commentColumns} from task_comments c join users u on u.id = c.sender_user_id where c.id = ${rows[0].id}`,
    );
    const comment = toComment(got[0]);
    if (comment.taskId !== req.taskId)
      throw forbidden('This message id was already used for another task', 'LOCAL_ID_REUSED');
    if (rows[0].fresh) {
      await markRead(tx, actor, req.taskId, req.taskSubAssignmentId);
      const by = await nameOf(tx, actor.userId);
      await notify(
        followers
          .filter((u) => u !== actor.userId)
          .map((userId) => ({
            userId,
            type: 'TASK_COMMENT' as const,
            actorUserId: actor.userId,
            taskId: req.taskId,
            content: `**${by}** commented on the task **${plain(task.name)}**`,
          })),
      );
    }
    return { comment, followers, fresh: rows[0].fresh };
  });
}
