import { ActionIcon, Group, Menu } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import { MessageMenuItems } from './bubble/MessageMenuItems';
import { ReactionButton } from './bubble/ReactionButton';
import classes from './chat.module.css';
import type { ShownMessage } from './messageList';

/** What a user can do to a message. */
export type MessageAction =
  | { kind: 'reply' | 'forward' | 'pin' | 'star' | 'copy' | 'edit' | 'delete' | 'retry' }
  | { kind: 'react'; emoji: string; add: boolean }
  | { kind: 'jump'; mid: number };

/**
 * A sent message's actions, shown on hover or keyboard focus: react (quick reactions and the full
 * picker), and a menu with reply, forward, copy, pin/unpin, star/unstar, and for the author edit and delete.
 */
export function MessageMenu({
  m,
  mine,
  onAction,
}: {
  m: ShownMessage;
  mine: boolean;
  onAction: (a: MessageAction) => void;
}) {
  const text = !m.isDeleted && !m.isAnnoucement;
  return (
    <Group gap={0} wrap="nowrap" style={{ flexDirection: mine ? 'row' : 'row-reverse' }}>
      <Menu position={mine ? 'bottom-end' : 'bottom-start'} withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label="Message actions"
            data-testid="message-menu"
            className={classes.menu}
          >
            <IconDotsVertical size={14} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <MessageMenuItems m={m} mine={mine} onPick={(kind) => onAction({ kind })} />
        </Menu.Dropdown>
      </Menu>
      {text && <ReactionButton onPick={(emoji) => onAction({ kind: 'react', emoji, add: true })} />}
    </Group>
  );
}
