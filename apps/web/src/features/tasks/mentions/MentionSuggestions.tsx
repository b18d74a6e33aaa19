import { Avatar, Box, Group, Loader, Paper, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { TASK_MESSAGES } from '@crm/contracts';
import { initials } from '../../../components/Avatars';
import { useMentionItems, type MentionItem, type PickedMention } from './mentionItems';
import type { MentionSuggestionStore } from './mentionSuggestionStore';

const TRIGGER_NAMES = {
  '@': 'people and roles',
  '/': 'brands',
  '#': 'inventories',
  '!': 'events',
} as const;

/**
 * The suggestion list of the description editor: opens under the caret on a trigger, lists what the
 * query finds (50 per page; more on scrolling to the end), keyboard-driven (↑ ↓ Enter/Tab, Escape) and
 * clickable; a pick the form refuses (`onPick` false) is not inserted. `!` before an inventory is chosen shows 'Please select inventory to select event'.
 */
export function MentionSuggestions({
  store,
  anchor,
  inventoryId,
  onPick,
}: {
  store: MentionSuggestionStore;
  anchor: RefObject<HTMLDivElement | null>;
  inventoryId: number | null;
  onPick: (picked: PickedMention) => boolean;
}) {
  const state = useSyncExternalStore(store.subscribe, store.get);
  const { items, isFetching, hasNextPage, fetchNextPage } = useMentionItems(
    state?.char ?? null,
    state?.query ?? '',
    inventoryId,
  );
  const [active, setActive] = useState(0);
  useEffect(() => setActive(0), [state?.char, state?.query]);

  const choose = (item: MentionItem | undefined) => {
    if (!item || !state || !onPick(item.picked)) return;
    state.command({ id: item.id, label: item.label });
  };

  useEffect(() => {
    store.keyHandler = (e) => {
      if (!items.length) return false;
      if (e.key === 'ArrowDown') setActive((i) => (i + 1) % items.length);
      else if (e.key === 'ArrowUp') setActive((i) => (i - 1 + items.length) % items.length);
      else if (e.key === 'Enter' || e.key === 'Tab')
        choose(items[Math.min(active, items.length - 1)]);
      else return false;
      return true;
    };
    return () => {
      store.keyHandler = null;
    };
  });

  useEffect(() => {
    document.getElementById(`mention-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  if (!state) return null;
  const box = anchor.current?.getBoundingClientRect();
  const top = state.rect && box ? state.rect.bottom - box.top + 4 : 40;
  const left =
    state.rect && box ? Math.max(0, Math.min(state.rect.left - box.left, box.width - 320)) : 0;
  const needsInventory = state.char === '!' && !inventoryId;

  return (
    <Paper
      shadow="md"
      withBorder
      radius="md"
      w={320}
      pos="absolute"
      top={top}
      left={left}
      style={{ zIndex: 10 }}
      data-testid="mention-suggestions"
    >
      <Text size="xs" c="dimmed" px="sm" pt={6}>
        {state.char === '@' ? 'Mention a person or a role' : `Mention ${TRIGGER_NAMES[state.char]}`}
      </Text>
      {needsInventory ? (
        <Text size="sm" c="orange.8" p="sm">
          {TASK_MESSAGES.selectInventoryFirst}
        </Text>
      ) : (
        <ScrollArea.Autosize
          mah={260}
          type="auto"
          onBottomReached={() => hasNextPage && fetchNextPage()}
        >
          <Box role="listbox" aria-label={`Suggested ${TRIGGER_NAMES[state.char]}`} p={4}>
            {items.map((item, i) => (
              <UnstyledButton
                key={item.key}
                id={`mention-option-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => choose(item)}
                w="100%"
                px="xs"
                py={6}
                style={{
                  borderRadius: 6,
                  background: i === active ? 'var(--mantine-color-brand-0)' : undefined,
                }}
              >
                <Group gap="sm" wrap="nowrap">
                  <Avatar
                    size={26}
                    radius={item.kind === 'user' ? 'xl' : 'sm'}
                    src={item.image}
                    color={item.kind === 'role' ? 'gray' : 'brand'}
                  >
                    {initials(item.label)}
                  </Avatar>
                  <Box style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate>
                      {item.label}
                    </Text>
                    {item.sub && (
                      <Text size="xs" c="dimmed" truncate>
                        {item.sub}
                      </Text>
                    )}
                  </Box>
                </Group>
              </UnstyledButton>
            ))}
            {isFetching && (
              <Group justify="center" py={6}>
                <Loader size="xs" aria-label="Searching" />
              </Group>
            )}
            {!isFetching && !items.length && (
              <Text size="sm" c="dimmed" p="xs">
                No {TRIGGER_NAMES[state.char]} found
              </Text>
            )}
          </Box>
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}
