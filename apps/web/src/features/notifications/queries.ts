import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  collaborationRoutes,
  notificationRoutes,
  PAGE_SIZES,
  type Notification,
  type NotificationEvent,
} from '@crm/contracts';
import { callRoute } from '../../lib/useApi';
import { patchInPages, upsertInPages, type NotificationPages } from './cache';
import type { ActionKind } from './notificationText';

/** A drawer tab: '' is All, ACTION the Action tab (the `class` filter of GET /api/user/notifications). */
export type NotificationTab = '' | 'ACTION';
const NOTIFICATION_TABS: NotificationTab[] = ['', 'ACTION'];

/** Query keys: everything under `all`, so a reconnect reloads the count and every tab at once. */
export const NOTIFICATION_KEYS = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: (tab: NotificationTab) => ['notifications', 'list', tab] as const,
};

const fetchPage = (
  tab: NotificationTab,
  pageNo: number,
  count: number = PAGE_SIZES.notifications,
) => callRoute(notificationRoutes.list, { class: tab, pageNo, count });

/** The bell's unread count (all classes): read from the list call, then kept live by the socket. */
export function useUnreadCount() {
  return useQuery({
    queryKey: NOTIFICATION_KEYS.unread,
    queryFn: async () => (await fetchPage('', 1, 1)).unreadCount,
  });
}

/** One drawer tab, 10 a page (spec 001 §9), newest first; each page also refreshes the unread count. */
export function useNotificationList(tab: NotificationTab, enabled: boolean) {
  const qc = useQueryClient();
  return useInfiniteQuery({
    queryKey: NOTIFICATION_KEYS.list(tab),
    queryFn: async ({ pageParam }) => {
      const page = await fetchPage(tab, pageParam);
      qc.setQueryData(NOTIFICATION_KEYS.unread, page.unreadCount);
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
    qc.setQueryData<NotificationPages>(NOTIFICATION_KEYS.list(tab), (d) =>
      patchInPages(d, ids, patch),
    );
}

/** Applies a `notification` socket event: the count, and the notification first in (or updated in) the tabs it belongs to. */
export function applyNotificationEvent(
  qc: QueryClient,
  { unreadCount, ...n }: NotificationEvent,
): void {
  qc.setQueryData(NOTIFICATION_KEYS.unread, unreadCount);
  for (const tab of NOTIFICATION_TABS) {
    if (tab === 'ACTION' && n.class !== 'ACTION') continue;
    qc.setQueryData<NotificationPages>(NOTIFICATION_KEYS.list(tab), (d) => upsertInPages(d, n));
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
    onSuccess: (r) => qc.setQueryData(NOTIFICATION_KEYS.unread, r.unreadCount),
    onError: () => void qc.invalidateQueries({ queryKey: NOTIFICATION_KEYS.all }),
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
      void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== NOTIFICATION_KEYS.all[0] });
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
    onError: () => void qc.invalidateQueries({ queryKey: NOTIFICATION_KEYS.all }),
  });
}
