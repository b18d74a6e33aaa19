import { Anchor, Group, Modal, Skeleton, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { UserAvatar } from '../../components/Avatars';
import { useAppreciators } from './queries';

/** Who appreciated news item `newsId` (null: closed), each a link to their profile, in a dialog. */
export function Appreciators({ newsId, onClose }: { newsId: number | null; onClose: () => void }) {
  const q = useAppreciators(newsId);
  return (
    <Modal opened={newsId !== null} onClose={onClose} title="Appreciated by" size="sm">
      <Stack gap="xs" data-testid="news-appreciators">
        {q.isLoading
          ? [1, 2, 3].map((k) => <Skeleton key={k} height={28} />)
          : q.data?.users.map((u) => (
              <Group key={u.userId} gap="sm">
                <UserAvatar
                  userId={u.userId}
                  name={u.userName}
                  imageUrl={u.profileImage}
                  lastActiveOn={u.lastActiveOn}
                  size={28}
                />
                <Anchor
                  component={Link}
                  to={`/profile/${u.userId}?name=${encodeURIComponent(u.userName)}`}
                  size="sm"
                >
                  {u.userName}
                </Anchor>
              </Group>
            ))}
      </Stack>
    </Modal>
  );
}
