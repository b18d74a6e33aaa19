import { Center, Text } from '@mantine/core';
import { formatDayName, istDay } from '../../../lib/format';
import { MessageBubble } from '../MessageBubble';
import type { MessageAction } from '../MessageMenu';
import type { NameOf } from '../MessageReactions';
import type { ShownMessage } from '../messageList';

type Props = {
  m: ShownMessage;
  /** The message before it (none: the first loaded). */
  prev: ShownMessage | undefined;
  selfId: number | undefined;
  isGroup: boolean;
  /** Others have read up to this mid (a personal chat's 'seen'). */
  seenUpTo: number;
  /** The mid just jumped to. */
  highlighted: number | null;
  nameOf: NameOf;
  onAction: (a: MessageAction) => void;
};

/**
 * One row of the message list: the day's name when a new IST day starts, then the message; in a group
 * the sender shows on the first of a run (a new day, another sender, or after an announcement).
 */
export function MessageRow({ m, prev, selfId, isGroup, seenUpTo, highlighted, ...rest }: Props) {
  const newDay = !prev || istDay(prev.sentOn) !== istDay(m.sentOn);
  const showSender = isGroup && (newDay || !prev || prev.from !== m.from || prev.isAnnoucement);
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
        nameOf={rest.nameOf}
        onAction={rest.onAction}
      />
    </>
  );
}
