import { Group, Text } from '@mantine/core';
import { IconShare3 } from '@tabler/icons-react';
import { CHAT_MESSAGES } from '@crm/contracts';
import { MentionText } from '../../tasks';
import { MessageFiles } from '../MessageFiles';
import type { MessageAction } from '../MessageMenu';
import type { NameOf } from '../MessageReactions';
import type { ShownMessage } from '../messageList';
import { QuotedReply } from '../QuotedReply';

type Props = {
  m: ShownMessage;
  /** Show the sender's name (others' messages in groups, first of a run). */
  showName: boolean;
  /** Our own message: white on the brand colour. */
  inverted: boolean;
  nameOf: NameOf;
  onAction: (a: MessageAction) => void;
};

/**
 * What a message says: the sender's name, 'Forwarded', the quoted original of a reply (a click jumps
 * to it), its files and its text with mentions linked; a deleted message says only that.
 */
export function BubbleContent({ m, showName, inverted, nameOf, onAction }: Props) {
  return (
    <>
      {showName && (
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
    </>
  );
}
