import { TASK_MESSAGES, type SubAssignment, type Task } from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';
import type { Actor } from '../../../auth/actor.js';
import { badRequest, fieldError, forbidden, notFound } from '../../../lib/errors.js';
import { pageInfo } from '../../../lib/paging.js';
import type { Notifications } from '../../notifications/index.js';
import { nameOf, plain } from '../../notifications/index.js';
import { leads } from './participants.js';
import { logActivity } from '../activityQueries.js';
import { setTaskClosed } from '../writeQueries.js';
import { visibleTask } from '../visibleTask.js';
import {
  activeUserIds,
  insertThreadMembers,
  setSubAssignmentClosed,
  subAssignmentList,
  subAssignmentStats,
  usersNotInThread,
} from './queries.js';

/** The database and the caller of a sub-assignment request. */
type SubContext = { db: Db; actor: Actor };
/** …of one that notifies. */
type NotifyingContext = SubContext & { notifications: Notifications };

type Ref = { taskId?: number; taskSubAssignmentId?: number };

/** Both ids or 400 with the spec's 'Task ID and Task Sub Assignment ID are required' (spec 001 §5). */
function requireRef(ref: Ref): { taskId: number; subId: number } {
  if (!ref.taskId || !ref.taskSubAssignmentId)
    throw badRequest(TASK_MESSAGES.subAssignmentIdsRequired, 'IDS_REQUIRED');
  return { taskId: ref.taskId, subId: ref.taskSubAssignmentId };
}

/** The visible task and its sub-assignment `subId` (404 when it is not on the task). */
async function subOf(
  tx: Tx,
  actor: Actor,
  { taskId, subId }: { taskId: number; subId: number },
  lock = false,
): Promise<{ task: Task; sub: Task['people'][number] }> {
  const task = await visibleTask(tx, actor, taskId, lock);
  const sub = task.people.find((p) => p.taskSubAssignmentId === subId);
  if (!sub) throw notFound('Sub-assignment not found on this task', 'SUB_ASSIGNMENT_NOT_FOUND');
  return { task, sub };
}

/** POST /api/task/sub-assignments {taskId}: every sub-assignment with its assignee, status, thread members and unread state. */
export async function listSubAssignments({
  db,
  actor,
  taskId,
}: SubContext & { taskId: number }): Promise<{ subAssignments: SubAssignment[] }> {
  await visibleTask(db, actor, taskId);
  return { subAssignments: await subAssignmentList(db, actor, taskId) };
}

/**
 * PUT /api/task/sub-assignments/group {taskId, taskSubAssignmentId, userIds}: adds ACTIVE colleagues to the
 * sub-assignment's thread (by its assignee or the task's lead); they then see the task and are told.
 */
export async function addGroupMembers({
  db,
  notifications,
  actor,
  req,
}: NotifyingContext & { req: Ref & { userIds: number[] } }): Promise<{ message: string }> {
  const { taskId, subId } = requireRef(req);
  return notifications.run(db, async (tx, notify) => {
    const { task, sub } = await subOf(tx, actor, { taskId, subId }, true);
    if (sub.userId !== actor.userId && !leads(actor, task))
      throw forbidden(
        'Only the assignee or the task’s creator can add people to this sub-assignment',
        'SUB_ASSIGNMENT_NOT_ALLOWED',
      );
    const ok = await activeUserIds(tx, req.userIds);
    const bad = req.userIds.find((id) => !ok.includes(id));
    if (bad !== undefined)
      throw fieldError('userIds', `lists user ${bad}, who is not an active colleague`);
    const added = await insertThreadMembers(tx, {
      subId,
      taskId,
      userIds: req.userIds,
      assigneeId: sub.userId,
      addedBy: actor.userId,
    });
    if (added.length) {
      await logActivity(tx, {
        taskId,
        userId: actor.userId,
        action: 'MEMBERS_ADDED',
        detail: { taskSubAssignmentId: subId, userIds: added },
      });
      const by = await nameOf(tx, actor.userId);
      await notify(
        added
          .filter((u) => u !== actor.userId)
          .map((userId) => ({
            userId,
            type: 'TASK_PEOPLE' as const,
            actorUserId: actor.userId,
            taskId,
            content: `**${by}** added you to **${sub.userName}**’s part of the task **${plain(task.name)}**`,
          })),
      );
    }
    return {
      message: added.length
        ? `${added.length} ${added.length === 1 ? 'person' : 'people'} added`
        : 'Everyone chosen is already on it',
    };
  });
}

/** POST /api/task/sub-assignments/users/for-addition: ACTIVE colleagues not yet on the sub-assignment (nor its assignee), paged by name. */
export async function usersForAddition({
  db,
  actor,
  req,
}: SubContext & { req: Ref & { searchFor: string; pageNo: number; count: number } }) {
  const { taskId, subId } = requireRef(req);
  const { sub } = await subOf(db, actor, { taskId, subId });
  const { users, total } = await usersNotInThread(db, {
    subId,
    assigneeId: sub.userId,
    searchFor: req.searchFor,
    pageNo: req.pageNo,
    count: req.count,
  });
  return { users, ...pageInfo(req.pageNo, req.count, total) };
}

/** POST /api/task/sub-assignments/reminder/manual {taskId, taskSubAssignmentId}: reminds that assignee now (their part must be open). */
export async function nudgeSubAssignment({
  db,
  notifications,
  actor,
  req,
}: NotifyingContext & { req: Ref }): Promise<{ message: string }> {
  const { taskId, subId } = requireRef(req);
  return notifications.run(db, async (tx, notify) => {
    const { task, sub } = await subOf(tx, actor, { taskId, subId });
    if (sub.subAssignmentStatus === 'CLOSED')
      return { message: `${sub.userName} has already closed their part` };
    if (sub.userId === actor.userId) return { message: 'This part is yours' };
    await notify([
      {
        userId: sub.userId,
        type: 'TASK_REMINDER' as const,
        actorUserId: actor.userId,
        taskId,
        content: `Reminder: **${plain(task.name)}** is waiting for you`,
      },
    ]);
    return { message: `Reminder sent to ${sub.userName}` };
  });
}

/**
 * POST /api/task/sub-assignments/status {taskId, taskSubAssignmentId, status} (spec 001 §4): the assignee
 * (or the task's lead) closes or reopens one sub-assignment; closing the last open one closes the task
 * (taskStatus COMPLETE), reopening one reopens a closed task; otherwise UNCHANGED. 400 with the spec's
 * text when an id is missing; 404 for a sub-assignment not on this task.
 */
export async function setSubAssignmentStatus({
  db,
  notifications,
  actor,
  req,
}: NotifyingContext & { req: Ref & { status: 'COMPLETE' | 'INCOMPLETE' } }) {
  const { taskId, subId } = requireRef(req);
  return notifications.run(db, async (tx, notify) => {
    const { task, sub } = await subOf(tx, actor, { taskId, subId }, true);
    if (sub.userId !== actor.userId && !leads(actor, task))
      throw forbidden(
        'Only the assignee or the task’s creator can change this sub-assignment',
        'SUB_ASSIGNMENT_NOT_ALLOWED',
      );
    const closing = req.status === 'COMPLETE';
    await setSubAssignmentClosed(tx, subId, closing);
    await logActivity(tx, {
      taskId,
      userId: actor.userId,
      action: closing ? 'SUB_ASSIGNMENT_CLOSED' : 'SUB_ASSIGNMENT_REOPENED',
      detail: { userId: sub.userId },
    });
    const stats = await subAssignmentStats(tx, taskId);
    let taskStatus: 'COMPLETE' | 'UNCHANGED' = 'UNCHANGED';
    if (closing && stats.closed === stats.all && !task.isCompleted) {
      await setTaskClosed(tx, taskId, true);
      await logActivity(tx, {
        taskId,
        userId: actor.userId,
        action: 'CLOSED',
        detail: { reason: 'ALL_SUB_ASSIGNMENTS_CLOSED' },
      });
      const by = await nameOf(tx, actor.userId);
      await notify(
        [...new Set(task.people.map((p) => p.userId))]
          .filter((u) => u !== actor.userId)
          .map((userId) => ({
            userId,
            type: 'TASK_STATUS' as const,
            actorUserId: actor.userId,
            taskId,
            content: `The task **${plain(task.name)}** is closed: **${by}** closed the last open part`,
          })),
      );
      taskStatus = 'COMPLETE';
    } else if (!closing && task.isCompleted) {
      await setTaskClosed(tx, taskId, false);
    }
    return { taskStatus, subAssignmentStats: stats };
  });
}
