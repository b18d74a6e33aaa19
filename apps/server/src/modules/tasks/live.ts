import { REALTIME_EVENTS } from '@crm/contracts';
import type { Realtime } from '../../realtime/server.js';

/** Sends TASK_UPDATE on the `/task` namespace to each user's room (spec 001 §7 Realtime). */
export function emitTaskUpdate(realtime: Realtime, userIds: number[], payload: unknown): void {
  realtime.toUsers('/task', userIds, REALTIME_EVENTS.taskUpdate, payload);
}
