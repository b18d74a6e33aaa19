import { Loader, ScrollArea, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { RecentSearches } from './panel/RecentSearches';
import { SearchResults } from './panel/SearchResults';
import { SearchSuggestions } from './panel/SearchSuggestions';
import { SearchWelcome } from './panel/SearchWelcome';
import { useSearchPanel } from './panel/useSearchPanel';

/**
 * The global search (spec 000 §2.6): the empty state with recent searches (10, kept
 * locally, Clear all); while typing, suggestions after 500 ms with 'Search for' and 'See all results';
 * Enter or those show the results: tabs Brands / People / Events with counts (opened on the tab of the
 * best-ranked result), 15 a page, 'No result found'. Arrow keys move through the rows, Enter opens one.
 */
export function SearchPanel({ onDone }: { onDone: () => void }) {
  const p = useSearchPanel(onDone);
  return (
    <Stack gap="sm" h="100%">
      <TextInput
        data-autofocus
        aria-label="Global search"
        placeholder="Search brands, people, events..."
        leftSection={<IconSearch size={16} />}
        rightSection={(p.suggest.isFetching || p.overview.isFetching) && <Loader size="xs" />}
        value={p.text}
        onChange={(e) => p.editText(e.currentTarget.value)}
        onKeyDown={p.onKeyDown}
        data-testid="search-input"
      />
      <ScrollArea style={{ flex: 1 }} type="auto" data-search-rows>
        {p.searched !== null ? (
          <SearchResults p={p} />
        ) : p.typed ? (
          <SearchSuggestions p={p} />
        ) : p.recent.length ? (
          <RecentSearches p={p} />
        ) : (
          <SearchWelcome />
        )}
      </ScrollArea>
    </Stack>
  );
}
