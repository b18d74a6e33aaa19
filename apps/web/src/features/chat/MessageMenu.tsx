import { ActionIcon, Group, Menu, Popover } from '@mantine/core';
import {
  IconArrowBackUp,
  IconCopy,
  IconDotsVertical,
  IconMoodSmile,
  IconPencil,
  IconPin,
  IconPinnedOff,
  IconShare3,
  IconStar,
  IconStarOff,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { EmojiPickerPanel } from './EmojiPickerPanel';
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
  const [picking, setPicking] = useState(false);
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
          {text && (
            <Menu.Item
              leftSection={<IconArrowBackUp size={14} />}
              onClick={() => onAction({ kind: 'reply' })}
              data-testid="message-reply"
            >
              Reply
            </Menu.Item>
          )}
          {text && (
            <Menu.Item
              leftSection={<IconShare3 size={14} />}
              onClick={() => onAction({ kind: 'forward' })}
              data-testid="message-forward"
            >
              Forward
            </Menu.Item>
          )}
          {text && m.content && (
            <Menu.Item
              leftSection={<IconCopy size={14} />}
              onClick={() => onAction({ kind: 'copy' })}
              data-testid="message-copy"
            >
              Copy
            </Menu.Item>
          )}
          <Menu.Item
            leftSection={m.isPinned ? <IconPinnedOff size={14} /> : <IconPin size={14} />}
            onClick={() => onAction({ kind: 'pin' })}
            data-testid="message-pin"
          >
            {m.isPinned ? 'Unpin' : 'Pin'}
          </Menu.Item>
          <Menu.Item
            leftSection={m.isStarred ? <IconStarOff size={14} /> : <IconStar size={14} />}
            onClick={() => onAction({ kind: 'star' })}
            data-testid="message-star"
          >
            {m.isStarred ? 'Unstar' : 'Star'}
          </Menu.Item>
          {mine && text && (
            <>
              <Menu.Divider />
              {m.content && (
                <Menu.Item
                  leftSection={<IconPencil size={14} />}
                  onClick={() => onAction({ kind: 'edit' })}
                  data-testid="message-edit"
                >
                  Edit
                </Menu.Item>
              )}
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => onAction({ kind: 'delete' })}
                data-testid="message-delete"
              >
                Delete
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      {text && (
        <Popover
          opened={picking}
          onChange={setPicking}
          position="top"
          withinPortal
          shadow="md"
          trapFocus
        >
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label="React"
              onClick={() => setPicking((o) => !o)}
              data-testid="message-react"
              className={classes.menu}
              data-expanded={picking || undefined}
            >
              <IconMoodSmile size={14} />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown p="xs">
            {picking && (
              <EmojiPickerPanel
                onPick={(emoji) => {
                  setPicking(false);
                  onAction({ kind: 'react', emoji, add: true });
                }}
              />
            )}
          </Popover.Dropdown>
        </Popover>
      )}
    </Group>
  );
}
