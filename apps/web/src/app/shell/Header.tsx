import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Kbd,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowLeft, IconBell, IconPlus, IconSearch, IconTicket } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useUnreadCount } from '../../features/notifications';
import { backTarget } from '../history';
import { useNavHistory } from '../historyStore';
import { PRODUCT_NAME } from '../theme';
import { Breadcrumbs } from './Breadcrumbs';
import { ProfileMenu } from './ProfileMenu';
import { useShellUi } from '../../lib/shellUi';
import { SocketStatusDot } from './SocketStatusDot';

/** The 70 px header (spec 000 §2.5): logo, back, breadcrumbs, search, Add task (T), the notification bell with its live unread badge, the socket status, profile. */
export function Header() {
  const navigate = useNavigate();
  const history = useNavHistory();
  const { open } = useShellUi();
  // undefined until the count is known: no badge and no count rather than a 0 that is not true
  const unread = useUnreadCount().data;

  return (
    <Group h="100%" px="md" gap="md" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
        <UnstyledButton
          component={Link}
          to="/home"
          aria-label={`${PRODUCT_NAME} home`}
          style={{ display: 'flex', alignItems: 'center', gap: 8 }}
        >
          <IconTicket size={28} color="var(--mantine-color-brand-5)" aria-hidden />
          <Text fw={800} size="lg" c="brand.6" visibleFrom="sm">
            {PRODUCT_NAME}
          </Text>
        </UnstyledButton>
        <Tooltip label="Back">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label="Back"
            onClick={() => navigate(backTarget(history))}
          >
            <IconArrowLeft size={18} />
          </ActionIcon>
        </Tooltip>
        <Breadcrumbs />
      </Group>
      <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
        <Button
          variant="default"
          color="gray"
          leftSection={<IconSearch size={16} />}
          rightSection={<Kbd size="xs">/</Kbd>}
          onClick={() => open('search')}
          aria-label="Search (/)"
        >
          Search
        </Button>
        <Tooltip label="Add New Task (T)">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            rightSection={<Kbd size="xs">T</Kbd>}
            onClick={() => open('task')}
            aria-label="Add task (T)"
            visibleFrom="sm"
          >
            Task
          </Button>
        </Tooltip>
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
              aria-label={
                unread === undefined ? 'Notifications' : `Notifications, ${unread} unread`
              }
              onClick={() => open('notifications')}
              data-testid="notification-bell"
            >
              <IconBell size={20} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
        <SocketStatusDot />
        <ProfileMenu />
      </Group>
    </Group>
  );
}
