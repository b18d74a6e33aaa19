import { Skeleton, Stack } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { newsRoutes } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { LoadError, loadFailed } from '../../components/LoadError';
import { Pager } from '../../components/Pager';
import { useApi } from '../../lib/useApi';
import { NewsCard } from '../news/NewsCard';

/** The brand page's News tab (spec 001 §7 'GET news … {brandId, pageNo}'): the pipeline's news about this brand, newest first. */
export default function NewsTab({ brandId }: { brandId: number }) {
  const [pageNo, setPageNo] = useState(1);
  const q = useApi(newsRoutes.list, { brandId, pageNo }, { placeholderData: keepPreviousData });
  if (loadFailed(q)) return <LoadError what="the brand's news" query={q} />;
  if (q.isLoading) return <Skeleton height={140} radius="md" />;
  if (!q.data?.news.length)
    return (
      <EmptyState
        title="No news about this brand"
        description="Deals won and owner changes of this brand appear here."
      />
    );
  return (
    <Stack data-testid="brand-news" maw={760}>
      {q.data.news.map((n) => (
        <NewsCard key={n.newsId} item={n} />
      ))}
      <Pager page={q.data} onChange={setPageNo} />
    </Stack>
  );
}
