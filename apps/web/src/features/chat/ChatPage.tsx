import { Box, Button, Center, Group, Paper, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toastError } from '../../lib/api';
import { latestParams } from '../../lib/urlParams';
import { EmptyState } from '../../components/EmptyState';
import { usePhone } from '../../lib/usePhone';
import { ChatList } from './ChatList';
import { ChatView } from './ChatView';
import { NewChatModal } from './NewChatModal';
import { NewGroupModal } from './NewGroupModal';
import { CHAT_SCREEN } from '@crm/contracts';
import { chatKeys, openPersonalChat, openSupportChat, type ChatTab } from './queries';
import { useChatSocket } from './useChatSocket';

/**
 * /chat?chatId&tab=CHATS|EVENTS[&mid] (spec 001 §2): the chat list on the left, the open chat on
 * the right (at message `mid` when given), both live over the `/chat` socket. On a phone one pane at a
 * time: the list, or the open chat with a way back to the list.
 */
export default function ChatPage() {
  const [params, setParams] = useSearchParams();
  const tab: ChatTab = params.get('tab') === 'EVENTS' ? 'EVENTS' : 'CHATS';
  const rawId = Number(params.get('chatId'));
  const chatId = Number.isInteger(rawId) && rawId > 0 ? rawId : null;
  const rawMid = Number(params.get('mid'));
  const mid = Number.isInteger(rawMid) && rawMid > 0 ? rawMid : null;
  const [modal, setModal] = useState<'chat' | 'group' | null>(null);
  const qc = useQueryClient();
  const phone = usePhone();
  useChatSocket();

  // /chat?userId=… (a profile, a user card) or ?support=1 (What's New 'message us'): open that user's personal chat, then show it by chatId
  const userId = Number(params.get('userId'));
  const support = params.get('support') === '1';
  useEffect(() => {
    if (!support && (!Number.isInteger(userId) || userId <= 0)) return;
    let live = true;
    const clear = (chat?: number) => {
      const p = latestParams();
      p.delete('userId');
      p.delete('support');
      p.delete('tab');
      if (chat) p.set('chatId', String(chat));
      setParams(p, { replace: true });
    };
    (support ? openSupportChat() : openPersonalChat(userId))
      .then((c) => {
        if (!live) return;
        void qc.invalidateQueries({ queryKey: chatKeys.lists });
        clear(c.id);
      })
      .catch((e: unknown) => {
        if (!live) return;
        toastError(e);
        clear();
      });
    return () => {
      live = false;
    };
  }, [userId, support, setParams, qc]);

  const go = (next: { chatId?: number | null; tab?: ChatTab; mid?: number }) => {
    const p = latestParams();
    if (next.mid) p.set('mid', String(next.mid));
    else p.delete('mid');
    const t = next.tab ?? tab;
    if (t === 'EVENTS') p.set('tab', 'EVENTS');
    else p.delete('tab');
    const id = next.chatId === undefined ? chatId : next.chatId;
    if (id) p.set('chatId', String(id));
    else p.delete('chatId');
    setParams(p);
  };

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
        <Stack
          h="100%"
          gap={0}
          display={phone && !chatId ? 'none' : undefined}
          style={{ flex: 1, minWidth: 0 }}
        >
          {phone && chatId && (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconArrowLeft size={14} />}
              onClick={() => go({ chatId: null })}
              style={{ alignSelf: 'flex-start' }}
              m={4}
              data-testid="chat-back"
            >
              {CHAT_SCREEN.backToList}
            </Button>
          )}
          <Box style={{ flex: 1, minHeight: 0 }}>
            {chatId ? (
              <ChatView
                key={chatId}
                chatId={chatId}
                initialMid={mid}
                onOpenMessage={(id, m) => go({ chatId: id, mid: m })}
                onLeft={() => {
                  void qc.invalidateQueries({ queryKey: chatKeys.lists });
                  go({ chatId: null });
                }}
              />
            ) : (
              <Center h="100%">
                <EmptyState
                  title="Select a chat"
                  description="Pick a chat on the left, or start a new chat with a colleague."
                />
              </Center>
            )}
          </Box>
        </Stack>
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
