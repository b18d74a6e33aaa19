import { sql } from 'drizzle-orm';
import { TASK_MESSAGES } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { AppError, notFound } from '../../lib/errors.js';
import { iso } from '../../lib/paging.js';
import type { JobQueue } from '../../jobs/queue.js';
import { nextOccurrence, type Recurrence } from '../../jobs/recurrence.js';
import type { Notifications } from '../notifications/index.js';
import { visibleTask } from './visibleTask.js';

/** The pg-boss job that fires task reminders. */
export const REMINDER_JOB = 'task-reminder';
type ReminderJob = { taskId: number; reminderId: number };
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

/** The reminder service: set, list, cancel, nudge, and the worker that fires reminders. */
export function createReminders(db: Db, notes: Notifications, jobs: JobQueue) {
  /** Schedules the job of a reminder row and records its id (after the row is committed). */
  const schedule = async (taskId: number, reminderId: number, at: Date) => {
    const jobId = await jobs.send<ReminderJob>(
      REMINDER_JOB,
      { taskId, reminderId },
      { startAfter: at },
    );
    await db.execute(
      sql`update task_reminders set job_id = ${jobId} where task_id = ${taskId} and id = ${reminderId}`,
    );
  };

  /** Fires one reminder: notifies the task's assignees and creator, then schedules the next occurrence or removes it. Stale jobs do nothing. */
  const fire = async ({ taskId, reminderId }: ReminderJob) => {
    let next: Date | null = null;
    await notes.run(db, async (tx, notify) => {
      const { rows } = await tx.execute<
        ReminderRow & { name: string }
      >(sql`select r.*, t.name from task_reminders r join tasks t on t.id = r.task_id
        where r.task_id = ${taskId} and r.id = ${reminderId} and t.deleted_at is null for update of r`);
      const r = rows[0];
      if (!r) return; // cancelled or replaced since it was scheduled
      const { rows: people } = await tx.execute<{ user_id: number }>(
        sql`select distinct user_id from task_people where task_id = ${taskId}`,
      );
      await notify(
        people.map((p) => ({
          userId: Number(p.user_id),
          type: 'TASK_REMINDER' as const,
          taskId,
          content: `Reminder: **${r.name.replace(/\*/g, '')}**`,
        })),
      );
      if (r.recurrence) {
        next = nextOccurrence(new Date(iso(r.first_at)!), r.recurrence, new Date());
        await tx.execute(
          sql`update task_reminders set remind_at = ${next.toISOString()}, job_id = null where task_id = ${taskId}`,
        );
      } else {
        await tx.execute(sql`delete from task_reminders where task_id = ${taskId}`);
      }
    });
    if (next) await schedule(taskId, reminderId, next);
  };

  return {
    /** Starts this copy's worker (pg-boss runs each job once across copies). */
    start: () => jobs.work<ReminderJob>(REMINDER_JOB, fire),

    /**
     * PUT /api/task/reminder {taskId, date, isRecurring, reccuranceType} (spec 001 §7): sets the task's
     * reminder — only the latest is kept, an older one is cancelled (spec 001 §4). 400 'Please select a
     * future date, past dates are not allowed.' for a time not in the future. Anyone on the task may set it.
     */
    async set(
      actor: Actor,
      req: {
        taskId: number;
        date: string;
        isRecurring: boolean;
        reccuranceType?: Recurrence | null;
      },
      tx?: Tx,
    ) {
      const at = new Date(req.date);
      if (!(at.getTime() > Date.now()))
        throw new AppError(400, 'PAST_REMINDER', TASK_MESSAGES.pastReminder, 'date');
      const write = async (t: Tx) => {
        await visibleTask(t, actor, req.taskId, true);
        const { rows: old } = await t.execute<{ job_id: string | null }>(
          sql`select job_id from task_reminders where task_id = ${req.taskId}`,
        );
        const { rows } =
          await t.execute<ReminderRow>(sql`insert into task_reminders (task_id, remind_at, first_at, recurrence, created_by_user_id)
          values (${req.taskId}, ${at.toISOString()}, ${at.toISOString()}, ${req.isRecurring ? req.reccuranceType! : null}, ${actor.userId})
          on conflict (task_id) do update set id = default, remind_at = excluded.remind_at, first_at = excluded.first_at, recurrence = excluded.recurrence,
            created_by_user_id = excluded.created_by_user_id, job_id = null, created_at = now() returning *`);
        await t.execute(
          sql`insert into task_activity (task_id, user_id, action, detail) values (${req.taskId}, ${actor.userId}, 'REMINDER_SET', ${JSON.stringify({ date: at.toISOString(), recurrence: rows[0].recurrence })}::jsonb)`,
        );
        return { row: rows[0], oldJob: old[0]?.job_id ?? null };
      };
      const { row, oldJob } = tx ? await write(tx) : await db.transaction(write);
      return { row, oldJob, message: TASK_MESSAGES.reminderCreated };
    },

    /** After the reminder's transaction committed: cancels the replaced job and schedules the new one. */
    async commit(taskId: number, row: ReminderRow, oldJob: string | null) {
      if (oldJob) await jobs.cancel(REMINDER_JOB, oldJob);
      await schedule(taskId, Number(row.id), new Date(iso(row.remind_at)!));
    },

    /** POST /api/task/reminder {taskId}: the task's reminder (a list of at most one). */
    async list(actor: Actor, taskId: number) {
      await visibleTask(db, actor, taskId);
      const { rows } = await db.execute<ReminderRow>(
        sql`select * from task_reminders where task_id = ${taskId}`,
      );
      return { reminders: rows.map(toReminder) };
    },

    /** POST /api/task/reminder/cancellation {taskId, reminderId}: removes the reminder and its pending job. 404 when there is none. */
    async cancel(actor: Actor, req: { taskId: number; reminderId: number }) {
      const jobId = await db.transaction(async (tx) => {
        await visibleTask(tx, actor, req.taskId, true);
        const { rows } = await tx.execute<{ job_id: string | null }>(
          sql`delete from task_reminders where task_id = ${req.taskId} and id = ${req.reminderId} returning job_id`,
        );
        if (!rows[0]) throw notFound(TASK_MESSAGES.reminderDeleteFailed, 'REMINDER_NOT_FOUND');
        await tx.execute(
          sql`insert into task_activity (task_id, user_id, action) values (${req.taskId}, ${actor.userId}, 'REMINDER_CANCELLED')`,
        );
        return rows[0].job_id;
      });
      if (jobId) await jobs.cancel(REMINDER_JOB, jobId);
      return { message: TASK_MESSAGES.reminderDeleted };
    },

    /** POST /api/task/reminder/manual {taskId}: nudges now — every assignee whose part is still open is reminded. */
    async nudge(actor: Actor, taskId: number) {
      const n = await notes.run(db, async (tx, notify) => {
        const task = await visibleTask(tx, actor, taskId);
        const open = task.people.filter(
          (p) =>
            p.relation === 'ASSIGNEE' &&
            p.subAssignmentStatus === 'OPEN' &&
            p.userId !== actor.userId,
        );
        await notify(
          open.map((p) => ({
            userId: p.userId,
            type: 'TASK_REMINDER' as const,
            actorUserId: actor.userId,
            taskId,
            content: `Reminder: **${task.name.replace(/\*/g, '')}** is waiting for you`,
          })),
        );
        return open.length;
      });
      return {
        message: n
          ? `Reminder sent to ${n} ${n === 1 ? 'person' : 'people'}`
          : 'Everyone on this task is done',
      };
    },
  };
}

export type Reminders = ReturnType<typeof createReminders>;
