import { Box, Group, Loader, ScrollArea, Text } from '@mantine/core';
import { TRIGGER_NAMES, type MentionChar } from './mentions';
import { MentionOption } from './MentionOption';
import type { MentionSuggestionsState } from './useMentionSuggestions';

/** The scrolling listbox of suggestions: the next page loads at its end; a spinner while searching, 'No … found' when empty. */
export function MentionOptionList({ char, s }: { char: MentionChar; s: MentionSuggestionsState }) {
  return (
    <ScrollArea.Autosize
      mah={260}
      type="auto"
      onBottomReached={() => s.hasNextPage && s.fetchNextPage()}
    >
      <Box role="listbox" aria-label={`Suggested ${TRIGGER_NAMES[char]}`} p={4}>
        {s.items.map((item, i) => (
          <MentionOption
            key={item.key}
            item={item}
            index={i}
            active={i === s.active}
            onHover={() => s.setActive(i)}
            onChoose={() => s.choose(item)}
          />
        ))}
        {s.isFetching && (
          <Group justify="center" py={6}>
            <Loader size="xs" aria-label="Searching" />
          </Group>
        )}
        {!s.isFetching && !s.items.length && (
          <Text size="sm" c="dimmed" p="xs">
            No {TRIGGER_NAMES[char]} found
          </Text>
        )}
      </Box>
    </ScrollArea.Autosize>
  );
}
