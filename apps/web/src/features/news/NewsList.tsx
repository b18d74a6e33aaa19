import { Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { NewsListResult } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { LoadError, loadFailed } from '../../components/LoadError';
import { Pager } from '../../components/Pager';
import { NewsCard } from './NewsCard';

/**
 * One page of news cards with its pager, or the load error, the skeletons, or `empty` when there is no
 * news (the News Feed page and a brand's News tab).
 */
export function NewsList({
  query: q,
  what,
  empty,
  onPage,
  testId,
}: {
  query: UseQueryResult<NewsListResult>;
  what: string;
  empty: { title: string; description: string };
  onPage: (page: number) => void;
  testId: string;
}) {
  if (loadFailed(q)) return <LoadError what={what} query={q} />;
  if (q.isLoading) return [1, 2, 3].map((k) => <Skeleton key={k} height={140} radius="md" />);
  if (!q.data?.news.length) return <EmptyState {...empty} />;
  return (
    <Stack data-testid={testId}>
      {q.data.news.map((n) => (
        <NewsCard key={n.newsId} item={n} />
      ))}
      <Pager page={q.data} onChange={onPage} />
    </Stack>
  );
}
