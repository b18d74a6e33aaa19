import { Box, Text } from '@mantine/core';
import type { ChatInfo } from '@crm/contracts';
import type { MessageAction } from '../MessageMenu';
import type { ShownMessage } from '../messageList';
import { MessageList } from '../MessageList';
import type { ChatMessages } from '../messageQueries';
import { typingText } from '../useTyping';

type Props = {
  chatId: number;
  info: ChatInfo;
  messages: ChatMessages;
  selfId: number | undefined;
  nameOf: (id: number) => string;
  onAction: (m: ShownMessage, a: MessageAction) => void;
  jumpTo: { mid: number; seq: number } | null;
  /** Who is typing now (useTypingUsers). */
  typingNames: string[];
};

/**
 * The open chat's messages (MessageList) with who is typing under them; 'seen' marks go up to the
 * furthest any other member has read.
 */
export function ChatMessagesArea({ chatId, info, messages, selfId, typingNames, ...list }: Props) {
  return (
    <Box style={{ flex: 1, minHeight: 0 }} bg="gray.0" pos="relative">
      <MessageList
        chatId={chatId}
        data={messages}
        selfId={selfId}
        isGroup={info.purpose !== 'PERSONAL_CHAT'}
        nameOf={list.nameOf}
        onAction={list.onAction}
        jumpTo={list.jumpTo}
        seenUpTo={Math.max(
          0,
          ...Object.values(messages.readers),
          ...info.members.filter((m) => m.userId !== selfId).map((m) => m.lastRead),
        )}
      />
      {typingNames.length > 0 && (
        <Text
          size="xs"
          c="dimmed"
          fs="italic"
          pos="absolute"
          bottom={2}
          left={16}
          data-testid="chat-typing"
        >
          {typingText(typingNames)}
        </Text>
      )}
    </Box>
  );
}
