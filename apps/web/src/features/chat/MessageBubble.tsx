import { Anchor, Box, Group, Paper, Text } from '@mantine/core';
import {
  IconAlertCircle,
  IconCheck,
  IconChecks,
  IconClock,
  IconPinFilled,
  IconShare3,
  IconStarFilled,
} from '@tabler/icons-react';
import { CHAT_MESSAGES } from '@crm/contracts';
import { UserAvatar } from '../../components/Avatars';
import { MentionText } from '../tasks/mentions/MentionText';
import { announcementText } from './chatText';
import { MessageFiles } from './MessageFiles';
import { MessageMenu, type MessageAction } from './MessageMenu';
import { MessageReactions, type NameOf } from './MessageReactions';
import { QuotedReply } from './QuotedReply';
import classes from './chat.module.css';
import type { ShownMessage } from './messageList';
import { formatTime } from '../../lib/format';

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
export function MessageBubble({
  m,
  selfId,
  isGroup,
  showSender,
  seen,
  highlighted,
  nameOf,
  onAction,
}: Props) {
  if (m.isAnnoucement) {
    return (
      <Group justify="center" py={6} data-testid="chat-announcement">
        <Text
          size="xs"
          c="dimmed"
          px="sm"
          py={2}
          style={{ background: 'var(--mantine-color-gray-1)', borderRadius: 12 }}
        >
          {announcementText(m, selfId)}
        </Text>
      </Group>
    );
  }
  const mine = m.from === selfId;
  const inverted = mine && !m.isDeleted;
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
        <Box style={{ minWidth: 0 }}>
          <Paper
            px="sm"
            py={6}
            radius="lg"
            shadow="xs"
            bg={m.isDeleted ? 'gray.1' : mine ? 'brand.6' : 'white'}
            c={inverted ? 'white' : undefined}
            className={inverted ? classes.mine : undefined}
            style={{
              borderBottomRightRadius: mine ? 4 : undefined,
              borderBottomLeftRadius: mine ? undefined : 4,
              opacity: m.state === 'sent' ? 1 : 0.7,
              outline: highlighted ? '2px solid var(--mantine-color-yellow-5)' : undefined,
            }}
          >
            {showSender && !mine && (
              <Text size="xs" fw={700} c="brand.8">
                {m.fromUserData.userName}
              </Text>
            )}
            {m.isForwarded && !m.isDeleted && (
              <Group gap={4} c={inverted ? 'white' : 'dimmed'} data-testid="message-forwarded">
                <IconShare3 size={12} />
                <Text size="xs" fs="italic">
                  Forwarded
                </Text>
              </Group>
            )}
            {m.replyingToMessage && !m.isDeleted && (
              <QuotedReply
                quoted={m.replyingToMessage}
                nameOf={nameOf}
                inverted={inverted}
                onClick={() => onAction({ kind: 'jump', mid: m.replyingToMessage!.mid })}
              />
            )}
            {!m.isDeleted && m.resources && <MessageFiles files={m.resources} />}
            {m.isDeleted ? (
              <Text size="sm" fs="italic" c="dimmed" data-testid="message-text">
                {CHAT_MESSAGES.messageDeleted}
              </Text>
            ) : (
              m.content && <MentionText description={m.content} testId="message-text" />
            )}
            <Group gap={4} justify="flex-end" wrap="nowrap" mt={2} style={{ opacity: 0.8 }}>
              {m.isPinned && (
                <IconPinFilled size={11} aria-label="Pinned" data-testid="message-pinned" />
              )}
              {m.isStarred && (
                <IconStarFilled size={11} aria-label="Starred" data-testid="message-starred" />
              )}
              {m.isEdited && !m.isDeleted && (
                <Text size="10px" data-testid="message-edited">
                  edited
                </Text>
              )}
              <Text size="10px" data-testid="message-time">
                {formatTime(m.sentOn)}
              </Text>
              {mine && m.state === 'sending' && <IconClock size={12} aria-label="Sending" />}
              {mine &&
                m.state === 'sent' &&
                (seen ? (
                  <IconChecks size={12} aria-label="Seen" />
                ) : (
                  <IconCheck size={12} aria-label="Sent" />
                ))}
            </Group>
          </Paper>
          {!m.isDeleted && m.reactions && (
            <Group justify={mine ? 'flex-end' : 'flex-start'}>
              <MessageReactions
                reactions={m.reactions}
                selfId={selfId}
                nameOf={nameOf}
                onToggle={(emoji, add) => onAction({ kind: 'react', emoji, add })}
              />
            </Group>
          )}
        </Box>
      </Group>
      {m.state === 'failed' && (
        <Group gap={4} wrap="nowrap" data-testid="message-failed">
          <IconAlertCircle size={14} color="var(--mantine-color-red-6)" />
          <Text size="xs" c="red">
            Not sent.
          </Text>
          <Anchor
            component="button"
            size="xs"
            onClick={() => onAction({ kind: 'retry' })}
            data-testid="message-retry"
          >
            Retry
          </Anchor>
        </Group>
      )}
    </Group>
  );
}
