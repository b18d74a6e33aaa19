import { Box, Button, Center, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { CommentBubble, type ShownComment } from './CommentBubble';
import type { useThreadComments } from './useThreadComments';

/**
 * A thread's messages in a framed, scrolling box kept at the newest one: the load error or a skeleton
 * first, 'Load older messages' while older pages remain, 'No messages yet. Say hello.' when empty, and
 * Retry on a message that failed to send.
 */
export function ConversationMessages({
  q,
  shown,
  selfId,
  onRetry,
}: {
  q: ReturnType<typeof useThreadComments>;
  shown: ShownComment[];
  selfId: number;
  onRetry: (c: ShownComment) => void;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [shown.length]);

  return (
    <Box style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
      {loadFailed(q) ? (
        <Box p="sm">
          <LoadError what="the conversation" query={q} />
        </Box>
      ) : q.isLoading ? (
        <Box p="sm">
          <SkeletonBlock lines={3} />
        </Box>
      ) : (
        <ScrollArea h={280} viewportRef={viewport} type="auto">
          <Stack gap="sm" p="sm">
            {q.hasNextPage && (
              <Center>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => void q.fetchNextPage()}
                  loading={q.isFetchingNextPage}
                >
                  Load older messages
                </Button>
              </Center>
            )}
            {!shown.length && (
              <Text size="sm" c="dimmed" ta="center" py="xl">
                No messages yet. Say hello.
              </Text>
            )}
            {shown.map((c) => (
              <CommentBubble
                key={c.key}
                c={c}
                mine={c.senderId === selfId}
                onRetry={c.state === 'failed' ? () => onRetry(c) : undefined}
              />
            ))}
          </Stack>
        </ScrollArea>
      )}
    </Box>
  );
}
