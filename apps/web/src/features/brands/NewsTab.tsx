import { Box } from '@mantine/core';
import { NewsList } from '../news';

/** The brand page's News tab (spec 001 §7 'GET news … {brandId, pageNo}'): the pipeline's news about this brand, newest first, 'Load More' appending the next page. */
export default function NewsTab({ brandId }: { brandId: number }) {
  return (
    <Box maw={760}>
      <NewsList
        brandId={brandId}
        what="the brand's news"
        empty={{
          title: 'No news about this brand',
          description: 'Deals won and owner changes of this brand appear here.',
        }}
        testId="brand-news"
      />
    </Box>
  );
}
