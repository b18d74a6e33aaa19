import { TASK_MESSAGES } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { JobQueue } from '../../jobs/queue.js';
import { nextOccurrence, type Recurrence } from '../../jobs/recurrence.js';
import type { Notifications } from '../notifications/index.js';
import { visibleTask } from './visibleTask.js';
import { logActivity } from './activityQueries.js';
import {
  deleteReminder,
  deleteReminderById,
  lockDueReminder,
  moveReminder,
  reminderJob,
  setReminderJob,
  taskPeopleIds,
  taskReminders,
  upsertReminder,
} from './reminderQueries.js';

/** The pg-boss job that fires task reminders. */
export const REMINDER_JOB = 'task-reminder';
type ReminderJob = { taskId: number; reminderId: number };

/** A reminder set in a transaction, to schedule once it committed: its time and the job it replaces. */
export type ScheduledReminder = ReminderJob & { at: Date; oldJob: string | null };

/** What the reminder service runs on. */
type ReminderDeps = { db: Db; notifications: Notifications; jobs: JobQueue };

/** Schedules the job of a reminder row and records its id (after the row is committed). */
async function scheduleReminder({ db, jobs }: ReminderDeps, job: ReminderJob, at: Date) {
  const jobId = await jobs.send<ReminderJob>(REMINDER_JOB, job, { startAfter: at });
  await setReminderJob(db, { ...job, jobId });
}

/** Fires one reminder: notifies the task's assignees and creator, then schedules the next occurrence or removes it. Stale jobs do nothing. */
async function fireReminder(deps: ReminderDeps, { taskId, reminderId }: ReminderJob) {
  let next: Date | null = null;
  await deps.notifications.run(deps.db, async (tx, notify) => {
    const r = await lockDueReminder(tx, taskId, reminderId);
    if (!r) return; // cancelled or replaced since it was scheduled
    const people = await taskPeopleIds(tx, taskId);
    await notify(
      people.map((userId) => ({
        userId,
        type: 'TASK_REMINDER' as const,
        taskId,
        content: `Reminder: **${r.name.replace(/\*/g, '')}**`,
      })),
    );
    if (r.recurrence) {
      next = nextOccurrence(r.firstAt, r.recurrence, new Date());
      await moveReminder(tx, taskId, next);
    } else {
      await deleteReminder(tx, taskId);
    }
  });
  if (next) await scheduleReminder(deps, { taskId, reminderId }, next);
}

/** The reminder service: set (then commit), list, cancel, and the worker that fires reminders. */
export function createReminders(deps: ReminderDeps) {
  const { db, jobs } = deps;
  return {
    /** Starts this copy's worker (pg-boss runs each job once across copies). */
    start: () => jobs.work<ReminderJob>(REMINDER_JOB, (job) => fireReminder(deps, job)),

    /**
     * PUT /api/task/reminder {taskId, date, isRecurring, reccuranceType} (spec 001 §7): sets the task's
     * reminder — only the latest is kept, an older one is cancelled (spec 001 §4). 400 'Please select a
     * future date, past dates are not allowed.' for a time not in the future. Anyone on the task may set it.
     * In `tx` when given (then the caller commits it), else in a transaction of its own.
     */
    async set({
      actor,
      req,
      tx,
    }: {
      actor: Actor;
      req: {
        taskId: number;
        date: string;
        isRecurring: boolean;
        reccuranceType?: Recurrence | null;
      };
      tx?: Tx;
    }): Promise<{ scheduled: ScheduledReminder; message: string }> {
      const at = new Date(req.date);
      if (!(at.getTime() > Date.now()))
        throw new AppError(400, 'PAST_REMINDER', TASK_MESSAGES.pastReminder, 'date');
      const { taskId } = req;
      const write = async (t: Tx): Promise<ScheduledReminder> => {
        await visibleTask(t, actor, taskId, true);
        const oldJob = await reminderJob(t, taskId);
        const recurrence = req.isRecurring ? req.reccuranceType! : null;
        const row = await upsertReminder(t, { taskId, at, recurrence, userId: actor.userId });
        await logActivity(t, {
          taskId,
          userId: actor.userId,
          action: 'REMINDER_SET',
          detail: { date: at.toISOString(), recurrence: row.recurrence },
        });
        return { taskId, reminderId: row.id, at: row.remindAt, oldJob };
      };
      const scheduled = tx ? await write(tx) : await db.transaction(write);
      return { scheduled, message: TASK_MESSAGES.reminderCreated };
    },

    /** After the reminder's transaction committed: cancels the replaced job and schedules the new one. */
    async commit(s: ScheduledReminder) {
      if (s.oldJob) await jobs.cancel(REMINDER_JOB, s.oldJob);
      await scheduleReminder(deps, { taskId: s.taskId, reminderId: s.reminderId }, s.at);
    },

    /** POST /api/task/reminder {taskId}: the task's reminder (a list of at most one). */
    async list({ actor, taskId }: { actor: Actor; taskId: number }) {
      await visibleTask(db, actor, taskId);
      return { reminders: await taskReminders(db, taskId) };
    },

    /** POST /api/task/reminder/cancellation {taskId, reminderId}: removes the reminder and its pending job. 404 when there is none. */
    async cancel({ actor, req }: { actor: Actor; req: { taskId: number; reminderId: number } }) {
      const jobId = await db.transaction(async (tx) => {
        await visibleTask(tx, actor, req.taskId, true);
        const gone = await deleteReminderById(tx, req.taskId, req.reminderId);
        if (!gone) throw notFound(TASK_MESSAGES.reminderDeleteFailed, 'REMINDER_NOT_FOUND');
        await logActivity(tx, {
          taskId: req.taskId,
          userId: actor.userId,
          action: 'REMINDER_CANCELLED',
        });
        return gone.jobId;
      });
      if (jobId) await jobs.cancel(REMINDER_JOB, jobId);
      return { message: TASK_MESSAGES.reminderDeleted };
    },
  };
}

export type Reminders = ReturnType<typeof createReminders>;

/** POST /api/task/reminder/manual {taskId}: nudges now — every assignee whose part is still open is reminded. */
export async function nudgeTask({
  db,
  notifications,
  actor,
  taskId,
}: {
  db: Db;
  notifications: Notifications;
  actor: Actor;
  taskId: number;
}) {
  const n = await notifications.run(db, async (tx, notify) => {
    const task = await visibleTask(tx, actor, taskId);
    const open = task.people.filter(
      (p) =>
        p.relation === 'ASSIGNEE' && p.subAssignmentStatus === 'OPEN' && p.userId !== actor.userId,
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
}
