import { Box, Group, Paper } from '@mantine/core';
import type { MessageAction } from '../MessageMenu';
import { MessageReactions, type NameOf } from '../MessageReactions';
import classes from '../chat.module.css';
import type { ShownMessage } from '../messageList';
import { BubbleContent } from './BubbleContent';
import { MessageMeta } from './MessageMeta';

type Props = {
  m: ShownMessage;
  selfId: number | undefined;
  /** Ours: on the right, in the brand colour. */
  mine: boolean;
  /** Show the sender's name (groups, first of a run). */
  showSender: boolean;
  /** Someone else read it (a personal chat's 'seen'). */
  seen: boolean;
  /** The message is the one just jumped to (briefly highlighted). */
  highlighted: boolean;
  nameOf: NameOf;
  onAction: (a: MessageAction) => void;
};

/** The bubble itself: ours in the brand colour, others' white, a deleted one grey; reactions below it. */
export function Bubble({
  m,
  selfId,
  mine,
  showSender,
  seen,
  highlighted,
  nameOf,
  onAction,
}: Props) {
  const inverted = mine && !m.isDeleted;
  return (
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
        <BubbleContent
          m={m}
          showName={showSender && !mine}
          inverted={inverted}
          nameOf={nameOf}
          onAction={onAction}
        />
        <MessageMeta m={m} mine={mine} seen={seen} />
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
  );
}
