import { Center, Stack, Tabs, Text } from '@mantine/core';
import { SEARCH_SPACES, type SearchSpace } from '@crm/contracts';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { LoadMore } from '../../../components/LoadMore';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { BrandCard, EventCard, MailCard, PersonCard } from '../SearchCards';
import { chatTarget } from './searchTargets';
import type { SearchPanelState } from './useSearchPanel';

const TAB_NAMES: Record<SearchSpace, string> = {
  BRAND: 'Brands',
  USER: 'People',
  EVENT: 'Events',
  MAIL: 'Mails',
};

/**
 * The results of a search: tabs Brands / People / Events / Mails with their counts, the cards of the tab
 * shown (15 a page, 'Load more'), or 'No result found'.
 */
export function SearchResults({ p }: { p: SearchPanelState }) {
  const { counts, shownTab, active, rows } = p;
  if (loadFailed(p.overview)) return <LoadError what="the results" query={p.overview} />;
  if (!counts) return <SkeletonBlock lines={5} height={40} />;
  if (SEARCH_SPACES.every((s) => counts[s] === 0))
    return (
      <Center mih={200}>
        <Text c="dimmed" data-testid="search-no-result">
          No result found
        </Text>
      </Center>
    );
  return (
    <Stack gap={4}>
      <Tabs value={shownTab} onChange={(v) => v && p.setTab(v as SearchSpace)}>
        <Tabs.List grow>
          {SEARCH_SPACES.map((s) => (
            <Tabs.Tab key={s} value={s} data-testid={`search-tab-${s}`}>
              {TAB_NAMES[s]} ({counts[s]})
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {p.space.isLoading ? (
        <SkeletonBlock lines={5} height={40} />
      ) : !rows.length ? (
        <Text c="dimmed" ta="center" py="lg">
          No result found
        </Text>
      ) : (
        <Stack gap={2} role="listbox" aria-label={`${TAB_NAMES[shownTab]} found`}>
          {shownTab === 'BRAND' &&
            p.brands.map((b, i) => (
              <BrandCard key={b.brandId} b={b} active={i === active} onOpen={rows[i]!} />
            ))}
          {shownTab === 'USER' &&
            p.users.map((u, i) => (
              <PersonCard
                key={u.userId}
                u={u}
                active={i === active}
                onOpen={rows[i]!}
                onChat={() => p.open(chatTarget(u))}
              />
            ))}
          {shownTab === 'EVENT' &&
            p.events.map((e, i) => (
              <EventCard key={e.eventId} e={e} active={i === active} onOpen={rows[i]!} />
            ))}
          {shownTab === 'MAIL' &&
            p.mails.map((m, i) => (
              <MailCard key={m.messageRowId} m={m} active={i === active} onOpen={rows[i]!} />
            ))}
          <LoadMore query={p.space} />
        </Stack>
      )}
    </Stack>
  );
}
