import { Box, Button, Center, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_SCREEN } from '@crm/contracts';
import { EmptyState } from '../../../components/EmptyState';
import { ChatView } from '../ChatView';
import { refreshChatLists } from '../queries';
import type { ChatRouteChange } from './useChatRoute';

type Props = {
  chatId: number | null;
  /** The message to show once the chat is loaded (/chat?mid). */
  mid: number | null;
  phone: boolean;
  go: (next: ChatRouteChange) => void;
};

/**
 * The right pane of /chat: the open chat (a fresh view per chat), or 'Select a chat'. On a phone it
 * shows alone, with a way back to the list, and hides while no chat is open. Leaving a group closes it.
 */
export function ChatOpenPane({ chatId, mid, phone, go }: Props) {
  const qc = useQueryClient();
  return (
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
              refreshChatLists(qc);
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
  );
}
