import { TASK_MESSAGES, type Task } from '@crm/contracts';
import type { Db } from '../../../db/client.js';
import type { Actor } from '../../../auth/actor.js';
import { badRequest, fieldError, forbidden } from '../../../lib/errors.js';
import type { Notifications } from '../../notifications/index.js';
import { nameOf, plain } from '../../notifications/index.js';
import { leads } from './participants.js';
import { logActivity } from '../activityQueries.js';
import { setTaskClosed } from '../writeQueries.js';
import { autoToggleLabel } from './resolve.js';
import { visibleTask } from '../visibleTask.js';
import {
  activeUserIds,
  addSubAssignments,
  deleteAssignees,
  insertAssignees,
  openSubAssignments,
} from './queries.js';

/** The database, the notifications and the caller of a request that changes a task's people. */
type PeopleContext = { db: Db; notifications: Notifications; actor: Actor };

/** Who may change a task's people: its lead (creator or their TO). 403 otherwise. */
function mayManage(actor: Actor, task: Task): void {
  if (!leads(actor, task))
    throw forbidden(
      'Only the task’s creator or their team owner can change its people',
      'PEOPLE_NOT_ALLOWED',
    );
}

/**
 * PUT /api/task/people {taskId, relatedUsers, roles} (spec 000 §5; 001 §7): adds ACTIVE colleagues picked
 * by hand and everyone of each tagged role as assignees, each with an OPEN sub-assignment (a closed task
 * reopens). Never the creator (400); people already on it are kept as they are. Newcomers are told.
 */
export async function addPeople({
  db,
  notifications,
  actor,
  req,
}: PeopleContext & {
  req: { taskId: number; relatedUsers: { id: number; type: string }[]; roles: string[] };
}): Promise<Task> {
  const { taskId } = req;
  return notifications.run(db, async (tx, notify) => {
    const task = await visibleTask(tx, actor, req.taskId, true);
    mayManage(actor, task);
    if (req.relatedUsers.some((u) => u.id === task.creator.userId))
      throw badRequest(TASK_MESSAGES.selfAssign, 'SELF_ASSIGN');
    const picked = [...new Set(req.relatedUsers.map((u) => u.id))];
    const active = await activeUserIds(tx, picked);
    const inactive = picked.find((id) => !active.includes(id));
    if (inactive !== undefined)
      throw fieldError('relatedUsers', `lists user ${inactive}, who is not an active colleague`);
    const added = await insertAssignees(tx, {
      taskId,
      picked: req.relatedUsers,
      roles: req.roles,
      creatorId: task.creator.userId,
    });
    if (!added.length) return task;
    await addSubAssignments(tx, taskId, added);
    if (task.isCompleted) await setTaskClosed(tx, taskId, false);
    const detail = { userIds: added };
    await logActivity(tx, { taskId, userId: actor.userId, action: 'PEOPLE_ADDED', detail });
    const by = await nameOf(tx, actor.userId);
    await notify(
      added
        .filter((u) => u !== actor.userId)
        .map((userId) => ({
          userId,
          type: 'TASK_ASSIGNED' as const,
          actorUserId: actor.userId,
          taskId,
          content: `**${by}** assigned you the task **${plain(task.name)}**`,
        })),
    );
    return visibleTask(tx, actor, taskId);
  });
}

/**
 * POST /api/task/people/removal {taskId, userIds}: removes assignees with their sub-assignments. An
 * auto-assigned person is refused with the spec's 'This user is auto-assigned…' naming the toggle; the last
 * assignee cannot go ('Add at least one assignee'). Nothing changes on a refusal.
 */
export async function removePeople({
  db,
  notifications,
  actor,
  req,
}: PeopleContext & { req: { taskId: number; userIds: number[] } }): Promise<Task> {
  const { taskId } = req;
  return notifications.run(db, async (tx, notify) => {
    const task = await visibleTask(tx, actor, req.taskId, true);
    mayManage(actor, task);
    const assignees = task.people.filter((p) => p.relation === 'ASSIGNEE');
    const going = assignees.filter((p) => req.userIds.includes(p.userId));
    const auto = going.find((p) => p.auto);
    if (auto)
      throw badRequest(TASK_MESSAGES.autoAssigned(autoToggleLabel(auto.type)), 'AUTO_ASSIGNED');
    if (!going.length) return task;
    if (going.length === assignees.length)
      throw badRequest(TASK_MESSAGES.assigneeRequired, 'ASSIGNEE_REQUIRED');
    const goingIds = going.map((p) => p.userId);
    await deleteAssignees(tx, taskId, goingIds);
    const detail = { userIds: goingIds };
    await logActivity(tx, { taskId, userId: actor.userId, action: 'PEOPLE_REMOVED', detail });
    if (!task.isCompleted && (await openSubAssignments(tx, taskId)) === 0) {
      await setTaskClosed(tx, taskId, true);
      await logActivity(tx, {
        taskId,
        userId: actor.userId,
        action: 'CLOSED',
        detail: { reason: 'ALL_SUB_ASSIGNMENTS_CLOSED' },
      });
    }
    const by = await nameOf(tx, actor.userId);
    await notify(
      going
        .filter((p) => p.userId !== actor.userId)
        .map((p) => ({
          userId: p.userId,
          type: 'TASK_PEOPLE' as const,
          actorUserId: actor.userId,
          taskId,
          content: `**${by}** removed you from the task **${plain(task.name)}**`,
        })),
    );
    return visibleTask(tx, actor, taskId);
  });
}
