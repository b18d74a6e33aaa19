import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { usePagedOptions } from '../../../components/dropdown';
import { ROLE_NAMES, type RoleCode } from '@crm/contracts';
import { MENTION_PAGE_SIZE } from '../queries';
import {
  taskBrandsSource,
  taskEventsSource,
  taskInventoriesSource,
  taskUsersSource,
  type PickerRoute,
  type PickerSource,
} from '../pickers/pickerSources';
import type { MentionChar, MentionKind } from './mentions';
import type { BrandOption, EventOption, InventoryOption, UserSummary } from '../types';

/** What a picked mention selects in the form (spec 000 §5): a person, a role, a brand, the inventory or the event. */
export type PickedMention =
  | { kind: 'user'; user: UserSummary }
  | { kind: 'role'; code: RoleCode }
  | { kind: 'brand'; brand: BrandOption }
  | { kind: 'inventory'; inventory: InventoryOption }
  | { kind: 'event'; event: EventOption };

/** One row of the suggestion list. */
export type MentionItem = {
  key: string;
  id: string;
  label: string;
  sub: string | null;
  image: string | null;
  kind: MentionKind;
  picked: PickedMention;
};

/** Debounce of the mention search, ms (typing feels live; the pickers' own search waits 1 s, spec 000 §9). */
const MENTION_DEBOUNCE_MS = 250;

const roleItems = (query: string): MentionItem[] => {
  const q = query.toLowerCase();
  return (Object.entries(ROLE_NAMES) as [RoleCode, string][])
    .filter(
      ([code, name]) => !q || code.toLowerCase().startsWith(q) || name.toLowerCase().includes(q),
    )
    .map(([code, name]) => ({
      key: `role:${code}`,
      id: code,
      label: name,
      sub: `Role · everyone who is ${code}`,
      image: null,
      kind: 'role',
      picked: { kind: 'role', code },
    }));
};

const mentionUsers = (p: { users: UserSummary[] }) =>
  p.users.map((u): MentionItem => ({
    key: `user:${u.userId}`,
    id: String(u.userId),
    label: u.userName,
    sub: u.verticalName,
    image: u.profileImage,
    kind: 'user',
    picked: { kind: 'user', user: u },
  }));
const mentionBrands = (p: { brands: BrandOption[] }) =>
  p.brands.map((b): MentionItem => ({
    key: `brand:${b.id}`,
    id: String(b.id),
    label: b.name,
    sub: b.brandOwners.map((o) => o.userName).join(', ') || null,
    image: b.brandImage,
    kind: 'brand',
    picked: { kind: 'brand', brand: b },
  }));
const mentionInventories = (p: { inventories: InventoryOption[] }) =>
  p.inventories.map((i): MentionItem => ({
    key: `inventory:${i.id}`,
    id: String(i.id),
    label: i.name,
    sub: i.sme.length ? `SME: ${i.sme.map((s) => s.userName).join(', ')}` : null,
    image: i.inventoryImage,
    kind: 'inventory',
    picked: { kind: 'inventory', inventory: i },
  }));
const mentionEvents = (p: { events: EventOption[] }) =>
  p.events.map((e): MentionItem => ({
    key: `event:${e.eventId}`,
    id: String(e.eventId),
    label: e.eventName,
    sub: e.startDate ? `Starts ${e.startDate.slice(0, 10)}` : null,
    image: null,
    kind: 'event',
    picked: { kind: 'event', event: e },
  }));
const mentionKey = (m: MentionItem) => m.key;

/**
 * The suggestions for a trigger and query (spec 000 §2.11, §9: 50 per page, the shared paged
 * options): `@` people (ACTIVE, not the caller) and roles, `/` brands, `#` inventories, `!` the events
 * of the chosen inventory (none until one is chosen). `fetchNextPage` loads the next 50; a failed page
 * reads as no suggestions.
 */
export function useMentionItems(
  char: MentionChar | null,
  query: string,
  inventoryId: number | null,
) {
  const [q] = useDebouncedValue(query, MENTION_DEBOUNCE_MS);
  const count = MENTION_PAGE_SIZE;
  const paged = <D extends PickerRoute>(source: PickerSource<D>) => ({
    key: source.key,
    searchFor: q,
    fetchPage: (pageNo: number) => source.fetchPage({ searchFor: q, pageNo }),
    keyOf: mentionKey,
    emptyOnFailure: true,
  });
  const users = usePagedOptions({
    ...paged(taskUsersSource({ count })),
    toItems: mentionUsers,
    enabled: char === '@',
  });
  const brands = usePagedOptions({
    ...paged(taskBrandsSource(count)),
    toItems: mentionBrands,
    enabled: char === '/',
  });
  const inventories = usePagedOptions({
    ...paged(taskInventoriesSource(count)),
    toItems: mentionInventories,
    enabled: char === '#',
  });
  const events = usePagedOptions({
    ...paged(taskEventsSource(inventoryId ?? undefined, count)),
    toItems: mentionEvents,
    enabled: char === '!' && !!inventoryId,
  });
  const source = char === '@' ? users : char === '/' ? brands : char === '#' ? inventories : events;
  const items = useMemo<MentionItem[]>(
    () => (char === '@' ? [...roleItems(q), ...users.found] : char ? source.found : []),
    [char, q, users.found, source.found],
  );
  return {
    items,
    isFetching: source.isFetching || q !== query,
    hasNextPage: source.paging.hasNextPage,
    fetchNextPage: () => void source.paging.fetchNextPage(),
  };
}
