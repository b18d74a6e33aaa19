import { Skeleton, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { LoadError, loadFailed } from '../../components/LoadError';
import { LoadMore } from '../../components/LoadMore';
import { mergePages } from '../../lib/dropdownPaging';
import { NewsCard } from './NewsCard';
import { useNewsFeed } from './queries';

/**
 * The news cards, newest first, with 'Load More' appending the next page, or the load error, the
 * skeletons, or `empty` when there is no news (the News Feed page; a brand's News tab with `brandId`).
 */
export function NewsList({
  brandId,
  what,
  empty,
  testId,
}: {
  brandId?: number;
  what: string;
  empty: { title: string; description: string };
  testId: string;
}) {
  const q = useNewsFeed(brandId);
  const news = useMemo(
    () =>
      mergePages(
        (q.data?.pages ?? []).map((p) => p.news),
        (n) => n.newsId,
      ),
    [q.data],
  );
  if (loadFailed(q)) return <LoadError what={what} query={q} />;
  if (q.isLoading) return [1, 2, 3].map((k) => <Skeleton key={k} height={140} radius="md" />);
  if (!news.length) return <EmptyState {...empty} />;
  return (
    <Stack data-testid={testId}>
      {news.map((n) => (
        <NewsCard key={n.newsId} item={n} />
      ))}
      <LoadMore query={q} testId={`${testId}-load-more`} />
    </Stack>
  );
}
