import {
  ActionIcon,
  Box,
  Button,
  Center,
  Drawer,
  Group,
  Loader,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconPinnedOff, IconStarOff } from '@tabler/icons-react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_PAGE_SIZE, chatRoutes, type ChatMessage } from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { callRoute } from '../../lib/useApi';
import { EmptyState } from '../../components/EmptyState';
import { UserAvatar } from '../../components/Avatars';
import { LoadError, loadFailed } from '../../components/LoadError';
import { LoadMore } from '../../components/LoadMore';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { MentionText } from '../tasks';
import { applyPin, applyStar, pinMessage, starMessage } from './messageActions';
import { formatListStamp } from '../../lib/format';
import { chatKeys } from './queries';

/** Which list: the open chat's pinned messages, or the caller's starred messages across their chats. */
export type MessagesDrawerKind = 'pinned' | 'starred';

/** The query key of a pinned or starred list. */
const listKey = (kind: MessagesDrawerKind, chatId: number) =>
  [...chatKeys.all, kind, kind === 'pinned' ? chatId : 0] as const;

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
  const qc = useQueryClient();
  const q = useInfiniteQuery({
    queryKey: listKey(kind, chatId),
    queryFn: ({ pageParam }) =>
      kind === 'pinned'
        ? callRoute(chatRoutes.pinned, { chatId, pageNo: pageParam, count: CHAT_PAGE_SIZE })
        : callRoute(chatRoutes.starred, { pageNo: pageParam, count: CHAT_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    enabled: opened,
    staleTime: 0,
  });
  const messages = q.data?.pages.flatMap((p) => p.messages) ?? [];
  const remove = async (m: ChatMessage) => {
    try {
      if (kind === 'pinned') {
        const res = await pinMessage(m.id, false);
        applyPin(qc, res);
        toastSuccess(res.message);
      } else {
        const res = await starMessage(m.id, false);
        applyStar(qc, res);
        toastSuccess(res.message);
      }
      void qc.invalidateQueries({ queryKey: listKey(kind, chatId) });
    } catch (e) {
      toastError(e);
    }
  };
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
            <Group
              key={m.id}
              align="flex-start"
              wrap="nowrap"
              gap="sm"
              p="xs"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
              data-testid={`${kind}-item`}
            >
              <UserAvatar
                userId={m.from}
                name={m.fromUserData.userName}
                imageUrl={m.fromUserData.profileImage}
                size={30}
              />
              <Box style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="xs" fw={700} truncate="end">
                    {m.fromUserData.userName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatListStamp(m.sentOn)}
                  </Text>
                </Group>
                <MentionText description={m.content} lineClamp={4} testId={`${kind}-text`} />
                <Button
                  variant="subtle"
                  size="compact-xs"
                  mt={4}
                  onClick={() => onOpen(m)}
                  data-testid={`${kind}-open`}
                >
                  Show in chat
                </Button>
              </Box>
              <Tooltip label={kind === 'pinned' ? 'Unpin' : 'Unstar'}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={kind === 'pinned' ? 'Unpin message' : 'Unstar message'}
                  onClick={() => void remove(m)}
                  data-testid={`${kind}-remove`}
                >
                  {kind === 'pinned' ? <IconPinnedOff size={16} /> : <IconStarOff size={16} />}
                </ActionIcon>
              </Tooltip>
            </Group>
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
