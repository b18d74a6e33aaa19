import {
  Box,
  Button,
  Center,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Switch,
  Tabs,
  TextInput,
} from '@mantine/core';
import { IconMessagePlus, IconSearch, IconUsersPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { LoadError, loadFailed } from '../../components/LoadError';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { currentUser } from '../../lib/user';
import { ChatListItem } from './ChatListItem';
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
      <Group gap="xs" px="sm" pt="sm" wrap="nowrap">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconMessagePlus size={16} />}
          onClick={onNewChat}
          data-testid="chat-new"
          style={{ flex: 1 }}
        >
          New chat
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconUsersPlus size={16} />}
          onClick={onNewGroup}
          data-testid="group-new"
          style={{ flex: 1 }}
        >
          New group
        </Button>
      </Group>
      <Tabs value={tab} onChange={(v) => v && onTab(v as ChatTab)} px="sm">
        <Tabs.List grow>
          <Tabs.Tab value="CHATS" data-testid="chat-tab-CHATS">
            Chats
          </Tabs.Tab>
          <Tabs.Tab value="EVENTS" data-testid="chat-tab-EVENTS">
            Events
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === 'EVENTS' && (
        <Switch
          mx="sm"
          size="xs"
          label="Archived events (ended)"
          checked={archived}
          onChange={(e) => setArchived(e.currentTarget.checked)}
          data-testid="chat-archived"
        />
      )}
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
            search.trim() ? (
              <EmptyState
                title="No chats found"
                description={`No chat matches “${search.trim()}”.`}
              />
            ) : tab === 'EVENTS' && archived ? (
              <EmptyState
                title="No archived event chats"
                description="Chats of events that have ended appear here."
              />
            ) : tab === 'EVENTS' ? (
              <EmptyState
                title="No event chats"
                description="Event chats appear here for the events whose inventories you are assigned to."
              />
            ) : (
              <EmptyState
                title="No chats yet"
                description="Start a chat with a colleague or create a group."
              />
            )
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
