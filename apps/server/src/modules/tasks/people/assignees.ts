import { sql } from 'drizzle-orm';
import { TASK_MESSAGES, type Task } from '@crm/contracts';
import type { Db } from '../../../db/client.js';
import type { Actor } from '../../../auth/actor.js';
import { badRequest, fieldError, forbidden } from '../../../lib/errors.js';
import { idArray } from '../../../lib/sql.js';
import type { Notifications } from '../../notifications/index.js';
import { nameOf, plain } from '../../notifications/index.js';
import { leads } from './participants.js';
import { logActivity } from '../activity.js';
import { autoToggleLabel } from './resolve.js';
import { visibleTask } from '../visibleTask.js';

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
export async function addPeople(
  db: Db,
  notes: Notifications,
  actor: Actor,
  req: { taskId: number; relatedUsers: { id: number; type: string }[]; roles: string[] },
): Promise<Task> {
  return notes.run(db, async (tx, notify) => {
    const task = await visibleTask(tx, actor, req.taskId, true);
    mayManage(actor, task);
    if (req.relatedUsers.some((u) => u.id === task.creator.userId))
      throw badRequest(TASK_MESSAGES.selfAssign, 'SELF_ASSIGN');
    const picked = [...new Set(req.relatedUsers.map((u) => u.id))];
    const { rows: active } = await tx.execute<{ id: number }>(
      sql`select id from users where id = any(${idArray(picked)}) and status = 'ACTIVE'`,
    );
    const inactive = picked.find((id) => !active.some((r) => Number(r.id) === id));
    if (inactive !== undefined)
      throw fieldError('relatedUsers', `lists user ${inactive}, who is not an active colleague`);
    const people = JSON.stringify(req.relatedUsers.map((u) => ({ user_id: u.id, type: u.type })));
    const { rows } = await tx.execute<{
      user_id: number;
    }>(sql`insert into task_people (task_id, user_id, relation, type, auto)
      select ${req.taskId}::bigint, x.user_id, 'ASSIGNEE', x.type, false from json_to_recordset(${people}::json) as x(user_id bigint, type text)
      union select ${req.taskId}::bigint, u.id, 'ASSIGNEE', 'ROLE', false from users u where u.status = 'ACTIVE' and u.roles && ${`{${req.roles.join(',')}}`}::text[] and u.id <> ${task.creator.userId}
      on conflict do nothing returning user_id`);
    const added = [...new Set(rows.map((r) => Number(r.user_id)))];
    if (!added.length) return task;
    await tx.execute(
      sql`insert into task_sub_assignments (task_id, user_id) select ${req.taskId}, u from unnest(${idArray(added)}) as u on conflict do nothing`,
    );
    if (task.isCompleted)
      await tx.execute(
        sql`update tasks set status = 'OPEN', closed_at = null, updated_at = now() where id = ${req.taskId}`,
      );
    await logActivity(tx, req.taskId, actor.userId, 'PEOPLE_ADDED', { userIds: added });
    const by = await nameOf(tx, actor.userId);
    await notify(
      added
        .filter((u) => u !== actor.userId)
        .map((userId) => ({
          userId,
          type: 'TASK_ASSIGNED' as const,
          actorUserId: actor.userId,
          taskId: req.taskId,
          content: `**${by}** assigned you the task **${plain(task.name)}**`,
        })),
    );
    return visibleTask(tx, actor, req.taskId);
  });
}

/**
 * POST /api/task/people/removal {taskId, userIds}: removes assignees with their sub-assignments. An
 * auto-assigned person is refused with the spec's 'This user is auto-assigned…' naming the toggle; the last
 * assignee cannot go ('Add at least one assignee'). Nothing changes on a refusal.
 */
export async function removePeople(
  db: Db,
  notes: Notifications,
  actor: Actor,
  req: { taskId: number; userIds: number[] },
): Promise<Task> {
  return notes.run(db, async (tx, notify) => {
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
    const ids = idArray(going.map((p) => p.userId));
    await tx.execute(
      sql`delete from task_people where task_id = ${req.taskId} and relation = 'ASSIGNEE' and user_id = any(${ids})`,
    );
    await tx.execute(
      sql`delete from task_sub_assignments where task_id = ${req.taskId} and user_id = any(${ids})`,
    );
    await logActivity(tx, req.taskId, actor.userId, 'PEOPLE_REMOVED', {
      userIds: going.map((p) => p.userId),
    });
    const left = await tx.execute<{ open: number }>(
      sql`select count(*) filter (where status = 'OPEN')::int as open from task_sub_assignments where task_id = ${req.taskId}`,
    );
    if (!task.isCompleted && left.rows[0].open === 0) {
      await tx.execute(
        sql`update tasks set status = 'CLOSED', closed_at = now(), updated_at = now() where id = ${req.taskId}`,
      );
      await logActivity(tx, req.taskId, actor.userId, 'CLOSED', {
        reason: 'ALL_SUB_ASSIGNMENTS_CLOSED',
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
          taskId: req.taskId,
          content: `**${by}** removed you from the task **${plain(task.name)}**`,
        })),
    );
    return visibleTask(tx, actor, req.taskId);
  });
}
