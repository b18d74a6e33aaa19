import { useQueryClient } from '@tanstack/react-query';
import {
  cacheFamilies,
  REALTIME_EVENTS,
  type NotificationEvent,
  type UnreadCountEvent,
} from '@crm/contracts';
import { recordPresence } from '../../lib/presence';
import { useSocketEvent } from '../../lib/useSocket';
import { useSessionUser } from '../../lib/sessionUser';
import { refreshCollab } from '../inventories';
import { applyNotificationEvent, refreshNotifications, setUnread } from './queries';
import { invalidatePairings } from '../../lib/pairingCache';

/** How recent a pushed notification must be for its actor to count as active at its time (ms): the Online window. */
const ACTOR_ACTIVE_MS = 10 * 60_000;

/**
 * Keeps the bell and the drawer live (spec 000 §2.7): a pushed `notification` goes first
 * in its tabs (or replaces itself once settled) with the new unread count; `notification-count`
 * (marked read in another tab) sets the count; every (re)connect reloads the count and the lists, so
 * nothing pushed while the socket was down is missed. The actor of a fresh notification has just been
 * active, which the presence store learns too. A collaboration notification (an invitation, its answer,
 * its revocation) refreshes that event inventory's collaboration views, so an open Collaborators window
 * shows the invitee accepting or rejecting; a revocation also reloads the pairings on screen, so the
 * revoked collaborator's controls go at once. A change of one's brand owners (a bulk move, an offload)
 * reloads the brand lists on screen, so My Brands shows the brands gained and lost without a reload.
 */
export function useNotificationFeed(): void {
  const qc = useQueryClient();
  const me = useSessionUser().userId;
  useSocketEvent<NotificationEvent>('/notifications', REALTIME_EVENTS.notification, (ev) => {
    applyNotificationEvent(qc, ev);
    if (ev.type.startsWith('COLLAB_'))
      for (const ei of ev.eventInventories) refreshCollab(qc, ei.eiId);
    if (ev.type === 'COLLAB_REVOKED') invalidatePairings(qc);
    if (ev.type === 'OWNERS_CHANGED' || ev.type === 'BRAND_OFFLOADED')
      void qc.invalidateQueries({ queryKey: cacheFamilies.brands });
    const actor = ev.users.find((u) => u.userId !== me);
    if (actor && !ev.actionTaken && Date.now() - Date.parse(ev.date) < ACTOR_ACTIVE_MS)
      recordPresence([{ userId: actor.userId, lastActiveOn: ev.date }]);
  });
  useSocketEvent<UnreadCountEvent>('/notifications', REALTIME_EVENTS.unreadCount, (ev) =>
    setUnread(qc, ev.unreadCount),
  );
  useSocketEvent('/notifications', 'connect', () => refreshNotifications(qc));
}
