import { Group, Tooltip, UnstyledButton } from '@mantine/core';
import type { ChatMessage } from '@crm/contracts';
import classes from './chat.module.css';

/** Names for a reaction's tooltip: the chat's members we know, 'You' for the viewer. */
export type NameOf = (userId: number) => string;

/** A message's reactions, one chip per emoji with its count; clicking one adds or takes back the viewer's (001 §4 reactions). */
export function MessageReactions({
  reactions,
  selfId,
  nameOf,
  onToggle,
}: {
  reactions: NonNullable<ChatMessage['reactions']>;
  selfId: number | undefined;
  nameOf: NameOf;
  onToggle: (emoji: string, add: boolean) => void;
}) {
  if (!reactions.length) return null;
  return (
    <Group gap={4} mt={4} data-testid="message-reactions">
      {reactions.map((r) => {
        const mine = selfId !== undefined && r.userIds.includes(selfId);
        return (
          <Tooltip
            key={r.emoji}
            label={r.userIds.map((id) => (id === selfId ? 'You' : nameOf(id))).join(', ')}
            withinPortal
          >
            <UnstyledButton
              className={classes.reaction}
              data-mine={mine || undefined}
              aria-pressed={mine}
              aria-label={`${r.emoji} ${r.userIds.length}${mine ? ', yours: click to remove' : ''}`}
              onClick={() => onToggle(r.emoji, !mine)}
              data-testid="message-reaction"
            >
              <span>{r.emoji}</span>
              <span>{r.userIds.length}</span>
            </UnstyledButton>
          </Tooltip>
        );
      })}
    </Group>
  );
}
