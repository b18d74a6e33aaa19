import { Box, Group, Paper } from '@mantine/core';
import { useState } from 'react';
import { usePhone } from '../../lib/usePhone';
import { ChatList } from './ChatList';
import { NewChatModal } from './NewChatModal';
import { NewGroupModal } from './NewGroupModal';
import { ChatOpenPane } from './page/ChatOpenPane';
import { useChatLinkOpener } from './page/useChatLinkOpener';
import { useChatRoute } from './page/useChatRoute';
import { useChatSocket } from './useChatSocket';

/**
 * /chat?chatId&tab=CHATS|EVENTS[&mid] (spec 001 §2): the chat list on the left, the open chat on
 * the right (at message `mid` when given), both live over the `/chat` socket. On a phone one pane at a
 * time: the list, or the open chat with a way back to the list.
 */
export default function ChatPage() {
  const { tab, chatId, mid, go } = useChatRoute();
  const [modal, setModal] = useState<'chat' | 'group' | null>(null);
  const phone = usePhone();
  useChatSocket();
  useChatLinkOpener();

  return (
    <Paper
      withBorder
      radius="md"
      h="calc(100dvh - var(--app-shell-header-height, 70px) - 2 * var(--mantine-spacing-md))"
      mr={20}
      style={{ overflow: 'hidden' }}
      data-testid="chat-page"
    >
      <Group h="100%" gap={0} wrap="nowrap" align="stretch">
        <Box
          w={phone ? '100%' : 340}
          miw={phone ? 0 : 280}
          h="100%"
          display={phone && chatId ? 'none' : undefined}
          style={{ borderRight: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
        >
          <ChatList
            tab={tab}
            chatId={chatId}
            onTab={(t) => go({ tab: t, chatId: null })}
            onOpen={(id) => go({ chatId: id })}
            onNewChat={() => setModal('chat')}
            onNewGroup={() => setModal('group')}
          />
        </Box>
        <ChatOpenPane chatId={chatId} mid={mid} phone={phone} go={go} />
      </Group>
      <NewChatModal
        opened={modal === 'chat'}
        onClose={() => setModal(null)}
        onOpened={(id) => go({ chatId: id, tab: 'CHATS' })}
      />
      <NewGroupModal
        opened={modal === 'group'}
        onClose={() => setModal(null)}
        onCreated={(id) => go({ chatId: id, tab: 'CHATS' })}
      />
    </Paper>
  );
}
