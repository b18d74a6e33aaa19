import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useUnreadCount } from '../../features/notifications';
import { useShellUi } from '../../lib/shellUi';

/** The header's notification bell (spec 000 §2.5, §2.7) with its live unread badge ('99+' past 99); opens the notifications drawer. */
export function NotificationBell() {
  const { open } = useShellUi();
  // undefined until the count is known: no badge and no count rather than a 0 that is not true
  const unread = useUnreadCount().data;
  return (
    <Tooltip label="Notifications">
      <Indicator
        label={unread !== undefined && unread > 99 ? '99+' : unread}
        size={16}
        disabled={!unread}
        color="red"
        offset={4}
        data-testid="notification-badge"
        data-count={unread}
      >
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={unread === undefined ? 'Notifications' : `Notifications, ${unread} unread`}
          onClick={() => open('notifications')}
          data-testid="notification-bell"
        >
          <IconBell size={20} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
