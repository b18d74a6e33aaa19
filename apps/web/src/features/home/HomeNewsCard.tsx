import { Anchor, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { DashboardResult } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { NewsCard } from '../news';

/** The home dashboard's latest news (compact cards) with See all to /newsfeed. */
export function HomeNewsCard({ data }: { data: DashboardResult | undefined }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="home-news">
      <Group justify="space-between" mb="sm">
        <Title order={4}>Latest news</Title>
        <Anchor component={Link} to="/newsfeed" size="sm">
          See all
        </Anchor>
      </Group>
      {!data ? (
        <Skeleton h={190} />
      ) : data.news.length ? (
        <Stack gap="xs">
          {data.news.map((n) => (
            <NewsCard key={n.newsId} item={n} compact />
          ))}
        </Stack>
      ) : (
        <EmptyState title="No news yet" description="Won deals and announcements appear here." />
      )}
    </Paper>
  );
}
