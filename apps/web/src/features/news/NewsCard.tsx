import { Anchor, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { NEWS_BADGES, type NewsItem } from '@crm/contracts';
import { UserAvatar } from '../../components/Avatars';
import { formatDateTime, timeAgo } from '../../lib/format';
import { Appreciators } from './Appreciators';
import { NewsAppreciation } from './NewsAppreciation';

/**
 * One news item: badge, title, body, the brand and event it is about (links), who it is
 * about and when; the appreciate toggle with its count, and the count opens the list of who appreciated.
 */
export function NewsCard({ item, compact = false }: { item: NewsItem; compact?: boolean }) {
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
            <NewsAppreciation item={item} onShowAppreciators={() => setShowing(true)} />
          </Group>
        )}
      </Stack>
      <Appreciators newsId={showing ? item.newsId : null} onClose={() => setShowing(false)} />
    </Paper>
  );
}
