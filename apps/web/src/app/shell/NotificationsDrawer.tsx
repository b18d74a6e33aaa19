import { Drawer, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { NOTIFICATION_TEXTS, type Notification } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { toastError, toastSuccess } from '../../lib/api';
import { LoadError, loadFailed } from '../../components/LoadError';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { LoadMore } from '../../components/LoadMore';
import {
  flattenPages,
  NotificationItem,
  notificationLink,
  useMarkRead,
  useNotificationDecision,
  useNotificationList,
  useUnreadCount,
  type NotificationTab,
} from '../../features/notifications';
import { RetrySendButton } from '../../features/email';
import { helpHref, useAppLinks } from '../../lib/appLinks';
import { useSessionUser } from '../../lib/sessionUser';
import { NotificationsTabBar } from './NotificationsTabBar';

/**
 * One tab's list: shimmer, load error with Retry, the empty text, the items and 'Load More' (10 a page);
 * a mail from the CRM that was not sent gets its Retry in its notification.
 */
function NotificationList({
  tab,
  active,
  onOpen,
}: {
  tab: NotificationTab;
  active: boolean;
  onOpen: (n: Notification) => void;
}) {
  const user = useSessionUser();
  const list = useNotificationList(tab, active);
  const decide = useNotificationDecision();
  const markRead = useMarkRead();
  const items = flattenPages(list.data);
  if (loadFailed(list)) return <LoadError what="the notifications" query={list} />;
  if (list.isPending) return <SkeletonBlock lines={5} height={56} />;
  if (!items.length) return <EmptyState title={NOTIFICATION_TEXTS.empty} />;
  const pending = decide.isPending ? decide.variables : undefined;
  return (
    <Stack gap={4} data-testid={`notification-list-${tab || 'ALL'}`}>
      {items.map((n) => (
        <NotificationItem
          key={n.id}
          n={n}
          userId={user.userId}
          onOpen={onOpen}
          actions={
            n.additionalData?.sendId && (
              <RetrySendButton
                sendId={n.additionalData.sendId}
                onSent={() => !n.isRead && markRead.mutate([n.id])}
              />
            )
          }
          deciding={pending?.notification.id === n.id ? pending.action : null}
          onDecide={(notification, action) =>
            decide.mutate(
              {
                notification,
                action,
                kind: notification.type === 'COLLAB_INVITE' ? 'collab' : 'suggestion',
                userId: user.userId,
                userName: user.userName,
              },
              {
                onSuccess: (r) => {
                  toastSuccess(r.message);
                  if (!notification.isRead) markRead.mutate([notification.id]);
                },
                onError: toastError,
              },
            )
          }
        />
      ))}
      <LoadMore query={list} testId="notifications-load-more" />
    </Stack>
  );
}

/**
 * The notifications drawer (spec 000 §2.7): title Notifications, tabs All and Action, 'Read All' and
 * 'Help', the list 10 a page with the spec's empty text, kept live by the socket. A click marks the
 * notification read and opens its brand, event inventory or task.
 */
export default function NotificationsDrawer({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const [tab, setTab] = useState<NotificationTab>('');
  const navigate = useNavigate();
  const unread = useUnreadCount().data ?? 0;
  const markRead = useMarkRead();
  const links = useAppLinks();

  const open = (n: Notification) => {
    if (!n.isRead) markRead.mutate([n.id]);
    const to = notificationLink(n);
    if (!to) return;
    onClose();
    navigate(to);
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={NOTIFICATION_TEXTS.title}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Tabs
        value={tab || 'ALL'}
        onChange={(v) => setTab(v === 'ACTION' ? 'ACTION' : '')}
        keepMounted={false}
      >
        <NotificationsTabBar
          unread={unread}
          readingAll={markRead.isPending && markRead.variables === 'all'}
          onReadAll={() => markRead.mutate('all', { onError: toastError })}
          helpHref={helpHref(links)}
        />
        <Tabs.Panel value="ALL">
          <NotificationList tab="" active={opened && tab === ''} onOpen={open} />
        </Tabs.Panel>
        <Tabs.Panel value="ACTION">
          <NotificationList tab="ACTION" active={opened && tab === 'ACTION'} onOpen={open} />
        </Tabs.Panel>
      </Tabs>
    </Drawer>
  );
}
