import { Badge, Text } from '@mantine/core';
import { NEWS_BADGES, type NewsItem } from '@crm/contracts';
import { formatDateTime, timeAgo } from '../../lib/format';

/** The newsfeed table's cells (preset newsfeedTable, spec 001 §9). */
export const newsCells = {
  title: (n: NewsItem) => (
    <Text size="sm" fw={500} lineClamp={2} maw={360}>
      {n.title}
    </Text>
  ),
  badge: (n: NewsItem) => (
    <Badge
      color={NEWS_BADGES[n.badge].color}
      variant="light"
      size="sm"
      w="max-content"
      style={{ overflow: 'visible' }}
    >
      {NEWS_BADGES[n.badge].label}
    </Badge>
  ),
  about: (n: NewsItem) => (
    <Text size="sm" lineClamp={1}>
      {[n.brand?.brandName, n.event?.eventName].filter(Boolean).join(' · ') || '—'}
    </Text>
  ),
  appreciations: (n: NewsItem) => n.appreciations,
  status: (n: NewsItem) => (
    <Badge color={n.status === 'ACTIVE' ? 'green' : 'gray'} variant="dot" size="sm" w="max-content">
      {n.status === 'ACTIVE' ? 'Shown' : 'Hidden'}
    </Badge>
  ),
  createdAt: (n: NewsItem) => (
    <Text size="sm" title={formatDateTime(n.createdAt)} style={{ whiteSpace: 'nowrap' }}>
      {timeAgo(n.createdAt)}
    </Text>
  ),
};
