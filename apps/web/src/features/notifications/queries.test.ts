import { describe, expect, it, vi } from 'vitest';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import {
  notificationRoutes,
  PAGE_SIZES,
  type Notification,
  type NotificationListResult,
} from '@crm/contracts';
import { routeKey } from '../../lib/useApi';
import { flattenPages, type NotificationPages } from './cache';
import { applyNotificationEvent } from './queries';
import { testNotification } from './testNotification';

const pushed = testNotification(7, {
  content: 'Mail **Still at this address?** was not sent',
  type: 'MAIL_SEND_FAILED',
});
const page = (notifications: Notification[]): NotificationListResult => ({
  notifications,
  pageNo: 1,
  totalPages: 1,
  totalNoOfEntries: notifications.length,
  unreadCount: notifications.length,
});

describe('a pushed notification and the drawer', () => {
  it('shows in a tab whose first read was in flight when it came (that read began before it)', async () => {
    const qc = new QueryClient();
    const key = routeKey(notificationRoutes.list, { class: '', count: PAGE_SIZES.notifications });
    let reads = 0;
    let answerFirst!: () => void;
    const observer = new InfiniteQueryObserver(qc, {
      queryKey: key,
      queryFn: async () => {
        reads += 1;
        if (reads === 1) {
          // the server's answer from before the notification existed, held until the push has come
          await new Promise<void>((resolve) => (answerFirst = resolve));
          return page([]);
        }
        return page([pushed]);
      },
      initialPageParam: 1,
      getNextPageParam: () => undefined,
    });
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(reads).toBe(1));
    applyNotificationEvent(qc, { ...pushed, unreadCount: 1 });
    answerFirst();
    await vi.waitFor(() =>
      expect(flattenPages(qc.getQueryData<NotificationPages>(key)).map((n) => n.id)).toEqual([7]),
    );
    stop();
  });
});
