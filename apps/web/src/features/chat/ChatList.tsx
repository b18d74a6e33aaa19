import { Box, Center, Loader, ScrollArea, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { LoadError, loadFailed } from '../../components/LoadError';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { currentUser } from '../../lib/user';
import { ChatListItem } from './ChatListItem';
import { ChatListActions } from './list/ChatListActions';
import { ChatListEmpty } from './list/ChatListEmpty';
import { ChatListTabs } from './list/ChatListTabs';
import { useChatList, type ChatTab } from './queries';

type Props = {
  tab: ChatTab;
  chatId: number | null;
  onTab: (tab: ChatTab) => void;
  onOpen: (chatId: number) => void;
  onNewChat: () => void;
  onNewGroup: () => void;
};

/** The left column of /chat (001 §2): tabs CHATS and EVENTS (current or archived events), a name filter, the chats 100 a page (pinned first, as the server orders them). */
export function ChatList({ tab, chatId, onTab, onOpen, onNewChat, onNewGroup }: Props) {
  const [archived, setArchived] = useState(false);
  const q = useChatList(tab, archived);
  const [search, setSearch] = useState('');
  const selfId = currentUser()?.userId;
  const chats = useMemo(() => {
    const all = q.data?.pages.flatMap((p) => p.chats) ?? [];
    const s = search.trim().toLowerCase();
    return s ? all.filter((c) => c.name.toLowerCase().includes(s)) : all;
  }, [q.data, search]);

  return (
    <Stack gap="xs" h="100%" data-testid="chat-list">
      <ChatListActions onNewChat={onNewChat} onNewGroup={onNewGroup} />
      <ChatListTabs tab={tab} onTab={onTab} archived={archived} onArchived={setArchived} />
      <Box px="sm">
        <TextInput
          size="xs"
          placeholder="Search chats"
          aria-label="Search chats"
          leftSection={<IconSearch size={14} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      </Box>
      <ScrollArea
        style={{ flex: 1 }}
        type="auto"
        onBottomReached={() => q.hasNextPage && !q.isFetchingNextPage && void q.fetchNextPage()}
      >
        <Stack gap={2} px={6} pb="sm">
          {loadFailed(q) ? (
            <LoadError what="your chats" query={q} />
          ) : q.isLoading ? (
            <Box p="xs">
              <SkeletonBlock lines={6} />
            </Box>
          ) : !chats.length ? (
            <ChatListEmpty search={search.trim()} tab={tab} archived={archived} />
          ) : (
            chats.map((c) => (
              <ChatListItem
                key={c.id}
                chat={c}
                active={c.id === chatId}
                selfId={selfId}
                onOpen={() => onOpen(c.id)}
              />
            ))
          )}
          {q.isFetchingNextPage && (
            <Center py="xs">
              <Loader size="xs" />
            </Center>
          )}
        </Stack>
      </ScrollArea>
    </Stack>
  );
}
