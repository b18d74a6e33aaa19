import { Box, Group, Loader, Text, UnstyledButton } from '@mantine/core';
import { EmojiPicker } from 'frimousse';
import classes from './chat.module.css';

/** The quick reactions offered before the full picker. */
const QUICK_REACTIONS = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const;

/** Emojibase data is served by this app (vite.config.ts), never fetched from a CDN. */
const EMOJIBASE_URL = '/emojibase';

/**
 * The reaction picker (001 §4 reactions): the quick reactions, then every emoji with search
 * (frimousse, keyboard-navigable, virtualised). `onPick` gets the emoji's text.
 */
export function EmojiPickerPanel({ onPick }: { onPick: (emoji: string) => void }) {
  return (
    <Box w={300} data-testid="emoji-picker">
      <Group gap={2} mb={6} justify="space-between">
        {QUICK_REACTIONS.map((e) => (
          <UnstyledButton
            key={e}
            className={classes.emoji}
            onClick={() => onPick(e)}
            aria-label={`React ${e}`}
            data-testid="emoji-quick"
          >
            {e}
          </UnstyledButton>
        ))}
      </Group>
      <EmojiPicker.Root
        className={classes.emojiRoot}
        emojibaseUrl={EMOJIBASE_URL}
        columns={8}
        onEmojiSelect={({ emoji }) => onPick(emoji)}
      >
        <EmojiPicker.Search
          className={classes.emojiSearch}
          placeholder="Search emoji"
          aria-label="Search emoji"
        />
        <EmojiPicker.Viewport className={classes.emojiViewport}>
          <EmojiPicker.Loading>
            <Group justify="center" p="md">
              <Loader size="xs" />
            </Group>
          </EmojiPicker.Loading>
          <EmojiPicker.Empty>
            {({ search }) => (
              <Text size="xs" c="dimmed" ta="center" p="md">
                No emoji matches “{search}”.
              </Text>
            )}
          </EmojiPicker.Empty>
          <EmojiPicker.List
            components={{
              CategoryHeader: ({ category, ...props }) => (
                <div {...props} className={classes.emojiHeader}>
                  {category.label}
                </div>
              ),
              Row: ({ children, ...props }) => (
                <div {...props} className={classes.emojiRow}>
                  {children}
                </div>
              ),
              Emoji: ({ emoji, ...props }) => (
                <button type="button" {...props} className={classes.emoji}>
                  {emoji.emoji}
                </button>
              ),
            }}
          />
        </EmojiPicker.Viewport>
      </EmojiPicker.Root>
    </Box>
  );
}
