import { sql } from 'drizzle-orm';
import { TASK_MESSAGES, TaskCreateRequest, TaskListRequest, type Task } from '@crm/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { badRequest, fieldError, forbidden, notFound } from '../../lib/errors.js';
import { idArray } from '../../lib/sql.js';
import { offsetOf, pageInfo } from '../../lib/paging.js';
import type { AddNotifications, Notifications } from '../notifications/index.js';
import {
  followsThreadSql,
  listWhere,
  liveSql,
  tabFrom,
  tabSourceSql,
  taskColumns,
  taskFrom,
  toTask,
  unreadCommentSql,
  type TaskRow,
} from './queries.js';
import { visibleTask } from './visibleTask.js';
import { mentionedUserIds } from '../../lib/mentions.js';
import { resolveAssignees } from './people/resolve.js';
import { nameOf, plain } from '../notifications/index.js';
import { leads } from './people/participants.js';
import { logActivity } from './activity.js';
import type { Reminders } from './reminders.js';

const category = (r: z.infer<typeof TaskCreateRequest>) =>
  r.eventIds.length
    ? 'EVENT'
    : r.inventoryIds.length || r.hasUndefinedInventory
      ? 'INVENTORY'
      : r.brandIds.length
        ? 'BRAND'
        : 'GENERAL';

/** 400 naming the field unless the brands, the (unarchived) inventory and an event offering it exist. */
async function checkLinks(tx: Tx, r: z.infer<typeof TaskCreateRequest>): Promise<void> {
  if (r.brandIds.length) {
    const { rows } = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from brands where id = any(${idArray(r.brandIds)})`,
    );
    if (rows[0].n !== new Set(r.brandIds).size)
      throw fieldError('brandIds', 'lists a brand that does not exist');
  }
  const inventoryId = r.inventoryIds[0];
  if (inventoryId) {
    const { rows } = await tx.execute(
      sql`select 1 from inventories where id = ${inventoryId} and not is_archived`,
    );
    if (!rows.length)
      throw fieldError('inventoryIds', 'names an inventory that does not exist or is archived');
  }
  if (r.eventIds[0]) {
    const { rows } = await tx.execute(
      sql`select 1 from event_inventories where event_id = ${r.eventIds[0]} and inventory_id = ${inventoryId}`,
    );
    if (!rows.length)
      throw fieldError('eventIds', 'names an event that does not offer the chosen inventory');
  }
}

/**
 * PUT /api/task (spec 000 §3, §5; 001 §7): creates a task with its brands, inventory (or the undefined
 * inventory) and event, its assignees (resolveAssignees: picked, role-tagged, auto-assigned; never the
 * creator) each with a sub-assignment, the creator as ASSIGNER, the users mentioned in the description,
 * an activity row and the optional reminder (scheduled once committed); assignees and mentioned users are
 * notified. Answers the id.
 */
export async function createTask(
  db: Db,
  notes: Notifications,
  reminders: Reminders,
  actor: Actor,
  req: z.infer<typeof TaskCreateRequest>,
): Promise<{ id: number; message: string }> {
  let reminder: Awaited<ReturnType<Reminders['set']>> | undefined;
  const id = await notes.run(db, async (tx, notify) => {
    await checkLinks(tx, req);
    const assignees = await resolveAssignees(tx, actor.userId, req);
    const { rows } = await tx.execute<{
      id: number;
    }>(sql`insert into tasks (name, description, creator_user_id, category, inventory_id, event_id, has_undefined_inventory)
      values (${req.name}, ${req.description}, ${actor.userId}, ${category(req)}, ${req.inventoryIds[0] ?? null}, ${req.eventIds[0] ?? null}, ${req.hasUndefinedInventory}) returning id`);
    const taskId = Number(rows[0].id);
    if (req.brandIds.length)
      await tx.execute(
        sql`insert into task_brands (task_id, brand_id) select ${taskId}, b from unnest(${idArray([...new Set(req.brandIds)])}) as b`,
      );
    const people = JSON.stringify(
      assignees.map((a) => ({ user_id: a.userId, type: a.type, auto: a.auto })),
    );
    await tx.execute(sql`insert into task_people (task_id, user_id, relation, type, auto)
      select ${taskId}::bigint, x.user_id, 'ASSIGNEE', x.type, x.auto from json_to_recordset(${people}::json) as x(user_id bigint, type text, auto boolean)
      union all select ${taskId}::bigint, ${actor.userId}::bigint, 'ASSIGNER', 'USER', false`);
    await tx.execute(
      sql`insert into task_sub_assignments (task_id, user_id) select ${taskId}, u from unnest(${idArray(assignees.map((a) => a.userId))}) as u`,
    );
    const mentioned = mentionedUserIds(req.description);
    if (mentioned.length)
      await tx.execute(
        sql`insert into task_mentions (task_id, user_id) select ${taskId}, id from users where id = any(${idArray(mentioned)})`,
      );
    await logActivity(tx, taskId, actor.userId, 'CREATED', {
      name: req.name,
      assignees: assignees.length,
    });
    await notifyPeople(
      tx,
      notify,
      actor.userId,
      taskId,
      req.name,
      assignees.map((a) => a.userId),
      mentioned,
    );
    if (req.reminder) reminder = await reminders.set(actor, { taskId, ...req.reminder }, tx);
    return taskId;
  });
  if (reminder) await reminders.commit(id, reminder.row, reminder.oldJob);
  return { id, message: TASK_MESSAGES.created };
}

/** TASK_ASSIGNED to each assignee and TASK_MENTIONED to the mentioned who are not assignees (never the actor). */
async function notifyPeople(
  tx: Tx,
  notify: AddNotifications,
  actorId: number,
  taskId: number,
  name: string,
  assignees: number[],
  mentioned: number[],
): Promise<void> {
  const by = await nameOf(tx, actorId);
  const task = plain(name);
  await notify([
    ...assignees
      .filter((u) => u !== actorId)
      .map((userId) => ({
        userId,
        type: 'TASK_ASSIGNED' as const,
        actorUserId: actorId,
        taskId,
        content: `**${by}** assigned you the task **${task}**`,
      })),
    ...mentioned
      .filter((u) => u !== actorId && !assignees.includes(u))
      .map((userId) => ({
        userId,
        type: 'TASK_MENTIONED' as const,
        actorUserId: actorId,
        taskId,
        content: `**${by}** mentioned you in the task **${task}**`,
      })),
  ]);
}

/**
 * POST /api/task: one page of tasks for the tab, category, status and filter, newest first (spec 001 §5,
 * §7). One statement: the page's ids with the total (a window over the tab's tasks), then their columns.
 */
export async function listTasks(db: Db, actor: Actor, q: z.infer<typeof TaskListRequest>) {
  const where = listWhere(q);
  const from = tabFrom(actor, q.tab);
  const page = sql`select t.id, t.created_at, count(*) over () as total from ${from} where ${where} order by t.created_at desc, t.id desc limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`;
  const { rows } = await db.execute<
    TaskRow & { total: number }
  >(sql`with page as materialized (${page})
    select ${taskColumns(actor)}, page.total from page join ${taskFrom} on t.id = page.id order by page.created_at desc, page.id desc`);
  // past the last page the window has no row to carry the total
  const total = rows.length
    ? Number(rows[0].total)
    : q.pageNo > 1
      ? (
          await db.execute<{ n: number }>(
            sql`select count(*)::int as n from ${from} where ${where}`,
          )
        ).rows[0].n
      : 0;
  return { tasks: rows.map((r) => toTask(r, actor)), ...pageInfo(q.pageNo, q.count, total) };
}

/**
 * POST /api/task/count: tasks of the status per tab, and per tab the tasks with unread messages (spec
 * 001 §3 Task counts). One pass: the visible tasks of that status (All ∪ Team tasks, which is what the
 * actor may see, so a star on a task no longer visible drops out), read from the creator and people
 * indexes (task_people.task_status); every tab's ids counted against them; unread checked only on tasks
 * that have messages.
 */
export async function taskCounts(db: Db, actor: Actor, q: { status: 'OPEN' | 'CLOSED' }) {
  const tabs = {
    allTasks: 'ALL',
    forYou: 'FOR_YOU',
    createdByYou: 'CREATED_BY_YOU',
    mentions: 'MENTIONS',
    teamTasks: 'TEAM_TASK',
    starred: 'STARRED',
  } as const;
  const keys = Object.keys(tabs) as (keyof typeof tabs)[];
  const src = sql.join(
    keys.map((k) => sql`select ${k}::text as k, s.id from (${tabSourceSql(actor, tabs[k])}) s`),
    sql` union all `,
  );
  const { rows } = await db.execute<{
    k: keyof typeof tabs;
    n: number;
    unread: number;
  }>(sql`with src as materialized (${src}),
    live as materialized (${liveSql(actor, q.status)}),
    unread as materialized (select distinct c.task_id as id from task_comments c join tasks t on t.id = c.task_id
      where c.task_id in (select id from live) and ${unreadCommentSql(actor)} and ${followsThreadSql(actor)})
    select src.k, count(*)::int as n, count(*) filter (where src.id in (select id from unread))::int as unread from src join live on live.id = src.id group by src.k`);
  const per = (f: 'n' | 'unread') =>
    Object.fromEntries(
      keys.map((k) => [k, Number(rows.find((r) => r.k === k)?.[f] ?? 0)]),
    ) as Record<keyof typeof tabs, number>;
  return { taskCounts: per('n'), taskUnReadMessageCounts: per('unread') };
}

/**
 * PATCH /api/task {taskId, name?, description?} (spec 001 §6, §7): a new name by the task's creator only
 * (403 otherwise); a new description by its creator or their TO, its `@` mentions re-read (the newly
 * mentioned are told). Logged; answers the task.
 */
export async function updateTask(
  db: Db,
  notes: Notifications,
  actor: Actor,
  req: { taskId: number; name?: string; description?: string },
): Promise<Task> {
  return notes.run(db, async (tx, notify) => {
    const task = await visibleTask(tx, actor, req.taskId, true);
    if (req.name !== undefined && req.name !== task.name) {
      if (task.creator.userId !== actor.userId)
        throw forbidden(TASK_MESSAGES.renameCreatorOnly, 'RENAME_CREATOR_ONLY');
      await tx.execute(
        sql`update tasks set name = ${req.name}, updated_at = now() where id = ${req.taskId}`,
      );
      await logActivity(tx, req.taskId, actor.userId, 'RENAMED', { from: task.name, to: req.name });
    }
    if (req.description !== undefined && req.description !== task.description) {
      if (!leads(actor, task))
        throw forbidden(
          'Only the task’s creator or their team owner can edit its description',
          'EDIT_NOT_ALLOWED',
        );
      await tx.execute(
        sql`update tasks set description = ${req.description}, updated_at = now() where id = ${req.taskId}`,
      );
      const mentioned = mentionedUserIds(req.description);
      const { rows } = await tx.execute<{ user_id: number }>(
        sql`insert into task_mentions (task_id, user_id) select ${req.taskId}, id from users where id = any(${idArray(mentioned)}) on conflict do nothing returning user_id`,
      );
      await tx.execute(
        sql`delete from task_mentions where task_id = ${req.taskId} and not (user_id = any(${idArray(mentioned)}))`,
      );
      await logActivity(tx, req.taskId, actor.userId, 'DESCRIPTION_EDITED');
      const by = await nameOf(tx, actor.userId);
      await notify(
        rows
          .map((r) => Number(r.user_id))
          .filter((u) => u !== actor.userId)
          .map((userId) => ({
            userId,
            type: 'TASK_MENTIONED' as const,
            actorUserId: actor.userId,
            taskId: req.taskId,
            content: `**${by}** mentioned you in the task **${plain(req.name ?? task.name)}**`,
          })),
      );
    }
    return visibleTask(tx, actor, req.taskId);
  });
}

/**
 * POST /api/task/status {taskId, status}: COMPLETE closes the task (closed_at now), INCOMPLETE reopens it
 * (spec 001 §4) — by its creator, their TO, or an assignee; the others on the task are told.
 */
export async function setTaskStatus(
  db: Db,
  notes: Notifications,
  actor: Actor,
  req: { taskId: number; status: 'COMPLETE' | 'INCOMPLETE' },
): Promise<{ message: string }> {
  const closing = req.status === 'COMPLETE';
  await notes.run(db, async (tx, notify) => {
    const task = await visibleTask(tx, actor, req.taskId, true);
    const assignee = task.people.some(
      (p) => p.relation === 'ASSIGNEE' && p.userId === actor.userId,
    );
    if (!leads(actor, task) && !assignee)
      throw forbidden(
        'Only the task’s creator, their team owner or an assignee can change its status',
        'STATUS_NOT_ALLOWED',
      );
    if (task.isCompleted === closing) return;
    await tx.execute(
      sql`update tasks set status = ${closing ? 'CLOSED' : 'OPEN'}, closed_at = ${closing ? sql`now()` : null}, updated_at = now() where id = ${req.taskId}`,
    );
    await logActivity(tx, req.taskId, actor.userId, closing ? 'CLOSED' : 'REOPENED');
    const by = await nameOf(tx, actor.userId);
    const others = [...new Set(task.people.map((p) => p.userId))].filter((u) => u !== actor.userId);
    await notify(
      others.map((userId) => ({
        userId,
        type: 'TASK_STATUS' as const,
        actorUserId: actor.userId,
        taskId: req.taskId,
        content: `**${by}** ${closing ? 'closed' : 'reopened'} the task **${plain(task.name)}**`,
      })),
    );
  });
  return { message: closing ? TASK_MESSAGES.closed : TASK_MESSAGES.reopened };
}

/** POST /api/task/star {taskId, action}: stars or unstars a visible task for the caller (idempotent). */
export async function starTask(
  db: Db,
  actor: Actor,
  req: { taskId: number; action: 'STAR' | 'UNSTAR' },
): Promise<{ isStarred: boolean }> {
  await visibleTask(db, actor, req.taskId);
  if (req.action === 'STAR')
    await db.execute(
      sql`insert into task_stars (task_id, user_id) values (${req.taskId}, ${actor.userId}) on conflict do nothing`,
    );
  else
    await db.execute(
      sql`delete from task_stars where task_id = ${req.taskId} and user_id = ${actor.userId}`,
    );
  return { isStarred: req.action === 'STAR' };
}

/** DELETE /api/task?taskId: deletes a task (kept, hidden) — its creator or their TO only. 'Task Deleted Successfully'. */
export async function deleteTask(
  db: Db,
  actor: Actor,
  taskId: number,
): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const task = await visibleTask(tx, actor, taskId, true);
    if (!leads(actor, task))
      throw forbidden(
        'Only the task’s creator or their team owner can delete it',
        'DELETE_NOT_ALLOWED',
      );
    await tx.execute(sql`update tasks set deleted_at = now() where id = ${taskId}`);
    await logActivity(tx, taskId, actor.userId, 'DELETED');
  });
  return { message: TASK_MESSAGES.deleted };
}

/**
 * POST /api/task/sub-assignments/status {taskId, taskSubAssignmentId, status} (spec 001 §4): the assignee
 * (or the task's lead) closes or reopens one sub-assignment; closing the last open one closes the task
 * (taskStatus COMPLETE), reopening one reopens a closed task; otherwise UNCHANGED. 400 with the spec's
 * text when an id is missing; 404 for a sub-assignment not on this task.
 */
export async function setSubAssignmentStatus(
  db: Db,
  notes: Notifications,
  actor: Actor,
  req: { taskId?: number; taskSubAssignmentId?: number; status: 'COMPLETE' | 'INCOMPLETE' },
) {
  if (!req.taskId || !req.taskSubAssignmentId)
    throw badRequest(TASK_MESSAGES.subAssignmentIdsRequired, 'IDS_REQUIRED');
  const { taskId, taskSubAssignmentId } = req;
  return notes.run(db, async (tx, notify) => {
    const task = await visibleTask(tx, actor, taskId, true);
    const sub = task.people.find((p) => p.taskSubAssignmentId === taskSubAssignmentId);
    if (!sub) throw notFound('Sub-assignment not found on this task', 'SUB_ASSIGNMENT_NOT_FOUND');
    if (sub.userId !== actor.userId && !leads(actor, task))
      throw forbidden(
        'Only the assignee or the task’s creator can change this sub-assignment',
        'SUB_ASSIGNMENT_NOT_ALLOWED',
      );
    const closing = req.status === 'COMPLETE';
    await tx.execute(
      sql`update task_sub_assignments set status = ${closing ? 'CLOSED' : 'OPEN'}, closed_at = ${closing ? sql`now()` : null} where id = ${taskSubAssignmentId}`,
    );
    await logActivity(
      tx,
      taskId,
      actor.userId,
      closing ? 'SUB_ASSIGNMENT_CLOSED' : 'SUB_ASSIGNMENT_REOPENED',
      { userId: sub.userId },
    );
    const { rows } = await tx.execute<{ all: number; closed: number }>(
      sql`select count(*)::int as all, count(*) filter (where status = 'CLOSED')::int as closed from task_sub_assignments where task_id = ${taskId}`,
    );
    const stats = rows[0];
    let taskStatus: 'COMPLETE' | 'UNCHANGED' = 'UNCHANGED';
    if (closing && stats.closed === stats.all && !task.isCompleted) {
      await tx.execute(
        sql`update tasks set status = 'CLOSED', closed_at = now(), updated_at = now() where id = ${taskId}`,
      );
      await logActivity(tx, taskId, actor.userId, 'CLOSED', {
        reason: 'ALL_SUB_ASSIGNMENTS_CLOSED',
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
      await tx.execute(
        sql`update tasks set status = 'OPEN', closed_at = null, updated_at = now() where id = ${taskId}`,
      );
    }
    return { taskStatus, subAssignmentStats: stats };
  });
}
