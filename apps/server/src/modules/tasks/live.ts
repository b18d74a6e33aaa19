import { REALTIME_EVENTS } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { Realtime } from '../../realtime/server.js';
import { taskAudience } from './queries.js';

/** Sends TASK_UPDATE on the `/task` namespace to each user's room (spec 001 §7 Realtime). */
export function emitTaskUpdate(realtime: Realtime, userIds: number[], payload: unknown): void {
  realtime.toUsers('/task', userIds, REALTIME_EVENTS.taskUpdate, payload);
}

/**
 * After a change: TASK_UPDATE CHANGED with `action` to everyone who sees the task (taskAudience) and to
 * `also` (people just taken off it).
 */
export const taskChanged =
  (db: Db, realtime: Realtime) =>
  async (taskId: number, action: string, also: number[] = []): Promise<void> => {
    emitTaskUpdate(realtime, [...(await taskAudience(db, taskId)), ...also], {
      type: 'CHANGED',
      taskId,
      action,
    });
  };
