import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconApi,
  IconArrowsExchange,
  IconBuildingStore,
  IconCalendarEvent,
  IconDatabaseCog,
  IconHistory,
  IconWebhook,
  IconLogout,
  IconMessageReport,
  IconUser,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { AuthUser } from '@crm/contracts';
import { useNavigate } from 'react-router';
import { useOwnDetails } from '../../features/users';
import { logoutEverywhere } from '../../lib/session';
import { useSessionUser } from '../../lib/sessionUser';
import { useShellUi } from '../../lib/shellUi';
import { hasAnyRole } from '../../lib/user';
import {
  ADMIN_ASSIGN_BRANDS_PATH,
  ADMIN_BRANDS_PATH,
  ADMIN_EVENTS_PATH,
  ADMIN_AUDIT_PATH,
  ADMIN_WEBHOOKS_PATH,
  ADMIN_TEAMS_PATH,
} from '../../lib/links';
import { useAvatarSrc } from '../../lib/storedFiles';

const initials = (u: AuthUser) =>
  `${u.firstName?.[0] ?? ''}${u.lastName?.[0] ?? ''}`.toUpperCase() ||
  u.userName.slice(0, 2).toUpperCase();

/** The admins' pages of the menu: feedback received, the reference data (/settings), the events, all brands, the team overview, the bulk brand owner moves, the audit trail and the webhooks. */
const ADMIN_ITEMS = [
  {
    label: 'Feedback received',
    path: '/feedback',
    Icon: IconMessageReport,
    testId: 'menu-feedback',
  },
  { label: 'Reference data', path: '/settings', Icon: IconDatabaseCog, testId: 'menu-settings' },
  {
    label: 'Events',
    path: ADMIN_EVENTS_PATH,
    Icon: IconCalendarEvent,
    testId: 'menu-admin-events',
  },
  {
    label: 'All brands',
    path: ADMIN_BRANDS_PATH,
    Icon: IconBuildingStore,
    testId: 'menu-admin-brands',
  },
  {
    label: 'Team overview',
    path: ADMIN_TEAMS_PATH,
    Icon: IconUsersGroup,
    testId: 'menu-team-overview',
  },
  {
    label: 'Assign brands to users',
    path: ADMIN_ASSIGN_BRANDS_PATH,
    Icon: IconArrowsExchange,
    testId: 'menu-assign-brands',
  },
  { label: 'Audit trail', path: ADMIN_AUDIT_PATH, Icon: IconHistory, testId: 'menu-audit' },
  { label: 'Webhooks', path: ADMIN_WEBHOOKS_PATH, Icon: IconWebhook, testId: 'menu-webhooks' },
];

/**
 * The avatar menu (spec 000 §2.5): 'Your Profile' and 'Logout' (admins also 'Feedback received', 'Reference data' (/settings), 'Events' (/admin/events), 'All brands' (/admin/brands), 'Team overview' (/admin/users/teams), 'Assign brands to users' (/admin/brands/assign), 'Audit trail' (/admin/audit), 'Webhooks' (/admin/webhooks) and 'API reference' (/api/docs, a new tab)). The user's details are fetched by
 * userId on mount (GET /api/user/details) and again on every window focus, falling back to the stored session user.
 */
export function ProfileMenu() {
  const sessionUser = useSessionUser();
  const navigate = useNavigate();
  const { profileMenuOpen, setProfileMenuOpen } = useShellUi();
  const { data } = useOwnDetails(sessionUser.userId);
  // one's own details are the full AuthUser (a colleague's are the profile-card fields)
  const user = (data as AuthUser | undefined) ?? sessionUser;
  const src = useAvatarSrc(user.profileImage);

  return (
    <Menu
      opened={profileMenuOpen}
      onChange={setProfileMenuOpen}
      position="bottom-end"
      width={220}
      shadow="md"
    >
      <Menu.Target>
        <UnstyledButton aria-label="Profile menu" title={user.userName}>
          <Avatar src={src} alt={user.userName} color="brand" radius="xl" size={36}>
            {initials(user)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark" truncate>
            {user.userName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.roles.join(', ')}
          </Text>
        </Menu.Label>
        <Menu.Item
          leftSection={<IconUser size={16} />}
          onClick={() =>
            navigate(`/profile/${user.userId}?name=${encodeURIComponent(user.userName)}`)
          }
        >
          Your Profile
        </Menu.Item>
        {hasAnyRole(user, 'ADMIN') &&
          ADMIN_ITEMS.map(({ label, path, Icon, testId }) => (
            <Menu.Item
              key={path}
              leftSection={<Icon size={16} />}
              onClick={() => navigate(path)}
              data-testid={testId}
            >
              {label}
            </Menu.Item>
          ))}
        {hasAnyRole(user, 'ADMIN') && (
          // the server's page, not the app's: a full page in a new tab (it sends this session's token)
          <Menu.Item
            component="a"
            href="/api/docs"
            target="_blank"
            rel="noopener"
            leftSection={<IconApi size={16} />}
            data-testid="menu-api-docs"
          >
            API reference
          </Menu.Item>
        )}
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => void logoutEverywhere()}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
