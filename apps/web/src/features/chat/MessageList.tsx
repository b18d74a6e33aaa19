import { Box, Center, Loader, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import type { MessageAction } from './MessageMenu';
import type { NameOf } from './MessageReactions';
import type { ShownMessage } from './messageList';
import type { ChatMessages } from './messageQueries';
import { JumpToLatest } from './view/JumpToLatest';
import { MessageRow } from './view/MessageRow';
import { useJumpToLatest } from './view/useJumpToLatest';
import { useMessageJump } from './view/useMessageJump';
import { useOlderMessages } from './view/useOlderMessages';

type Ctx = { loading: boolean; hasOlder: boolean };

/** Virtuoso's header (loading older, or the start of the conversation) and footer, stable across renders. */
const COMPONENTS = {
  Header: ({ context }: { context?: Ctx }) => (
    <Center py="xs" mih={8}>
      {context?.loading ? (
        <Loader size="xs" />
      ) : !context?.hasOlder ? (
        <Text size="xs" c="dimmed">
          Start of the conversation
        </Text>
      ) : null}
    </Center>
  ),
  Footer: () => <div style={{ height: 8 }} />,
};

type Props = {
  chatId: number;
  data: ChatMessages;
  selfId: number | undefined;
  isGroup: boolean;
  nameOf: NameOf;
  onAction: (m: ShownMessage, a: MessageAction) => void;
  /** Others have read up to this mid (a personal chat's 'seen'). */
  seenUpTo: number;
  /** Show this message (a reply's original, a pinned message): older pages load until it is found; `seq` repeats a jump. */
  jumpTo: { mid: number; seq: number } | null;
};

/**
 * The open chat's messages in mid order, virtualised (react-virtuoso): it opens at the newest, follows
 * new ones while at the bottom (smoothly, unless the reader prefers reduced motion), and loads the next older page (beforeMid) on reaching the top, keeping
 * the reader's place (the first item index counts down as pages are prepended).
 */
export function MessageList({
  chatId,
  data,
  selfId,
  isGroup,
  nameOf,
  onAction,
  jumpTo,
  seenUpTo,
}: Props) {
  const ref = useRef<VirtuosoHandle>(null);
  const [atBottom, setAtBottom] = useState(true);
  const highlighted = useMessageJump(chatId, jumpTo, ref);
  const reduceMotion = useReducedMotion() ?? false;
  const latest = useJumpToLatest(ref, setAtBottom, reduceMotion);
  const { loading, older } = useOlderMessages(chatId, data.hasOlder);
  const { messages } = data;
  if (!messages.length) {
    return (
      <Center h="100%" data-testid="chat-messages">
        <Text c="dimmed" size="sm">
          No messages yet. Say hello.
        </Text>
      </Center>
    );
  }
  return (
    <Box pos="relative" h="100%">
      <Virtuoso
        ref={ref}
        key={chatId}
        data-testid="chat-messages"
        style={{ height: '100%' }}
        data={messages}
        firstItemIndex={data.firstIndex}
        initialTopMostItemIndex={messages.length - 1}
        computeItemKey={(_, m) => (m.state === 'sent' ? `m${m.mid}` : `l${m.localId}`)}
        startReached={() => void older()}
        followOutput={(atBottom) => (atBottom ? (reduceMotion ? 'auto' : 'smooth') : false)}
        atBottomThreshold={80}
        atBottomStateChange={latest.atBottomStateChange}
        isScrolling={latest.isScrolling}
        increaseViewportBy={{ top: 400, bottom: 200 }}
        context={{ loading, hasOlder: data.hasOlder }}
        components={COMPONENTS}
        itemContent={(index, m) => (
          <MessageRow
            m={m}
            prev={messages[index - data.firstIndex - 1]}
            selfId={selfId}
            isGroup={isGroup}
            seenUpTo={seenUpTo}
            highlighted={highlighted}
            nameOf={nameOf}
            onAction={(a) => onAction(m, a)}
          />
        )}
      />
      {!atBottom && <JumpToLatest onClick={latest.jump} />}
    </Box>
  );
}
