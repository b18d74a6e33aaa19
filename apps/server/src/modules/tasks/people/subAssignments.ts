import { sql } from 'drizzle-orm';
import { TASK_MESSAGES, type SubAssignment, type Task, type UserSummary } from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';
import type { Actor } from '../../../auth/actor.js';
import { badRequest, fieldError, forbidden, notFound } from '../../../lib/errors.js';
import { containsPattern, idArray, jsonValue, userSummaryJson } from '../../../lib/sql.js';
import { offsetOf, pageInfo } from '../../../lib/paging.js';
import type { Notifications } from '../../notifications/index.js';
import { nameOf, plain } from '../../notifications/index.js';
import { leads } from './participants.js';
import { logActivity } from '../activity.js';
import { followsThreadSql, unreadCommentSql } from '../queries.js';
import { visibleTask } from '../visibleTask.js';

type Ref = { taskId?: number; taskSubAssignmentId?: number };
type SubRow = {
  id: number;
  task_id: number;
  status: 'OPEN' | 'CLOSED';
  closed_at: string | null;
  assignee: UserSummary | string;
  members: UserSummary[] | string;
  unread: boolean;
};

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
  taskId: number,
  subId: number,
  lock = false,
): Promise<{ task: Task; sub: Task['people'][number] }> {
  const task = await visibleTask(tx, actor, taskId, lock);
  const sub = task.people.find((p) => p.taskSubAssignmentId === subId);
  if (!sub) throw notFound('Sub-assignment not found on this task', 'SUB_ASSIGNMENT_NOT_FOUND');
  return { task, sub };
}

/** POST /api/task/sub-assignments {taskId}: every sub-assignment with its assignee, status, thread members and unread state. */
export async function listSubAssignments(
  db: Db,
  actor: Actor,
  taskId: number,
): Promise<{ subAssignments: SubAssignment[] }> {
  await visibleTask(db, actor, taskId);
  const { rows } =
    await db.execute<SubRow>(sql`select sa.id, sa.task_id, sa.status, to_char(sa.closed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as closed_at,
      ${userSummaryJson()} as assignee,
      coalesce((select json_agg(${userSummaryJson(sql.raw('mu'))} order by mu.first_name) from task_sub_assignment_members sm join users mu on mu.id = sm.user_id where sm.sub_assignment_id = sa.id), '[]') as members,
      exists (select 1 from task_comments c where c.task_id = sa.task_id and c.sub_assignment_id = sa.id and ${unreadCommentSql(actor)} and ${followsThreadSql(actor)}) as unread
    from task_sub_assignments sa join users u on u.id = sa.user_id join tasks t on t.id = sa.task_id where sa.task_id = ${taskId} order by u.first_name, sa.id`);
  return {
    subAssignments: rows.map((r) => ({
      taskSubAssignmentId: Number(r.id),
      taskId: Number(r.task_id),
      assignee: jsonValue(r.assignee),
      status: r.status,
      closedAt: r.closed_at,
      members: jsonValue(r.members),
      hasUnReadMessages: r.unread,
    })),
  };
}

/**
 * PUT /api/task/sub-assignments/group {taskId, taskSubAssignmentId, userIds}: adds ACTIVE colleagues to the
 * sub-assignment's thread (by its assignee or the task's lead); they then see the task and are told.
 */
export async function addGroupMembers(
  db: Db,
  notes: Notifications,
  actor: Actor,
  req: Ref & { userIds: number[] },
): Promise<{ message: string }> {
  const { taskId, subId } = requireRef(req);
  return notes.run(db, async (tx, notify) => {
    const { task, sub } = await subOf(tx, actor, taskId, subId, true);
    if (sub.userId !== actor.userId && !leads(actor, task))
      throw forbidden(
        'Only the assignee or the task’s creator can add people to this sub-assignment',
        'SUB_ASSIGNMENT_NOT_ALLOWED',
      );
    const { rows: ok } = await tx.execute<{ id: number }>(
      sql`select id from users where id = any(${idArray(req.userIds)}) and status = 'ACTIVE'`,
    );
    const bad = req.userIds.find((id) => !ok.some((r) => Number(r.id) === id));
    if (bad !== undefined)
      throw fieldError('userIds', `lists user ${bad}, who is not an active colleague`);
    const { rows } = await tx.execute<{
      user_id: number;
    }>(sql`insert into task_sub_assignment_members (sub_assignment_id, task_id, user_id, added_by_user_id)
      select ${subId}, ${taskId}, u, ${actor.userId} from unnest(${idArray(req.userIds)}) as u where u <> ${sub.userId} on conflict do nothing returning user_id`);
    const added = rows.map((r) => Number(r.user_id));
    if (added.length) {
      await logActivity(tx, taskId, actor.userId, 'MEMBERS_ADDED', {
        taskSubAssignmentId: subId,
        userIds: added,
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
export async function usersForAddition(
  db: Db,
  actor: Actor,
  req: Ref & { searchFor: string; pageNo: number; count: number },
) {
  const { taskId, subId } = requireRef(req);
  const { sub } = await subOf(db, actor, taskId, subId);
  const where = sql`u.status = 'ACTIVE' and u.id <> ${sub.userId} and not exists (select 1 from task_sub_assignment_members sm where sm.sub_assignment_id = ${subId} and sm.user_id = u.id)
    ${req.searchFor ? sql`and lower(u.first_name || ' ' || u.last_name) like ${containsPattern(req.searchFor)}` : sql``}`;
  const [{ rows }, total] = await Promise.all([
    db.execute<{ u: UserSummary | string }>(
      sql`select ${userSummaryJson()} as u from users u where ${where} order by u.first_name, u.last_name, u.id limit ${req.count} offset ${offsetOf(req.pageNo, req.count)}`,
    ),
    db.execute<{ n: number }>(sql`select count(*)::int as n from users u where ${where}`),
  ]);
  return {
    users: rows.map((r) => jsonValue(r.u)),
    ...pageInfo(req.pageNo, req.count, total.rows[0].n),
  };
}

/** POST /api/task/sub-assignments/reminder/manual {taskId, taskSubAssignmentId}: reminds that assignee now (their part must be open). */
export async function nudgeSubAssignment(
  db: Db,
  notes: Notifications,
  actor: Actor,
  req: Ref,
): Promise<{ message: string }> {
  const { taskId, subId } = requireRef(req);
  return notes.run(db, async (tx, notify) => {
    const { task, sub } = await subOf(tx, actor, taskId, subId);
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
