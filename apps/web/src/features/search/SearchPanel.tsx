import {
  Anchor,
  Box,
  Center,
  Group,
  Kbd,
  Loader,
  ScrollArea,
  Stack,
  Tabs,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconBuilding,
  IconCalendarEvent,
  IconClock,
  IconSearch,
  IconUser,
  IconBuildingStore,
} from '@tabler/icons-react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_SPACES, type SearchSpace, type SearchSuggestion } from '@crm/contracts';
import { LoadError, loadFailed } from '../common/LoadError';
import { LoadMore } from '../common/LoadMore';
import { brandInfoPath, eventInfoPath } from '../common/links';
import { SkeletonBlock } from '../common/SkeletonRows';
import { useSearchOverview, useSearchSpace, useSearchSuggestions } from './queries';
import { readRecent, withRecent, writeRecent, type RecentSearch } from './recent';
import { BrandCard, EventCard, PersonCard } from './SearchCards';

/** Debounce before suggestions are asked for (spec 000 §9: 500 ms). */
const SUGGEST_DEBOUNCE_MS = 500;
const TAB_NAMES: Record<SearchSpace, string> = { BRAND: 'Brands', USER: 'People', EVENT: 'Events' };
const TYPE_ICONS = {
  BRAND: IconBuildingStore,
  USER: IconUser,
  EVENT: IconCalendarEvent,
  COMPANY: IconBuilding,
} as const;
const profilePath = (userId: number, name: string) =>
  `/profile/${userId}?name=${encodeURIComponent(name)}`;

/**
 * The global search (spec 000 §2.6): the empty state with recent searches (10, kept
 * locally, Clear all); while typing, suggestions after 500 ms with 'Search for' and 'See all results';
 * Enter or those show the results: tabs Brands / People / Events with counts (opened on the tab of the
 * best-ranked result), 15 a page, 'No result found'. Arrow keys move through the rows, Enter opens one.
 */
export function SearchPanel({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [typed] = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const [searched, setSearched] = useState<string | null>(null);
  const [tab, setTab] = useState<SearchSpace | null>(null);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<RecentSearch[]>(readRecent);
  const remember = (item: RecentSearch) => {
    const next = withRecent(recent, item);
    setRecent(next);
    writeRecent(next);
  };

  const suggest = useSearchSuggestions(searched === null ? typed : '');
  const overview = useSearchOverview(searched ?? '');
  const counts = overview.data?.counts;
  const shownTab: SearchSpace = tab ?? overview.data?.bestSpace ?? 'BRAND';
  const space = useSearchSpace(searched ?? '', shownTab, !!counts);
  useEffect(() => setActive(-1), [typed, searched, shownTab]);

  const run = (
    value: string,
    type: RecentSearch['type'] = 'SEARCH',
    inTab: SearchSpace | null = null,
  ) => {
    const v = value.trim();
    if (!v) return;
    setText(v);
    setSearched(v);
    setTab(inTab);
    remember({ value: v, type });
  };
  const go = (path: string, item: RecentSearch) => {
    remember(item);
    navigate(path);
    onDone();
  };
  const openSuggestion = (s: SearchSuggestion) => {
    if (s.type === 'BRAND') go(brandInfoPath(s.id, s.name), { value: s.name, type: 'BRAND' });
    else if (s.type === 'USER') go(profilePath(s.id, s.name), { value: s.name, type: 'USER' });
    else if (s.type === 'EVENT') go(eventInfoPath(s.id, s.name), { value: s.name, type: 'EVENT' });
    else run(s.name, 'COMPANY', 'BRAND');
  };

  // the rows the arrow keys move through, and what Enter does on each
  const results = space.data?.pages.flatMap((p) => p.results) ?? [];
  const rows: (() => void)[] =
    searched === null
      ? typed
        ? [
            () => run(typed),
            ...(suggest.data?.suggestions ?? []).map((s) => () => openSuggestion(s)),
          ]
        : recent.map(
            (r) => () =>
              run(
                r.value,
                r.type,
                r.type === 'BRAND' || r.type === 'USER' || r.type === 'EVENT' ? r.type : null,
              ),
          )
      : shownTab === 'BRAND'
        ? results
            .flatMap((r) => r.brands)
            .map(
              (b) => () =>
                go(brandInfoPath(b.brandId, b.brandName), { value: b.brandName, type: 'BRAND' }),
            )
        : shownTab === 'USER'
          ? results
              .flatMap((r) => r.users)
              .map(
                (u) => () =>
                  go(profilePath(u.userId, `${u.firstName} ${u.lastName}`), {
                    value: `${u.firstName} ${u.lastName}`,
                    type: 'USER',
                  }),
              )
          : results
              .flatMap((r) => r.events)
              .map(
                (e) => () =>
                  go(eventInfoPath(e.eventId, e.eventName), { value: e.eventName, type: 'EVENT' }),
              );
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' && rows.length) setActive((i) => (i + 1) % rows.length);
    else if (e.key === 'ArrowUp' && rows.length)
      setActive((i) => (i <= 0 ? rows.length - 1 : i - 1));
    else if (e.key === 'Enter') {
      if (active >= 0 && rows[active]) rows[active]!();
      else run(text);
    } else return;
    e.preventDefault();
  };
  useEffect(() => {
    document
      .querySelector('[data-search-rows] [data-active]')
      ?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  return (
    <Stack gap="sm" h="100%">
      <TextInput
        data-autofocus
        aria-label="Global search"
        placeholder="Search brands, people, events..."
        leftSection={<IconSearch size={16} />}
        rightSection={(suggest.isFetching || overview.isFetching) && <Loader size="xs" />}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setSearched(null);
        }}
        onKeyDown={onKeyDown}
        data-testid="search-input"
      />
      <ScrollArea style={{ flex: 1 }} type="auto" data-search-rows>
        {searched !== null ? (
          loadFailed(overview) ? (
            <LoadError what="the results" query={overview} />
          ) : !counts ? (
            <SkeletonBlock lines={5} height={40} />
          ) : counts.BRAND + counts.USER + counts.EVENT === 0 ? (
            <Center mih={200}>
              <Text c="dimmed" data-testid="search-no-result">
                No result found
              </Text>
            </Center>
          ) : (
            <Stack gap={4}>
              <Tabs value={shownTab} onChange={(v) => v && setTab(v as SearchSpace)}>
                <Tabs.List grow>
                  {SEARCH_SPACES.map((s) => (
                    <Tabs.Tab key={s} value={s} data-testid={`search-tab-${s}`}>
                      {TAB_NAMES[s]} ({counts[s]})
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
              </Tabs>
              {space.isLoading ? (
                <SkeletonBlock lines={5} height={40} />
              ) : !rows.length ? (
                <Text c="dimmed" ta="center" py="lg">
                  No result found
                </Text>
              ) : (
                <Stack gap={2} role="listbox" aria-label={`${TAB_NAMES[shownTab]} found`}>
                  {shownTab === 'BRAND' &&
                    results
                      .flatMap((r) => r.brands)
                      .map((b, i) => (
                        <BrandCard key={b.brandId} b={b} active={i === active} onOpen={rows[i]!} />
                      ))}
                  {shownTab === 'USER' &&
                    results
                      .flatMap((r) => r.users)
                      .map((u, i) => (
                        <PersonCard
                          key={u.userId}
                          u={u}
                          active={i === active}
                          onOpen={rows[i]!}
                          onChat={() =>
                            go(`/chat?userId=${u.userId}`, {
                              value: `${u.firstName} ${u.lastName}`,
                              type: 'USER',
                            })
                          }
                        />
                      ))}
                  {shownTab === 'EVENT' &&
                    results
                      .flatMap((r) => r.events)
                      .map((e, i) => (
                        <EventCard key={e.eventId} e={e} active={i === active} onOpen={rows[i]!} />
                      ))}
                  <LoadMore query={space} />
                </Stack>
              )}
            </Stack>
          )
        ) : typed ? (
          <Stack gap={2} role="listbox" aria-label="Suggestions" data-testid="search-suggestions">
            <SuggestionRow
              active={active === 0}
              onClick={rows[0]!}
              icon={<IconSearch size={16} />}
              label={`Search for “${typed}”`}
            />
            {(suggest.data?.suggestions ?? []).map((s, i) => {
              const Icon = TYPE_ICONS[s.type];
              return (
                <SuggestionRow
                  key={`${s.type}-${s.id}`}
                  active={active === i + 1}
                  onClick={rows[i + 1]!}
                  icon={<Icon size={16} />}
                  label={s.name}
                  hint={
                    s.type === 'USER' ? 'Person' : s.type.charAt(0) + s.type.slice(1).toLowerCase()
                  }
                />
              );
            })}
            <Anchor
              component="button"
              size="sm"
              mt="xs"
              onClick={() => run(typed)}
              data-testid="search-see-all"
            >
              See all results
            </Anchor>
          </Stack>
        ) : recent.length ? (
          <Stack gap={2} role="listbox" aria-label="Recent searches">
            <Group justify="space-between" px="sm">
              <Text size="xs" fw={700} c="dimmed">
                Recent searches
              </Text>
              <Anchor
                component="button"
                size="xs"
                onClick={() => {
                  setRecent([]);
                  writeRecent([]);
                }}
                data-testid="search-recent-clear"
              >
                Clear all
              </Anchor>
            </Group>
            {recent.map((r, i) => (
              <SuggestionRow
                key={`${r.type}-${r.value}`}
                active={active === i}
                onClick={rows[i]!}
                icon={<IconClock size={16} />}
                label={r.value}
                hint={
                  r.type === 'SEARCH' ? undefined : r.type.charAt(0) + r.type.slice(1).toLowerCase()
                }
              />
            ))}
          </Stack>
        ) : (
          <Center mih={360}>
            <Stack align="center" gap="xs" maw={340}>
              <ThemeIcon size={56} radius="xl" variant="light">
                <IconSearch size={28} />
              </ThemeIcon>
              <Title order={4}>Start Exploring!</Title>
              <Text size="sm" c="dimmed" ta="center">
                Search for brands, people, events, and more. What are you looking for today?
              </Text>
              <Text size="xs" c="dimmed" ta="center">
                Tip: press <Kbd size="xs">/</Kbd> anywhere to open search.
              </Text>
            </Stack>
          </Center>
        )}
      </ScrollArea>
    </Stack>
  );
}

/** A suggestion, 'Search for' or recent-search row. */
function SuggestionRow({
  active,
  onClick,
  icon,
  label,
  hint,
}: {
  active: boolean;
  onClick: () => void;
  icon: React.ReactNode;
  label: string;
  hint?: string;
}) {
  return (
    <UnstyledButton
      onClick={onClick}
      onMouseDown={(e) => e.preventDefault()}
      role="option"
      aria-selected={active}
      data-active={active || undefined}
      px="sm"
      py={8}
      style={{ borderRadius: 8, background: active ? 'var(--mantine-color-brand-0)' : undefined }}
      data-testid="search-suggestion"
    >
      <Group gap="sm" wrap="nowrap">
        <Box c="dimmed">{icon}</Box>
        <Text size="sm" truncate="end" style={{ flex: 1 }}>
          {label}
        </Text>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
}
