import {
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { NEWS_BADGES, type NewsItem } from '@crm/contracts';
import { UserAvatar } from '../../components/Avatars';
import { formatDateTime, timeAgo } from '../../lib/format';
import { useAppreciate, useAppreciators } from './queries';

/**
 * One news item: badge, title, body, the brand and event it is about (links), who it is
 * about and when; the appreciate toggle with its count, and the count opens the list of who appreciated.
 */
export function NewsCard({ item, compact = false }: { item: NewsItem; compact?: boolean }) {
  const appreciate = useAppreciate();
  const [showing, setShowing] = useState(false);
  const badge = NEWS_BADGES[item.badge];
  return (
    <Paper withBorder radius="md" p="md" data-testid="news-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Badge color={badge.color} variant="light" size="sm">
              {badge.label}
            </Badge>
            {item.status === 'HIDDEN' && (
              <Badge color="gray" size="sm">
                Hidden
              </Badge>
            )}
          </Group>
          <Tooltip label={formatDateTime(item.createdAt)}>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {timeAgo(item.createdAt)}
            </Text>
          </Tooltip>
        </Group>
        <Text fw={600} lineClamp={compact ? 1 : undefined}>
          {item.title}
        </Text>
        {item.body && !compact && <Text size="sm">{item.body}</Text>}
        {!compact && (item.brand || item.event) && (
          <Group gap="md">
            {item.brand && (
              <Anchor component={Link} to={`/brandInfo/${item.brand.brandId}`} size="sm">
                {item.brand.brandName}
              </Anchor>
            )}
            {item.event && (
              <Anchor component={Link} to={`/eventinfo/${item.event.eventId}`} size="sm">
                {item.event.eventName}
              </Anchor>
            )}
          </Group>
        )}
        {!compact && (
          <Group justify="space-between" mt={4}>
            {item.user ? (
              <Group gap="xs">
                <UserAvatar
                  userId={item.user.userId}
                  name={item.user.userName}
                  imageUrl={item.user.profileImage}
                  size={22}
                />
                <Text size="xs" c="dimmed">
                  {item.user.userName}
                </Text>
              </Group>
            ) : (
              <span />
            )}
            <Group gap={4}>
              <Tooltip label={item.appreciatedByMe ? 'Remove your appreciation' : 'Appreciate'}>
                <Button
                  size="compact-sm"
                  variant={item.appreciatedByMe ? 'light' : 'subtle'}
                  color="pink"
                  leftSection={
                    item.appreciatedByMe ? <IconHeartFilled size={16} /> : <IconHeart size={16} />
                  }
                  onClick={() =>
                    appreciate.mutate({
                      newsId: item.newsId,
                      action: item.appreciatedByMe ? 'REMOVE' : 'ADD',
                    })
                  }
                  aria-pressed={item.appreciatedByMe}
                  disabled={item.status !== 'ACTIVE'}
                  data-testid="news-appreciate"
                >
                  Appreciate
                </Button>
              </Tooltip>
              <UnstyledButton
                onClick={() => setShowing(true)}
                disabled={item.appreciations === 0}
                aria-label="Who appreciated this"
                data-testid="news-appreciations"
              >
                <Text size="sm" c="dimmed">
                  {item.appreciations}
                </Text>
              </UnstyledButton>
            </Group>
          </Group>
        )}
      </Stack>
      <Appreciators newsId={showing ? item.newsId : null} onClose={() => setShowing(false)} />
    </Paper>
  );
}

function Appreciators({ newsId, onClose }: { newsId: number | null; onClose: () => void }) {
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
