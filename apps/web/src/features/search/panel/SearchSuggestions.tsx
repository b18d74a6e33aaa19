import { Anchor, Stack } from '@mantine/core';
import {
  IconBuilding,
  IconBuildingStore,
  IconCalendarEvent,
  IconSearch,
  IconUser,
} from '@tabler/icons-react';
import { typeWord } from './searchTargets';
import { SuggestionRow } from './SuggestionRow';
import type { SearchPanelState } from './useSearchPanel';

const TYPE_ICONS = {
  BRAND: IconBuildingStore,
  USER: IconUser,
  EVENT: IconCalendarEvent,
  COMPANY: IconBuilding,
} as const;

/** While typing: 'Search for' the text, the suggestions with their type, and 'See all results'. */
export function SearchSuggestions({ p }: { p: SearchPanelState }) {
  return (
    <Stack gap={2} role="listbox" aria-label="Suggestions" data-testid="search-suggestions">
      <SuggestionRow
        active={p.active === 0}
        onClick={p.rows[0]!}
        icon={<IconSearch size={16} />}
        label={`Search for “${p.typed}”`}
      />
      {p.suggestions.map((s, i) => {
        const Icon = TYPE_ICONS[s.type];
        return (
          <SuggestionRow
            key={`${s.type}-${s.id}`}
            active={p.active === i + 1}
            onClick={p.rows[i + 1]!}
            icon={<Icon size={16} />}
            label={s.name}
            hint={s.type === 'USER' ? 'Person' : typeWord(s.type)}
          />
        );
      })}
      <Anchor
        component="button"
        size="sm"
        mt="xs"
        onClick={() => p.run(p.typed)}
        data-testid="search-see-all"
      >
        See all results
      </Anchor>
    </Stack>
  );
}
