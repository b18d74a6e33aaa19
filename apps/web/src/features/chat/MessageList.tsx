import { ActionIcon, Box, Center, Loader, Text } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { toastError } from '../../lib/api';
import { chatKeys } from './queries';
import { loadOlder, type ChatMessages } from './messageQueries';
import { formatDayName, istDay } from '../../lib/format';
import { MessageBubble } from './MessageBubble';
import type { MessageAction } from './MessageMenu';
import type { NameOf } from './MessageReactions';
import type { ShownMessage } from './messageList';

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

/** How many older pages a jump may load looking for its message. */
const JUMP_PAGES = 20;

/**
 * The open chat's messages in mid order, virtualised (react-virtuoso): it opens at the newest, follows
 * new ones while at the bottom, and loads the next older page (beforeMid) on reaching the top, keeping
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
  const qc = useQueryClient();
  const [loading, setLoading] = useState(false);
  const [atBottom, setAtBottom] = useState(true);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const ref = useRef<VirtuosoHandle>(null);

  useEffect(() => {
    if (!jumpTo) return;
    let live = true;
    void (async () => {
      for (let page = 0; live && page <= JUMP_PAGES; page++) {
        const d = qc.getQueryData<ChatMessages>(chatKeys.messages(chatId));
        const at = d?.messages.findIndex((m) => m.state === 'sent' && m.mid === jumpTo.mid) ?? -1;
        if (d && at >= 0) {
          ref.current?.scrollToIndex({ index: at, align: 'center', behavior: 'smooth' });
          setHighlighted(jumpTo.mid);
          return;
        }
        if (!d?.hasOlder) return;
        await loadOlder(qc, chatId).catch(() => undefined);
      }
    })();
    return () => {
      live = false;
    };
  }, [jumpTo, chatId, qc]);
  useEffect(() => {
    if (highlighted === null) return;
    const t = setTimeout(() => setHighlighted(null), 2_000);
    return () => clearTimeout(t);
  }, [highlighted]);
  const { messages } = data;
  const older = async () => {
    if (loading || !data.hasOlder) return;
    setLoading(true);
    try {
      await loadOlder(qc, chatId);
    } catch (e) {
      toastError(e);
    } finally {
      setLoading(false);
    }
  };
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
        followOutput={(atBottom) => (atBottom ? 'smooth' : false)}
        atBottomThreshold={80}
        atBottomStateChange={setAtBottom}
        increaseViewportBy={{ top: 400, bottom: 200 }}
        context={{ loading, hasOlder: data.hasOlder }}
        components={COMPONENTS}
        itemContent={(index, m) => {
          const prev = messages[index - data.firstIndex - 1];
          const newDay = !prev || istDay(prev.sentOn) !== istDay(m.sentOn);
          const showSender =
            isGroup && (newDay || !prev || prev.from !== m.from || prev.isAnnoucement);
          return (
            <>
              {newDay && (
                <Center py={6}>
                  <Text size="xs" fw={600} c="dimmed" data-testid="chat-day">
                    {formatDayName(m.sentOn)}
                  </Text>
                </Center>
              )}
              <MessageBubble
                m={m}
                selfId={selfId}
                isGroup={isGroup}
                showSender={showSender}
                seen={!isGroup && m.state === 'sent' && m.mid <= seenUpTo}
                highlighted={m.state === 'sent' && m.mid === highlighted}
                nameOf={nameOf}
                onAction={(a) => onAction(m, a)}
              />
            </>
          );
        }}
      />
      {!atBottom && (
        <ActionIcon
          pos="absolute"
          bottom={12}
          right={20}
          radius="xl"
          size="lg"
          variant="white"
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
          aria-label="Jump to the latest message"
          onClick={() => ref.current?.scrollToIndex({ index: 'LAST', behavior: 'smooth' })}
          data-testid="chat-jump-latest"
        >
          <IconArrowDown size={18} />
        </ActionIcon>
      )}
    </Box>
  );
}
