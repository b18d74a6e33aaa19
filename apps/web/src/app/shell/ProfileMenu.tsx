import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconDatabaseCog, IconLogout, IconMessageReport, IconUser } from '@tabler/icons-react';
import { userRoutes, type AuthUser } from '@crm/contracts';
import { useNavigate } from 'react-router';
import { useApi } from '../../lib/useApi';
import { logoutEverywhere } from '../../lib/session';
import { useSessionUser } from '../../lib/sessionUser';
import { useShellUi } from '../../lib/shellUi';
import { hasAnyRole } from '../../lib/user';
import { useAvatarSrc } from '../../lib/storedFiles';

const initials = (u: AuthUser) =>
  `${u.firstName?.[0] ?? ''}${u.lastName?.[0] ?? ''}`.toUpperCase() ||
  u.userName.slice(0, 2).toUpperCase();

/**
 * The avatar menu (spec 000 §2.5): 'Your Profile' and 'Logout' (admins also 'Feedback received' and 'Reference data', /settings). The user's details are fetched by
 * userId on mount (GET /api/user/details), falling back to the stored session user.
 */
export function ProfileMenu() {
  const sessionUser = useSessionUser();
  const navigate = useNavigate();
  const { profileMenuOpen, setProfileMenuOpen } = useShellUi();
  const { data } = useApi(
    userRoutes.details,
    { userId: sessionUser.userId },
    { staleTime: 5 * 60_000 },
  );
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
        {hasAnyRole(user, 'ADMIN') && (
          <Menu.Item
            leftSection={<IconMessageReport size={16} />}
            onClick={() => navigate('/feedback')}
            data-testid="menu-feedback"
          >
            Feedback received
          </Menu.Item>
        )}
        {hasAnyRole(user, 'ADMIN') && (
          <Menu.Item
            leftSection={<IconDatabaseCog size={16} />}
            onClick={() => navigate('/settings')}
            data-testid="menu-settings"
          >
            Reference data
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
