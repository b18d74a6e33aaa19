import { Box, Group } from '@mantine/core';
import { UserAvatar } from '../../components/Avatars';
import { Announcement } from './bubble/Announcement';
import { Bubble } from './bubble/Bubble';
import { MessageFailed } from './bubble/MessageFailed';
import { MessageMenu, type MessageAction } from './MessageMenu';
import type { NameOf } from './MessageReactions';
import classes from './chat.module.css';
import type { ShownMessage } from './messageList';

type Props = {
  m: ShownMessage;
  selfId: number | undefined;
  /** A group: others' messages keep a column for the sender's avatar. */
  isGroup: boolean;
  /** Show the sender's name and avatar (groups, first of a run). */
  showSender: boolean;
  /** Someone else read it (a personal chat's 'seen'). */
  seen: boolean;
  /** The message is the one just jumped to (briefly highlighted). */
  highlighted: boolean;
  nameOf: NameOf;
  onAction: (a: MessageAction) => void;
};

/**
 * One message: an announcement centred; ours on the right (sending, failed with Retry, sent,
 * seen), others' on the left; a reply shows the quoted original, a forward says so; its files; mentions
 * link to the person; reactions below; pinned and starred marks; the actions menu on hover or focus.
 */
export function MessageBubble(props: Props) {
  const { m, selfId, isGroup, showSender, onAction } = props;
  if (m.isAnnoucement) return <Announcement m={m} selfId={selfId} />;
  const mine = m.from === selfId;
  return (
    <Group
      justify={mine ? 'flex-end' : 'flex-start'}
      align="flex-end"
      gap={8}
      wrap="nowrap"
      px="md"
      py={2}
      className={classes.row}
      data-testid="chat-message"
      data-mid={m.state === 'sent' ? m.mid : undefined}
      data-state={m.state}
    >
      {!mine && isGroup && (
        <Box w={30} style={{ flexShrink: 0 }}>
          {showSender && (
            <UserAvatar
              userId={m.from}
              name={m.fromUserData.userName}
              imageUrl={m.fromUserData.profileImage}
              size={30}
            />
          )}
        </Box>
      )}
      <Group
        gap={2}
        wrap="nowrap"
        align="center"
        maw="72%"
        style={{ flexDirection: mine ? 'row' : 'row-reverse' }}
      >
        {m.state === 'sent' && !m.isDeleted && (
          <MessageMenu m={m} mine={mine} onAction={onAction} />
        )}
        <Bubble {...props} mine={mine} />
      </Group>
      {m.state === 'failed' && <MessageFailed onRetry={() => onAction({ kind: 'retry' })} />}
    </Group>
  );
}
