import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { ROLE_NAMES, type RoleCode } from '@crm/contracts';
import { fetchTaskBrands, fetchTaskEvents } from '../../../lib/pickerFetchers';
import {
  fetchTaskInventories,
  fetchTaskUsers,
  MENTION_PAGE_SIZE,
  usePickerPages,
} from '../queries';
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

/**
 * The suggestions for a trigger and query (spec 000 §2.11, §9: 50 per page): `@` people (ACTIVE, not
 * the caller) and roles, `/` brands, `#` inventories, `!` the events of the chosen inventory (none
 * until one is chosen). `fetchNextPage` loads the next 50.
 */
export function useMentionItems(
  char: MentionChar | null,
  query: string,
  inventoryId: number | null,
) {
  const [q] = useDebouncedValue(query, MENTION_DEBOUNCE_MS);
  const count = MENTION_PAGE_SIZE;
  const users = usePickerPages(
    ['mention', 'users'],
    q,
    (p) => fetchTaskUsers({ ...p, count }),
    char === '@',
  );
  const brands = usePickerPages(
    ['mention', 'brands'],
    q,
    (p) => fetchTaskBrands({ ...p, count }),
    char === '/',
  );
  const inventories = usePickerPages(
    ['mention', 'inventories'],
    q,
    (p) => fetchTaskInventories({ ...p, count }),
    char === '#',
  );
  const events = usePickerPages(
    ['mention', 'events', inventoryId],
    q,
    (p) => fetchTaskEvents({ ...p, count, inventoryId: inventoryId ?? undefined }),
    char === '!' && !!inventoryId,
  );
  const source = char === '@' ? users : char === '/' ? brands : char === '#' ? inventories : events;

  const items = useMemo<MentionItem[]>(() => {
    const pages = (source.data?.pages ?? []) as Record<string, unknown>[];
    const all = <T>(field: string) => pages.flatMap((p) => (p[field] as T[] | undefined) ?? []);
    if (char === '@')
      return [
        ...roleItems(q),
        ...all<UserSummary>('users').map((u): MentionItem => ({
          key: `user:${u.userId}`,
          id: String(u.userId),
          label: u.userName,
          sub: u.verticalName,
          image: u.profileImage,
          kind: 'user',
          picked: { kind: 'user', user: u },
        })),
      ];
    if (char === '/')
      return all<BrandOption>('brands').map((b): MentionItem => ({
        key: `brand:${b.id}`,
        id: String(b.id),
        label: b.name,
        sub: b.brandOwners.map((o) => o.userName).join(', ') || null,
        image: b.brandImage,
        kind: 'brand',
        picked: { kind: 'brand', brand: b },
      }));
    if (char === '#')
      return all<InventoryOption>('inventories').map((i): MentionItem => ({
        key: `inventory:${i.id}`,
        id: String(i.id),
        label: i.name,
        sub: i.sme.length ? `SME: ${i.sme.map((s) => s.userName).join(', ')}` : null,
        image: i.inventoryImage,
        kind: 'inventory',
        picked: { kind: 'inventory', inventory: i },
      }));
    if (char === '!')
      return all<EventOption>('events').map((e): MentionItem => ({
        key: `event:${e.eventId}`,
        id: String(e.eventId),
        label: e.eventName,
        sub: e.startDate ? `Starts ${e.startDate.slice(0, 10)}` : null,
        image: null,
        kind: 'event',
        picked: { kind: 'event', event: e },
      }));
    return [];
  }, [char, q, source.data]);

  return {
    items,
    isFetching: source.isFetching || q !== query,
    hasNextPage: source.hasNextPage,
    fetchNextPage: () => void source.fetchNextPage(),
  };
}
