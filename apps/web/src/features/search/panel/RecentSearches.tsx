import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { typeWord } from './searchTargets';
import { SuggestionRow } from './SuggestionRow';
import type { SearchPanelState } from './useSearchPanel';

/** The recent searches, newest first, with their type and 'Clear all'. */
export function RecentSearches({ p }: { p: SearchPanelState }) {
  return (
    <Stack gap={2} role="listbox" aria-label="Recent searches">
      <Group justify="space-between" px="sm">
        <Text size="xs" fw={700} c="dimmed">
          Recent searches
        </Text>
        <Anchor
          component="button"
          size="xs"
          onClick={p.clearRecent}
          data-testid="search-recent-clear"
        >
          Clear all
        </Anchor>
      </Group>
      {p.recent.map((r, i) => (
        <SuggestionRow
          key={`${r.type}-${r.value}`}
          active={p.active === i}
          onClick={p.rows[i]!}
          icon={<IconClock size={16} />}
          label={r.value}
          hint={r.type === 'SEARCH' ? undefined : typeWord(r.type)}
        />
      ))}
    </Stack>
  );
}
