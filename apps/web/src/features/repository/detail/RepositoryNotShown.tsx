import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError, loadFailed, type LoadQuery } from '../../../components/LoadError';
import { ApiError } from '../../../lib/api';

/** True when the repository's load says it does not exist or was removed (404), even over a copy already shown. */
export const repositoryMissing = (e: Error | null) => e instanceof ApiError && e.status === 404;

/** In place of a repository that is missing, failed to load or is loading: the back link, then why or a shimmer. */
export function RepositoryNotShown({
  query,
  back,
}: {
  query: LoadQuery & { data: unknown };
  back: ReactNode;
}) {
  let body: ReactNode = (
    <>
      <Skeleton h={40} w={320} />
      <Skeleton h={240} />
    </>
  );
  if (repositoryMissing(query.error))
    body = <EmptyState title="This repository does not exist or was removed" />;
  else if (loadFailed(query)) body = <LoadError what="the repository" query={query} />;
  return (
    <Stack>
      {back}
      {body}
    </Stack>
  );
}
