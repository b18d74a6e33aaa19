import { REALTIME_EVENTS } from '@crm/contracts';
import type { Realtime } from '../../realtime/server.js';

/** Sends TASK_UPDATE on the `/task` namespace to each user's room (spec 001 §7 Realtime); a no-op without a realtime server. */
export function emitTaskUpdate(
  realtime: Realtime | undefined,
  userIds: number[],
  payload: unknown,
): void {
  if (!realtime) return;
  realtime.toUsers('/task', userIds, REALTIME_EVENTS.taskUpdate, payload);
}
