import { ActionIcon, Popover } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';
import { useState } from 'react';
import { EmojiPickerPanel } from '../EmojiPickerPanel';
import classes from '../chat.module.css';

/** A message's React button: opens the emoji picker (quick reactions and the full set) and closes it on a pick. */
export function ReactionButton({ onPick }: { onPick: (emoji: string) => void }) {
  const [picking, setPicking] = useState(false);
  return (
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
              onPick(emoji);
            }}
          />
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
