import { CHAT_EVENTS, type ChatMessage } from '@crm/contracts';
import type { Realtime } from '../../realtime/server.js';

/** Sends `event` on `/chat` to the users' rooms (all their tabs, the sender's too) in one broadcast. */
export function emitToUsers(
  realtime: Realtime,
  userIds: number[],
  event: string,
  payload: unknown,
): void {
  realtime.toUsers('/chat', userIds, event, payload);
}

/** Fans a new or changed message out to the chat's members after commit. */
export const emitMessage = (realtime: Realtime, userIds: number[], message: ChatMessage) =>
  emitToUsers(realtime, userIds, CHAT_EVENTS.message, message);
