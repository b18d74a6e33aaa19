import { ActionIcon, Button, Group, Kbd, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconPlus, IconSearch, IconTicket } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { backTarget } from '../history';
import { useNavHistory } from '../historyStore';
import { PRODUCT_NAME } from '@crm/contracts';
import { Breadcrumbs } from './Breadcrumbs';
import { ProfileMenu } from './ProfileMenu';
import { useShellUi } from '../../lib/shellUi';
import { SocketStatusDot } from './SocketStatusDot';
import { NotificationBell } from './NotificationBell';
import { PhoneNav } from './PhoneNav';
import { usePhone } from '../../lib/usePhone';

/**
 * The 70 px header (spec 000 §2.5): logo, back, breadcrumbs, search, Add task (T), the notification bell with its
 * live unread badge, the socket status, profile. On a phone (below 768 px) it starts with the burger that opens
 * the navigation (PhoneNav), Search shows its icon alone and Add task is not shown.
 */
export function Header() {
  const navigate = useNavigate();
  const history = useNavHistory();
  const { open } = useShellUi();
  const phone = usePhone();

  return (
    <Group h="100%" px="md" gap="md" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
        {phone && <PhoneNav />}
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
        {phone ? (
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => open('search')}
            aria-label="Search (/)"
          >
            <IconSearch size={18} />
          </ActionIcon>
        ) : (
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
        )}
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
        <NotificationBell />
        <SocketStatusDot />
        <ProfileMenu />
      </Group>
    </Group>
  );
}
