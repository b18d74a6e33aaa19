import { sql } from 'drizzle-orm';
import { REALTIME_EVENTS, type Task } from '@crm/contracts';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import type { Realtime } from '../../realtime/server.js';

/** Notification text without the `**` highlight markers a name could carry. */
export const plain = (s: string) => s.replace(/\*/g, '');

/** Appends a row to the task's activity log (every change: who, when, what). */
export const logActivity = (
  tx: Tx,
  taskId: number,
  userId: number,
  action: string,
  detail: object | null = null,
) =>
  tx.execute(
    sql`insert into task_activity (task_id, user_id, action, detail) values (${taskId}, ${userId}, ${action}, ${detail ? JSON.stringify(detail) : null}::jsonb)`,
  );

/** A user's full name, for notification content. */
export const nameOf = async (tx: Tx, userId: number) =>
  plain(
    (
      await tx.execute<{ n: string }>(
        sql`select first_name || ' ' || last_name as n from users where id = ${userId}`,
      )
    ).rows[0].n,
  );

/** Whether the actor leads the task: its creator, or a TO of a team its creator belongs to. */
export const leads = (actor: Actor, task: Task) =>
  task.creator.userId === actor.userId ||
  (actor.ownedTeamIds.length > 0 && actor.teamMemberIds.includes(task.creator.userId));

/** Everyone on a task (creator and people), once each. */
export const everyoneOn = (task: Task) => [
  ...new Set([task.creator.userId, ...task.people.map((p) => p.userId)]),
];

/** Sends TASK_UPDATE on the `/task` namespace to each user's room (spec 001 §7 Realtime); a no-op without a realtime server. */
export function emitTaskUpdate(
  realtime: Realtime | undefined,
  userIds: number[],
  payload: unknown,
): void {
  if (!realtime) return;
  realtime.toUsers('/task', userIds, REALTIME_EVENTS.taskUpdate, payload);
}
