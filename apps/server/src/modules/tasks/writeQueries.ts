import { and, eq, not, sql } from 'drizzle-orm';
import type { AssigneeType, Task } from '@crm/contracts';
import type { Tx } from '../../db/client.js';
import { brands, inventories, taskStars, tasks } from '../../db/schema/index.js';
import { idArray, oneOf } from '../../lib/sql.js';

/** How many of the brands `ids` exist. */
export async function countBrands(tx: Tx, ids: number[]): Promise<number> {
  const rows = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(brands)
    .where(sql`${brands.id} ${oneOf(ids)}`);
  return rows[0].n;
}

/** Whether inventory `id` exists and is not archived. */
export async function isLiveInventory(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: inventories.id })
    .from(inventories)
    .where(and(eq(inventories.id, id), not(inventories.isArchived)));
  return rows.length > 0;
}

/**
 * Whether event `eventId` may go with inventory `inventoryId` on a task: it offers the inventory; without
 * one (the undefined inventory), it is an unarchived event, with or without inventories.
 */
export async function eventOffers(
  tx: Tx,
  eventId: number,
  inventoryId: number | undefined,
): Promise<boolean> {
  const { rows } =
    inventoryId === undefined
      ? await tx.execute(sql`select 1 from events where id = ${eventId} and not is_archived`)
      : await tx.execute(sql`select 1 from event_inventories
          where event_id = ${eventId} and inventory_id = ${inventoryId}`);
  return rows.length > 0;
}

/** A new task's own columns. */
type NewTask = {
  name: string;
  description: string;
  creatorUserId: number;
  category: Task['category'];
  inventoryId: number | null;
  eventId: number | null;
  hasUndefinedInventory: boolean;
};

/** Inserts a task; answers its id. */
export async function insertTask(tx: Tx, task: NewTask): Promise<number> {
  const rows = await tx.insert(tasks).values(task).returning({ id: tasks.id });
  return Number(rows[0].id);
}

/** Links task `taskId` to the brands `brandIds` (distinct). */
export async function insertTaskBrands(tx: Tx, taskId: number, brandIds: number[]): Promise<void> {
  await tx.execute(sql`insert into task_brands (task_id, brand_id)
    select ${taskId}, b from unnest(${idArray(brandIds)}) as b`);
}

/** Puts the assignees on task `taskId` (who, as what, whether a toggle added them) and `assignerId` as its ASSIGNER, in one statement. */
export async function insertTaskPeople(
  tx: Tx,
  taskId: number,
  p: { assignerId: number; assignees: { userId: number; type: AssigneeType; auto: boolean }[] },
): Promise<void> {
  const people = JSON.stringify(
    p.assignees.map((a) => ({ user_id: a.userId, type: a.type, auto: a.auto })),
  );
  await tx.execute(sql`insert into task_people (task_id, user_id, relation, type, auto)
    select ${taskId}::bigint, x.user_id, 'ASSIGNEE', x.type, x.auto
      from json_to_recordset(${people}::json) as x(user_id bigint, type text, auto boolean)
    union all select ${taskId}::bigint, ${p.assignerId}::bigint, 'ASSIGNER', 'USER', false`);
}

/** Gives each of `userIds` an OPEN sub-assignment on the new task `taskId`. */
export async function insertSubAssignments(
  tx: Tx,
  taskId: number,
  userIds: number[],
): Promise<void> {
  await tx.execute(sql`insert into task_sub_assignments (task_id, user_id)
    select ${taskId}, u from unnest(${idArray(userIds)}) as u`);
}

/** Records the existing users among `userIds` as mentioned by the new task `taskId`. */
export async function insertMentions(tx: Tx, taskId: number, userIds: number[]): Promise<void> {
  await tx.execute(sql`insert into task_mentions (task_id, user_id)
    select ${taskId}, id from users where id ${oneOf(userIds)}`);
}

/** Sets task `taskId`'s name or description, stamping updated_at. */
export async function updateTaskText(
  tx: Tx,
  taskId: number,
  set: { name: string } | { description: string },
): Promise<void> {
  await tx
    .update(tasks)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(tasks.id, taskId));
}

/** Makes the existing users among `userIds` task `taskId`'s mentions; answers those newly mentioned. */
export async function replaceMentions(
  tx: Tx,
  taskId: number,
  userIds: number[],
): Promise<number[]> {
  const { rows } = await tx.execute<{
    user_id: number;
  }>(sql`insert into task_mentions (task_id, user_id)
    select ${taskId}, id from users where id ${oneOf(userIds)}
    on conflict do nothing
    returning user_id`);
  await tx.execute(sql`delete from task_mentions
    where task_id = ${taskId} and not (user_id ${oneOf(userIds)})`);
  return rows.map((r) => Number(r.user_id));
}

/** Closes task `taskId` (CLOSED, closed_at now) or reopens it (OPEN, no closed_at), stamping updated_at. */
export async function setTaskClosed(tx: Tx, taskId: number, closed: boolean): Promise<void> {
  await tx
    .update(tasks)
    .set({
      status: closed ? 'CLOSED' : 'OPEN',
      closedAt: closed ? sql`now()` : null,
      updatedAt: sql`now()`,
    })
    .where(eq(tasks.id, taskId));
}

/** Stars (`on`) or unstars task `taskId` for `userId` (idempotent). */
export async function setStar(
  tx: Tx,
  star: { taskId: number; userId: number; on: boolean },
): Promise<void> {
  const row = { taskId: star.taskId, userId: star.userId };
  if (star.on) await tx.insert(taskStars).values(row).onConflictDoNothing();
  else
    await tx
      .delete(taskStars)
      .where(and(eq(taskStars.taskId, row.taskId), eq(taskStars.userId, row.userId)));
}

/** Marks task `taskId` deleted (kept, hidden). */
export async function markTaskDeleted(tx: Tx, taskId: number): Promise<void> {
  await tx
    .update(tasks)
    .set({ deletedAt: sql`now()` })
    .where(eq(tasks.id, taskId));
}
