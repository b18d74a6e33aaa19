import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type {
  BrandSearchCard,
  EventSearchItem,
  MailSearchItem,
  SearchSpace,
  SearchSuggestion,
  UserSearchItem,
} from '@crm/contracts';
import { useSearchOverview, useSearchSpace, useSearchSuggestions } from '../queries';
import type { RecentSearch } from '../recent';
import {
  brandTarget,
  eventTarget,
  mailTarget,
  personTarget,
  recentSpace,
  suggestionTarget,
  type SearchTarget,
} from './searchTargets';
import { useRecentSearches } from './useRecentSearches';
import { useRowNavigation } from './useRowNavigation';

/** Debounce before suggestions are asked for (spec 000 §9: 500 ms). */
const SUGGEST_DEBOUNCE_MS = 500;

/** The results of `tab` as where each opens. */
function resultTargets(
  tab: SearchSpace,
  r: {
    brands: BrandSearchCard[];
    users: UserSearchItem[];
    events: EventSearchItem[];
    mails: MailSearchItem[];
  },
): SearchTarget[] {
  if (tab === 'BRAND') return r.brands.map(brandTarget);
  if (tab === 'USER') return r.users.map(personTarget);
  if (tab === 'EVENT') return r.events.map(eventTarget);
  return r.mails.map(mailTarget);
}

/**
 * The state of the global search (spec 000 §2.6): the typed text and its debounced form (`typed`,
 * asked for suggestions), the search run (`searched`, null while typing), the results tab shown
 * (chosen, else the best-ranked space), the recent searches, and `rows`: what Enter does on each
 * row the arrow keys move through (`active`, -1 for none). `open` remembers, navigates and calls `onDone`.
 */
export function useSearchPanel(onDone: () => void) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [typed] = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const [searched, setSearched] = useState<string | null>(null);
  const [tab, setTab] = useState<SearchSpace | null>(null);
  const { recent, remember, clearRecent } = useRecentSearches();

  const suggest = useSearchSuggestions(searched === null ? typed : '');
  const overview = useSearchOverview(searched ?? '');
  const counts = overview.data?.counts;
  const shownTab: SearchSpace = tab ?? overview.data?.bestSpace ?? 'BRAND';
  const space = useSearchSpace(searched ?? '', shownTab, !!counts);

  const editText = (value: string) => {
    setText(value);
    setSearched(null);
  };
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
  const open = ({ path, item }: SearchTarget) => {
    remember(item);
    navigate(path);
    onDone();
  };
  // a company suggestion searches its name among the brands
  const openSuggestion = (s: SearchSuggestion) => {
    const target = suggestionTarget(s);
    if (target) open(target);
    else run(s.name, 'COMPANY', 'BRAND');
  };

  const suggestions = suggest.data?.suggestions ?? [];
  const results = space.data?.pages.flatMap((p) => p.results) ?? [];
  const brands = results.flatMap((r) => r.brands);
  const users = results.flatMap((r) => r.users);
  const events = results.flatMap((r) => r.events);
  const mails = results.flatMap((r) => r.mails);
  // the rows the arrow keys move through, and what Enter does on each
  const rows: (() => void)[] =
    searched === null
      ? typed
        ? [() => run(typed), ...suggestions.map((s) => () => openSuggestion(s))]
        : recent.map((r) => () => run(r.value, r.type, recentSpace(r)))
      : resultTargets(shownTab, { brands, users, events, mails }).map((t) => () => open(t));

  const { active, setActive, onKeyDown } = useRowNavigation(rows, () => run(text));
  useEffect(() => setActive(-1), [typed, searched, shownTab, setActive]);

  return {
    text,
    editText,
    typed,
    searched,
    run,
    open,
    onKeyDown,
    active,
    rows,
    recent,
    clearRecent,
    suggest,
    suggestions,
    overview,
    counts,
    shownTab,
    setTab,
    space,
    brands,
    users,
    events,
    mails,
  };
}

/** The state and handlers of the global search. */
export type SearchPanelState = ReturnType<typeof useSearchPanel>;
