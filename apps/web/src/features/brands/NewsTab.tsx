import { Box } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { newsRoutes } from '@crm/contracts';
import { useApi } from '../../lib/useApi';
import { NewsList } from '../news/NewsList';

/** The brand page's News tab (spec 001 §7 'GET news … {brandId, pageNo}'): the pipeline's news about this brand, newest first. */
export default function NewsTab({ brandId }: { brandId: number }) {
  const [pageNo, setPageNo] = useState(1);
  const q = useApi(newsRoutes.list, { brandId, pageNo }, { placeholderData: keepPreviousData });
  return (
    <Box maw={760}>
      <NewsList
        query={q}
        what="the brand's news"
        empty={{
          title: 'No news about this brand',
          description: 'Deals won and owner changes of this brand appear here.',
        }}
        onPage={setPageNo}
        testId="brand-news"
      />
    </Box>
  );
}
