import { REALTIME_EVENTS, type PresenceBatch } from '@crm/contracts';
import { recordPresence } from '../../lib/presence';
import { useSocketEvent, useSocketLifecycle } from '../../lib/useSocket';
import { useNotificationFeed } from '../../features/notifications';

/**
 * The shell's realtime wiring (spec 000 §4): the sockets' lifecycle, the live
 * notification feed, and presence batches into the presence store every avatar reads.
 */
export function useRealtime(): void {
  useSocketLifecycle();
  useNotificationFeed();
  useSocketEvent<PresenceBatch>('/notifications', REALTIME_EVENTS.presence, (b) =>
    recordPresence(b.users),
  );
}
