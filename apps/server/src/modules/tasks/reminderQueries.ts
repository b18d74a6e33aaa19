import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { iso } from '../../lib/paging.js';
import type { Recurrence } from '../../jobs/recurrence.js';

type ReminderRow = {
  id: number;
  task_id: number;
  remind_at: unknown;
  first_at: unknown;
  recurrence: Recurrence | null;
  job_id: string | null;
};

/** A task's reminder as the spec's client reads it (spec 001 §3 Reminder). */
const toReminder = (r: ReminderRow) => ({
  id: Number(r.id),
  date: iso(r.remind_at)!,
  isRecurring: !!r.recurrence,
  reccuranceType: r.recurrence,
});

/** Records the pending job `jobId` of reminder `reminderId` of task `taskId`. */
export async function setReminderJob(
  db: Db,
  r: { taskId: number; reminderId: number; jobId: string | null },
): Promise<void> {
  await db.execute(sql`update task_reminders set job_id = ${r.jobId}
    where task_id = ${r.taskId} and id = ${r.reminderId}`);
}

/**
 * Reminder `reminderId` of the live task `taskId`, locked (FOR UPDATE), with the task's name; undefined
 * when it was cancelled or replaced, or the task deleted.
 */
export async function lockDueReminder(tx: Tx, taskId: number, reminderId: number) {
  const { rows } = await tx.execute<ReminderRow & { name: string }>(sql`select r.*, t.name
    from task_reminders r join tasks t on t.id = r.task_id
    where r.task_id = ${taskId} and r.id = ${reminderId} and t.deleted_at is null
    for update of r`);
  const r = rows[0];
  return r && { name: r.name, firstAt: new Date(iso(r.first_at)!), recurrence: r.recurrence };
}

/** Everyone on task `taskId` (its people), once each. */
export async function taskPeopleIds(tx: Tx, taskId: number): Promise<number[]> {
  const { rows } = await tx.execute<{ user_id: number }>(
    sql`select distinct user_id from task_people where task_id = ${taskId}`,
  );
  return rows.map((p) => Number(p.user_id));
}

/** Moves task `taskId`'s reminder to `next` (its job not scheduled yet). */
export async function moveReminder(tx: Tx, taskId: number, next: Date): Promise<void> {
  await tx.execute(sql`update task_reminders set remind_at = ${next.toISOString()}, job_id = null
    where task_id = ${taskId}`);
}

/** Removes task `taskId`'s reminder. */
export async function deleteReminder(tx: Tx, taskId: number): Promise<void> {
  await tx.execute(sql`delete from task_reminders where task_id = ${taskId}`);
}

/** The pending job of task `taskId`'s reminder, if it has one. */
export async function reminderJob(tx: Tx, taskId: number): Promise<string | null> {
  const { rows } = await tx.execute<{ job_id: string | null }>(
    sql`select job_id from task_reminders where task_id = ${taskId}`,
  );
  return rows[0]?.job_id ?? null;
}

/**
 * Sets task `taskId`'s reminder at `at` (replacing any: a new id, no job yet) by `userId`; answers its id,
 * time and recurrence.
 */
export async function upsertReminder(
  tx: Tx,
  r: { taskId: number; at: Date; recurrence: Recurrence | null; userId: number },
): Promise<{ id: number; remindAt: Date; recurrence: Recurrence | null }> {
  const at = r.at.toISOString();
  const { rows } = await tx.execute<ReminderRow>(sql`insert into task_reminders
      (task_id, remind_at, first_at, recurrence, created_by_user_id)
    values (${r.taskId}, ${at}, ${at}, ${r.recurrence}, ${r.userId})
    on conflict (task_id) do update set id = default, remind_at = excluded.remind_at,
      first_at = excluded.first_at, recurrence = excluded.recurrence,
      created_by_user_id = excluded.created_by_user_id, job_id = null, created_at = now()
    returning *`);
  const row = rows[0];
  return {
    id: Number(row.id),
    remindAt: new Date(iso(row.remind_at)!),
    recurrence: row.recurrence,
  };
}

/** Task `taskId`'s reminders (at most one) as the client reads them. */
export async function taskReminders(db: Db, taskId: number) {
  const { rows } = await db.execute<ReminderRow>(
    sql`select * from task_reminders where task_id = ${taskId}`,
  );
  return rows.map(toReminder);
}

/** Removes reminder `reminderId` of task `taskId`; answers whether there was one and its pending job. */
export async function deleteReminderById(
  tx: Tx,
  taskId: number,
  reminderId: number,
): Promise<{ jobId: string | null } | undefined> {
  const { rows } = await tx.execute<{ job_id: string | null }>(sql`delete from task_reminders
    where task_id = ${taskId} and id = ${reminderId}
    returning job_id`);
  return rows[0] && { jobId: rows[0].job_id };
}
