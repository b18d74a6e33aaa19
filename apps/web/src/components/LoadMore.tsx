import { Button, Center } from '@mantine/core';

/** 'Load More' (spec 000 §2.12) under a paged list (an infinite query's next page); nothing when there is none. */
export function LoadMore({
  query,
}: {
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
}) {
  if (!query.hasNextPage) return null;
  return (
    <Center>
      <Button
        variant="light"
        size="xs"
        onClick={() => void query.fetchNextPage()}
        loading={query.isFetchingNextPage}
      >
        Load More
      </Button>
    </Center>
  );
}
