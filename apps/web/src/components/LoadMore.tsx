import { Button, Center } from '@mantine/core';
import { DROPDOWN } from '@crm/contracts';

/**
 * 'Load More' (spec 000 §2.12) under a paged list (an infinite query's next page, appended to the
 * list); nothing when there is none.
 */
export function LoadMore({
  query,
  testId,
}: {
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  testId?: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Center>
      <Button
        variant="light"
        size="xs"
        onClick={() => void query.fetchNextPage()}
        loading={query.isFetchingNextPage}
        data-testid={testId}
      >
        {DROPDOWN.loadMoreLabel}
      </Button>
    </Center>
  );
}
