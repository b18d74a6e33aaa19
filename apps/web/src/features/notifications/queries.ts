import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  cacheFamilies,
  collaborationRoutes,
  notificationRoutes,
  PAGE_SIZES,
  type Notification,
  type NotificationEvent,
} from '@crm/contracts';
import { apiKey, callRoute, refetchAfterPush, routeKey } from '../../lib/useApi';
import { patchInPages, upsertInPages, type NotificationPages } from './cache';
import type { ActionKind } from './notificationText';

/** A drawer tab: '' is All, ACTION the Action tab (the `class` filter of GET /api/user/notifications). */
export type NotificationTab = '' | 'ACTION';
const NOTIFICATION_TABS: NotificationTab[] = ['', 'ACTION'];

/** The input of a drawer tab's read, but for its page: 10 a page of the tab's class. */
const listInput = (tab: NotificationTab) => ({ class: tab, count: PAGE_SIZES.notifications });

/** The read behind the bell: one notification of any class, for the page's unreadCount (cached as the count alone). */
const UNREAD_INPUT = { class: '', pageNo: 1, count: 1 } as const;

/** Sets the bell's unread count (a push, a page read or marking read tells it). */
export const setUnread = (qc: QueryClient, unreadCount: number) =>
  qc.setQueryData(apiKey(notificationRoutes.list, UNREAD_INPUT), unreadCount);

/** Reloads the unread count and every drawer tab (all are in the notifications cache family). */
export const refreshNotifications = (qc: QueryClient) =>
  refetchAfterPush(qc, cacheFamilies.notifications);

/** The bell's unread count (all classes): read from the list call, then kept live by the socket. */
export function useUnreadCount() {
  return useQuery({
    queryKey: apiKey(notificationRoutes.list, UNREAD_INPUT),
    queryFn: async () => (await callRoute(notificationRoutes.list, UNREAD_INPUT)).unreadCount,
  });
}

/** One drawer tab, 10 a page (spec 001 §9), newest first; each page also refreshes the unread count. */
export function useNotificationList(tab: NotificationTab, enabled: boolean) {
  const qc = useQueryClient();
  return useInfiniteQuery({
    queryKey: routeKey(notificationRoutes.list, listInput(tab)),
    queryFn: async ({ pageParam }) => {
      const page = await callRoute(notificationRoutes.list, {
        ...listInput(tab),
        pageNo: pageParam,
      });
      setUnread(qc, page.unreadCount);
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    enabled,
  });
}

/** Changes the listed notifications in every loaded tab. */
function patchLists(
  qc: QueryClient,
  ids: number[] | 'all',
  patch: (n: Notification) => Notification,
) {
  for (const tab of NOTIFICATION_TABS)
    qc.setQueryData<NotificationPages>(routeKey(notificationRoutes.list, listInput(tab)), (d) =>
      patchInPages(d, ids, patch),
    );
}

/** Applies a `notification` socket event: the count, and the notification first in (or updated in) the tabs it belongs to. */
export function applyNotificationEvent(
  qc: QueryClient,
  { unreadCount, ...n }: NotificationEvent,
): void {
  setUnread(qc, unreadCount);
  for (const tab of NOTIFICATION_TABS) {
    if (tab === 'ACTION' && n.class !== 'ACTION') continue;
    // a tab whose first read is still in flight began it before this notification: read it again, or the
    // drawer opened just as the notification came would never show it
    if (qc.getQueryData(routeKey(notificationRoutes.list, listInput(tab))) === undefined)
      refetchAfterPush(qc, routeKey(notificationRoutes.list, listInput(tab)));
    else
      qc.setQueryData<NotificationPages>(routeKey(notificationRoutes.list, listInput(tab)), (d) =>
        upsertInPages(d, n),
      );
  }
}

/** POST /api/user/notifications: marks the listed notifications read, or all with 'all' (spec 000 §4: Read All sets the count to 0). */
export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[] | 'all') =>
      callRoute(
        notificationRoutes.markRead,
        ids === 'all' ? { markAll: true } : { notificationIds: ids },
      ),
    onMutate: (ids) => patchLists(qc, ids, (n) => ({ ...n, isRead: true })),
    onSuccess: (r) => setUnread(qc, r.unreadCount),
    onError: () => refreshNotifications(qc),
  });
}

/** What the invitee or project owner decided on an ACTION notification. */
export type NotificationDecision = {
  notification: Notification;
  kind: ActionKind;
  action: 'APPROVE' | 'REJECT';
  userId: number;
  userName: string;
};

/**
 * ACCEPT / REJECT a collaboration request (POST /api/event/inventory/brand/collab-invitation/action)
 * or APPROVE / REJECT a brand suggestion (POST …/brand/suggestion/action). On success the item shows
 * its outcome at once; the server's push of the settled notification confirms it. Answers the
 * server's message for the toast.
 */
export function useNotificationDecision() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ notification: n, kind, action }: NotificationDecision) =>
      kind === 'collab'
        ? callRoute(collaborationRoutes.invitationAction, {
            invitationIds: [n.additionalData?.invitationId as number],
            action,
          })
        : callRoute(collaborationRoutes.suggestionAction, {
            suggestionIds: [n.additionalData?.suggestionId as number],
            action,
          }),
    onSuccess: (_r, { notification, action, userId, userName }) => {
      // an approval assigns a brand, an acceptance adds a collaborator: pages on screen reload
      void qc.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== cacheFamilies.notifications[0],
      });
      patchLists(qc, [notification.id], (n) => ({
        ...n,
        actionTaken: true,
        actionTakenType: action,
        actionTakenByUserId: userId,
        actionTakenByUserName: userName,
        users: n.users.map((u) => ({ ...u, actionEnabled: false })),
      }));
    },
    // revoked or already answered meanwhile: the list shows the server's state
    onError: () => refreshNotifications(qc),
  });
}
