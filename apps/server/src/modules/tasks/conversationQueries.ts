import { eq, sql } from 'drizzle-orm';
import type { TaskComment } from '@crm/contracts';
import type { Tx } from '../../db/client.js';
import { taskSubAssignmentMembers } from '../../db/schema/index.js';
import { offsetOf } from '../../lib/paging.js';
import { isoText, jsonValue, userSummaryJson } from '../../lib/sql.js';

/** A thread of a task: `subId` names a sub-assignment's thread, undefined the main thread. */
type Thread = { taskId: number; subId: number | undefined };

type CommentRow = {
  id: number;
  task_id: number;
  sub_assignment_id: number | null;
  text: string;
  sender: TaskComment['sender'] | string;
  created_at: unknown;
  local_id: string | null;
};

const commentColumns = sql`c.id, c.task_id, c.sub_assignment_id, c.text, ${userSummaryJson()} as sender,
  ${isoText(sql`c.created_at`)} as created_at, c.local_id`;

const toComment = (r: CommentRow): TaskComment => ({
  id: Number(r.id),
  taskId: Number(r.task_id),
  taskSubAssignmentId: r.sub_assignment_id === null ? null : Number(r.sub_assignment_id),
  text: r.text,
  sender: jsonValue(r.sender),
  createdAt: String(r.created_at),
  localId: r.local_id,
});

/** The users added to sub-assignment `subId`'s thread. */
export async function threadMembers(tx: Tx, subId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: taskSubAssignmentMembers.userId })
    .from(taskSubAssignmentMembers)
    .where(eq(taskSubAssignmentMembers.subAssignmentId, subId));
  return rows.map((r) => Number(r.userId));
}

/** Marks the thread read up to its newest message for `userId` (never moves back). */
export const markRead = (tx: Tx, userId: number, t: Thread) =>
  tx.execute(sql`insert into task_comment_reads (task_id, user_id, thread, last_read_id)
    select ${t.taskId}, ${userId}, ${t.subId ?? 0}, max(id)
    from task_comments
    where task_id = ${t.taskId} and sub_assignment_id is not distinct from ${t.subId ?? null}::bigint
    having max(id) is not null
    on conflict (task_id, user_id, thread)
      do update set last_read_id = greatest(task_comment_reads.last_read_id, excluded.last_read_id)`);

/** One page of the thread's comments, newest first; and how many it has. */
export async function commentPage(
  tx: Tx,
  q: Thread & { pageNo: number; count: number },
): Promise<{ comments: TaskComment[]; total: number }> {
  const where = sql`c.task_id = ${q.taskId}
    and c.sub_assignment_id is not distinct from ${q.subId ?? null}::bigint`;
  const [{ rows }, total] = await Promise.all([
    tx.execute<CommentRow>(sql`select ${commentColumns}
      from task_comments c join users u on u.id = c.sender_user_id
      where ${where}
      order by c.id desc
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    tx.execute<{ n: number }>(sql`select count(*)::int as n from task_comments c where ${where}`),
  ]);
  return { comments: rows.map(toComment), total: total.rows[0].n };
}

/**
 * Stores a comment by `senderId` in the thread, once per sender and `localId`: answers its id and whether
 * it is new (a retry of a stored localId answers the stored one's id).
 */
export async function insertComment(
  tx: Tx,
  c: Thread & { senderId: number; text: string; localId?: string },
): Promise<{ id: number; fresh: boolean }> {
  const { rows } = await tx.execute<{ id: number }>(sql`insert into task_comments
      (task_id, sub_assignment_id, sender_user_id, text, local_id)
    values (${c.taskId}, ${c.subId ?? null}, ${c.senderId}, ${c.text}, ${c.localId ?? null})
    on conflict (sender_user_id, local_id) where local_id is not null do nothing
    returning id`);
  if (rows.length) return { id: rows[0].id, fresh: true };
  // a retry of a stored localId: the conflict waited for its writer, so a new statement sees its row
  const { rows: stored } = await tx.execute<{ id: number }>(sql`select id from task_comments
    where sender_user_id = ${c.senderId} and local_id = ${c.localId ?? null}`);
  return { id: stored[0].id, fresh: false };
}

/** Comment `id` as the contract's TaskComment. */
export async function commentById(tx: Tx, id: number): Promise<TaskComment> {
  const { rows } = await tx.execute<CommentRow>(sql`select ${commentColumns}
    from task_comments c join users u on u.id = c.sender_user_id
    where c.id = ${id}`);
  return toComment(rows[0]);
}
