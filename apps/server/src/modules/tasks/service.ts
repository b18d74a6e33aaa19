import { TASK_MESSAGES, TaskCreateRequest, TaskListRequest, type Task } from '@crm/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { fieldError, forbidden } from '../../lib/errors.js';
import { pageInfo } from '../../lib/paging.js';
import type { AddNotifications, Notifications } from '../notifications/index.js';
import { nameOf, plain } from '../notifications/index.js';
import { mentionedUserIds } from '../../lib/mentions.js';
import { tabCounts, taskPage } from './listQueries.js';
import {
  countBrands,
  eventOffers,
  insertMentions,
  insertSubAssignments,
  insertTask,
  insertTaskBrands,
  insertTaskPeople,
  isLiveInventory,
  markTaskDeleted,
  replaceMentions,
  setStar,
  setTaskClosed,
  updateTaskText,
} from './writeQueries.js';
import { visibleTask } from './visibleTask.js';
import { resolveAssignees } from './people/resolve.js';
import { leads } from './people/participants.js';
import { logActivity } from './activityQueries.js';
import type { Reminders, ScheduledReminder } from './reminders.js';
import { webhookEvent } from '../webhooks/index.js';

/** The database and the caller of a tasks request. */
type TasksContext = { db: Db; actor: Actor };
/** …of a request that notifies. */
type NotifyingContext = TasksContext & { notifications: Notifications };

const category = (r: z.infer<typeof TaskCreateRequest>) =>
  r.eventIds.length
    ? 'EVENT'
    : r.inventoryIds.length || r.hasUndefinedInventory
      ? 'INVENTORY'
      : r.brandIds.length
        ? 'BRAND'
        : 'GENERAL';

/** 400 naming the field unless the brands, the (unarchived) inventory and an event offering it (any unarchived event with the undefined inventory) exist. */
async function checkLinks(tx: Tx, r: z.infer<typeof TaskCreateRequest>): Promise<void> {
  if (r.brandIds.length && (await countBrands(tx, r.brandIds)) !== new Set(r.brandIds).size)
    throw fieldError('brandIds', 'lists a brand that does not exist');
  const inventoryId = r.inventoryIds[0];
  if (inventoryId && !(await isLiveInventory(tx, inventoryId)))
    throw fieldError('inventoryIds', 'names an inventory that does not exist or is archived');
  if (r.eventIds[0] && !(await eventOffers(tx, r.eventIds[0], inventoryId)))
    throw fieldError(
      'eventIds',
      inventoryId
        ? 'names an event that does not offer the chosen inventory'
        : 'names an event that does not exist or is archived',
    );
}

/**
 * PUT /api/task (spec 000 §3, §5; 001 §7): creates a task with its brands, inventory (or the undefined
 * inventory) and event, its assignees (resolveAssignees: picked, role-tagged, auto-assigned; never the
 * creator) each with a sub-assignment, the creator as ASSIGNER, the users mentioned in the description,
 * an activity row and the optional reminder (scheduled once committed); assignees and mentioned users are
 * notified. Answers the id.
 */
export async function createTask({
  db,
  notifications,
  reminders,
  actor,
  req,
}: NotifyingContext & {
  reminders: Reminders;
  req: z.infer<typeof TaskCreateRequest>;
}): Promise<{ id: number; message: string }> {
  let reminder: ScheduledReminder | undefined;
  const id = await notifications.run(db, async (tx, notify) => {
    await checkLinks(tx, req);
    const assignees = await resolveAssignees(tx, actor.userId, req);
    const taskId = await insertTask(tx, {
      name: req.name,
      description: req.description,
      creatorUserId: actor.userId,
      category: category(req),
      inventoryId: req.inventoryIds[0] ?? null,
      eventId: req.eventIds[0] ?? null,
      hasUndefinedInventory: req.hasUndefinedInventory,
    });
    if (req.brandIds.length) await insertTaskBrands(tx, taskId, [...new Set(req.brandIds)]);
    await insertTaskPeople(tx, taskId, { assignerId: actor.userId, assignees });
    const assigneeIds = assignees.map((a) => a.userId);
    await insertSubAssignments(tx, taskId, assigneeIds);
    const mentioned = mentionedUserIds(req.description);
    if (mentioned.length) await insertMentions(tx, taskId, mentioned);
    await logActivity(tx, {
      taskId,
      userId: actor.userId,
      action: 'CREATED',
      detail: { name: req.name, assignees: assignees.length },
    });
    await notifyPeople(tx, notify, {
      actorId: actor.userId,
      taskId,
      name: req.name,
      assignees: assigneeIds,
      mentioned,
    });
    if (req.reminder)
      reminder = (await reminders.set({ actor, req: { taskId, ...req.reminder }, tx })).scheduled;
    await webhookEvent(tx, {
      type: 'task.created',
      orderKey: `task:${taskId}`,
      data: {
        taskId,
        name: req.name,
        brandIds: [...new Set(req.brandIds)],
        eventId: req.eventIds[0] ?? null,
        assigneeUserIds: assigneeIds,
        byUserId: actor.userId,
      },
    });
    return taskId;
  });
  if (reminder) await reminders.commit(reminder);
  return { id, message: TASK_MESSAGES.created };
}

/** TASK_ASSIGNED to each assignee and TASK_MENTIONED to the mentioned who are not assignees (never the actor). */
async function notifyPeople(
  tx: Tx,
  notify: AddNotifications,
  p: { actorId: number; taskId: number; name: string; assignees: number[]; mentioned: number[] },
): Promise<void> {
  const { actorId, taskId } = p;
  const by = await nameOf(tx, actorId);
  const task = plain(p.name);
  await notify([
    ...p.assignees
      .filter((u) => u !== actorId)
      .map((userId) => ({
        userId,
        type: 'TASK_ASSIGNED' as const,
        actorUserId: actorId,
        taskId,
        content: `**${by}** assigned you the task **${task}**`,
      })),
    ...p.mentioned
      .filter((u) => u !== actorId && !p.assignees.includes(u))
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
export async function listTasks({
  db,
  actor,
  q,
}: TasksContext & { q: z.infer<typeof TaskListRequest> }) {
  const { tasks, total } = await taskPage(db, actor, q);
  return { tasks, ...pageInfo(q.pageNo, q.count, total) };
}

/**
 * POST /api/task/count: tasks of the status per tab, and per tab the tasks with unread messages (spec
 * 001 §3 Task counts). Each tab counted from the actor's own index rows, as its un-narrowed list
 * shows it (a star on a task no longer visible drops out); unread checked once per task (tabCounts).
 */
export async function taskCounts({
  db,
  actor,
  q,
}: TasksContext & { q: { status: 'OPEN' | 'CLOSED' } }) {
  const { n, unread } = await tabCounts(db, actor, q.status);
  return { taskCounts: n, taskUnReadMessageCounts: unread };
}

/**
 * PATCH /api/task {taskId, name?, description?} (spec 001 §6, §7): a new name by the task's creator only
 * (403 otherwise); a new description by its creator or their TO, its `@` mentions re-read (the newly
 * mentioned are told). Logged; answers the task.
 */
export async function updateTask({
  db,
  notifications,
  actor,
  req,
}: NotifyingContext & {
  req: { taskId: number; name?: string; description?: string };
}): Promise<Task> {
  const { taskId } = req;
  return notifications.run(db, async (tx, notify) => {
    const task = await visibleTask(tx, actor, taskId, true);
    if (req.name !== undefined && req.name !== task.name) {
      if (task.creator.userId !== actor.userId)
        throw forbidden(TASK_MESSAGES.renameCreatorOnly, 'RENAME_CREATOR_ONLY');
      await updateTaskText(tx, taskId, { name: req.name });
      const detail = { from: task.name, to: req.name };
      await logActivity(tx, { taskId, userId: actor.userId, action: 'RENAMED', detail });
    }
    if (req.description !== undefined && req.description !== task.description) {
      if (!leads(actor, task))
        throw forbidden(
          'Only the task’s creator or their team owner can edit its description',
          'EDIT_NOT_ALLOWED',
        );
      await updateTaskText(tx, taskId, { description: req.description });
      const added = await replaceMentions(tx, taskId, mentionedUserIds(req.description));
      await logActivity(tx, { taskId, userId: actor.userId, action: 'DESCRIPTION_EDITED' });
      const by = await nameOf(tx, actor.userId);
      await notify(
        added
          .filter((u) => u !== actor.userId)
          .map((userId) => ({
            userId,
            type: 'TASK_MENTIONED' as const,
            actorUserId: actor.userId,
            taskId,
            content: `**${by}** mentioned you in the task **${plain(req.name ?? task.name)}**`,
          })),
      );
    }
    return visibleTask(tx, actor, taskId);
  });
}

/**
 * POST /api/task/status {taskId, status}: COMPLETE closes the task (closed_at now), INCOMPLETE reopens it
 * (spec 001 §4) — by its creator, their TO, or an assignee; the others on the task are told.
 */
export async function setTaskStatus({
  db,
  notifications,
  actor,
  req,
}: NotifyingContext & {
  req: { taskId: number; status: 'COMPLETE' | 'INCOMPLETE' };
}): Promise<{ message: string }> {
  const closing = req.status === 'COMPLETE';
  await notifications.run(db, async (tx, notify) => {
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
    await setTaskClosed(tx, req.taskId, closing);
    const action = closing ? 'CLOSED' : 'REOPENED';
    await logActivity(tx, { taskId: req.taskId, userId: actor.userId, action });
    if (closing)
      await webhookEvent(tx, {
        type: 'task.closed',
        orderKey: `task:${req.taskId}`,
        data: { taskId: req.taskId, byUserId: actor.userId },
      });
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
export async function starTask({
  db,
  actor,
  req,
}: TasksContext & {
  req: { taskId: number; action: 'STAR' | 'UNSTAR' };
}): Promise<{ isStarred: boolean }> {
  await visibleTask(db, actor, req.taskId);
  const on = req.action === 'STAR';
  await setStar(db, { taskId: req.taskId, userId: actor.userId, on });
  return { isStarred: on };
}

/** DELETE /api/task?taskId: deletes a task (kept, hidden) — its creator or their TO only. 'Task Deleted Successfully'. */
export async function deleteTask({
  db,
  actor,
  taskId,
}: TasksContext & { taskId: number }): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const task = await visibleTask(tx, actor, taskId, true);
    if (!leads(actor, task))
      throw forbidden(
        'Only the task’s creator or their team owner can delete it',
        'DELETE_NOT_ALLOWED',
      );
    await markTaskDeleted(tx, taskId);
    await logActivity(tx, { taskId, userId: actor.userId, action: 'DELETED' });
  });
  return { message: TASK_MESSAGES.deleted };
}
