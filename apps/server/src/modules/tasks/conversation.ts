import type { Task } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { pageInfo } from '../../lib/paging.js';
import type { Notifications } from '../notifications/index.js';
import { nameOf, plain } from '../notifications/index.js';
import { everyoneOn, leads } from './people/participants.js';
import { visibleTask } from './visibleTask.js';
import {
  commentById,
  commentPage,
  insertComment,
  markRead,
  threadMembers,
} from './conversationQueries.js';

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
  const followers = [task.creator.userId, sub.userId, ...(await threadMembers(tx, subId))];
  if (!followers.includes(actor.userId) && !leads(actor, task))
    throw forbidden(
      'Only the people of this sub-assignment can use its conversation',
      'THREAD_NOT_ALLOWED',
    );
  return { task, followers: [...new Set(followers)] };
}

/** The database and the caller of a conversation request. */
type ConversationContext = { db: Db; actor: Actor };

/** GET /api/task/comments: one page of the thread, newest first; reading it marks it read for the caller. */
export async function listComments({
  db,
  actor,
  q,
}: ConversationContext & {
  q: { taskId: number; taskSubAssignmentId?: number; pageNo: number; count: number };
}) {
  const t = { taskId: q.taskId, subId: q.taskSubAssignmentId };
  return db.transaction(async (tx) => {
    await thread(tx, actor, t.taskId, t.subId);
    const { comments, total } = await commentPage(tx, { ...t, pageNo: q.pageNo, count: q.count });
    if (q.pageNo === 1) await markRead(tx, actor.userId, t);
    return { comments, ...pageInfo(q.pageNo, q.count, total) };
  });
}

/**
 * PUT /api/task/comments: stores the message (once per sender and localId: a retry answers the stored one),
 * marks the thread read for the sender, and tells the thread's other followers (TASK_COMMENT notification).
 * Answers the comment and who follows the thread (for the TASK_UPDATE push after commit).
 */
export async function postComment({
  db,
  notifications,
  actor,
  req,
}: ConversationContext & {
  notifications: Notifications;
  req: { taskId: number; taskSubAssignmentId?: number; text: string; localId?: string };
}) {
  const t = { taskId: req.taskId, subId: req.taskSubAssignmentId };
  return notifications.run(db, async (tx, notify) => {
    const { task, followers } = await thread(tx, actor, t.taskId, t.subId);
    const { id, fresh } = await insertComment(tx, {
      ...t,
      senderId: actor.userId,
      text: req.text,
      localId: req.localId,
    });
    const comment = await commentById(tx, id);
    if (comment.taskId !== req.taskId)
      throw forbidden('This message id was already used for another task', 'LOCAL_ID_REUSED');
    if (fresh) {
      await markRead(tx, actor.userId, t);
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
    return { comment, followers, fresh };
  });
}
