import { Center, Drawer, Loader, Stack } from '@mantine/core';
import type { ChatMessage } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { LoadError, loadFailed } from '../../components/LoadError';
import { LoadMore } from '../../components/LoadMore';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { MessagesDrawerItem } from './view/MessagesDrawerItem';
import { useMessagesDrawer, type MessagesDrawerKind } from './view/useMessagesDrawer';

/**
 * The pinned messages of a chat (GET /api/message/pinned, newest pin first) or the caller's starred
 * messages (GET /api/message/starred, newest star first), 100 a page. A message opens in
 * its chat (`onOpen`); each can be unpinned or unstarred from here.
 */
export function MessagesDrawer({
  kind,
  chatId,
  opened,
  onClose,
  onOpen,
}: {
  kind: MessagesDrawerKind;
  chatId: number;
  opened: boolean;
  onClose: () => void;
  onOpen: (m: ChatMessage) => void;
}) {
  const { q, messages, remove } = useMessagesDrawer(kind, chatId, opened);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={kind === 'pinned' ? 'Pinned messages' : 'Starred messages'}
      data-testid={`${kind}-drawer`}
    >
      {loadFailed(q) ? (
        <LoadError what={`the ${kind} messages`} query={q} />
      ) : q.isLoading ? (
        <SkeletonBlock lines={5} height={40} />
      ) : !messages.length ? (
        <EmptyState
          title={kind === 'pinned' ? 'No pinned messages' : 'No starred messages'}
          description={
            kind === 'pinned'
              ? 'Pin a message from its menu to keep it here for everyone in the chat.'
              : 'Star a message from its menu to find it here later.'
          }
        />
      ) : (
        <Stack gap="xs">
          {messages.map((m) => (
            <MessagesDrawerItem
              key={m.id}
              kind={kind}
              m={m}
              onOpen={() => onOpen(m)}
              onRemove={() => void remove(m)}
            />
          ))}
          <LoadMore query={q} />
          {q.isFetching && !q.isFetchingNextPage && (
            <Center>
              <Loader size="xs" />
            </Center>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
