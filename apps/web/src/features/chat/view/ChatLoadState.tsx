import { Box, Center } from '@mantine/core';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError, type LoadQuery } from '../../../components/LoadError';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { ApiError } from '../../../lib/api';

/**
 * The open chat failed to load: a chat that is gone or not the caller's (404, 403) says so, other
 * failures show the load error with Retry.
 */
export function ChatLoadFailed({ query: q }: { query: LoadQuery }) {
  if (q.error instanceof ApiError && (q.error.status === 404 || q.error.status === 403)) {
    return (
      <Center h="100%">
        <EmptyState
          title="Chat not available"
          description={
            q.error.status === 403
              ? q.error.message
              : 'This chat does not exist or you are not one of its members.'
          }
        />
      </Center>
    );
  }
  return (
    <Box p="md">
      <LoadError what="the chat" query={q} />
    </Box>
  );
}

/** The open chat's shimmer while its info and first page load. */
export function ChatLoading() {
  return (
    <Box p="md" data-testid="chat-loading">
      <SkeletonBlock lines={8} height={28} />
    </Box>
  );
}
