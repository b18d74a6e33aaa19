import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { userRoutes } from '@crm/contracts';
import { ApiError } from '../../lib/api';
import { useApi } from '../../lib/useApi';
import { EmptyState } from '../../components/EmptyState';
import { UserAvatar } from '../../components/Avatars';
import { LoadError, loadFailed } from '../../components/LoadError';
import { RoleBadges } from '../../components/RoleBadges';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { currentUser } from '../../lib/user';
import { patchParams } from '../../lib/urlParams';
import { formatListStamp } from '../../lib/format';
import { CalendarFeedCard } from '../calendar';
import { MailboxesCard, TemplatesCard } from '../email';
import { ChangePicture } from './ChangePicture';
import { SessionsCard } from './security/SessionsCard';
import { ApiTokensCard } from './apiTokens/ApiTokensCard';
import { TwoFactorCard } from './security/TwoFactorCard';
import { profileTabOf, ProfileTabs } from './ProfileTabs';

/**
 * /profile/{userId}?name&show (spec 000 §2.1, 001 §2): the person's card — name, vertical,
 * roles (coloured badges), presence, email, last active — a chat button (not on one's own profile; there,
 * 'Change picture', the mailboxes, the calendar feed and the signed-in sessions), and the tabs of ProfileTabs (brands, offloaded brands, events, inventories, teams; `show`).
 */
export default function ProfilePage() {
  const { userId: raw } = useParams();
  const userId = Number(raw);
  const [params, setParams] = useSearchParams();
  const patch = patchParams(setParams);
  const navigate = useNavigate();
  const tab = profileTabOf(params.get('show'));
  const valid = Number.isInteger(userId) && userId > 0;
  const q = useApi(userRoutes.details, valid ? { userId } : undefined, {
    retry: (n, e) => !(e instanceof ApiError && e.status < 500) && n < 2,
  });
  if (!valid || (q.error instanceof ApiError && q.error.status === 404)) {
    return (
      <Center mih={300}>
        <EmptyState title="Person not found" description="This person does not exist." />
      </Center>
    );
  }
  if (loadFailed(q)) return <LoadError what="the profile" query={q} />;
  const u = q.data;
  const self = currentUser()?.userId === userId;
  return (
    <Stack>
      <Paper withBorder radius="md" p="lg" data-testid="profile-card">
        {!u ? (
          <SkeletonBlock lines={3} />
        ) : (
          <Group justify="space-between" align="flex-start">
            <Group gap="lg" wrap="nowrap">
              <UserAvatar
                userId={u.userId}
                name={u.userName}
                imageUrl={u.profileImage}
                lastActiveOn={u.lastActiveOn}
                size={72}
              />
              <Stack gap={4}>
                <Title order={2}>{u.userName}</Title>
                <Text c="dimmed">{[u.verticalName, u.email].filter(Boolean).join(' · ')}</Text>
                <RoleBadges roles={u.roles} />
                <Text size="xs" c="dimmed">
                  {u.lastActiveOn
                    ? `Last active ${formatListStamp(u.lastActiveOn)}`
                    : 'Has not signed in yet'}
                </Text>
              </Stack>
            </Group>
            {self ? (
              <ChangePicture />
            ) : (
              <Button
                leftSection={<IconMessageCircle size={16} />}
                variant="light"
                onClick={() => navigate(`/chat?userId=${u.userId}`)}
                data-testid="profile-chat"
              >
                Chat
              </Button>
            )}
          </Group>
        )}
      </Paper>
      {self && <MailboxesCard />}
      {self && <TemplatesCard />}
      {self && <CalendarFeedCard />}
      {self && <TwoFactorCard />}
      {self && <SessionsCard />}
      {self && <ApiTokensCard />}
      <Paper withBorder radius="md" p="sm">
        <ProfileTabs
          userId={userId}
          tab={tab}
          onTab={(t) => patch({ show: t === 'brands' ? null : t })}
        />
      </Paper>
    </Stack>
  );
}
