import { useEffect, useState, useSyncExternalStore } from 'react';
import { useMentionItems, type MentionItem, type PickedMention } from './mentionItems';
import type { MentionSuggestionStore } from './mentionSuggestionStore';

/**
 * The open suggestion list's state: the suggestion the editor wrote into `store`, the items its query
 * finds, and the active one (the first again on a new query). While mounted it answers the editor's keys:
 * ↑ ↓ move round the list, Enter or Tab choose; the active option is scrolled into view. `choose` inserts
 * an item unless the form refuses it (`onPick` false).
 */
export function useMentionSuggestions(
  store: MentionSuggestionStore,
  inventoryId: number | null,
  onPick: (picked: PickedMention) => boolean,
) {
  const state = useSyncExternalStore(store.subscribe, store.get);
  const found = useMentionItems(state?.char ?? null, state?.query ?? '', inventoryId);
  const { items } = found;
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

  return { state, ...found, active, setActive, choose };
}

/** The suggestion list's state (useMentionSuggestions). */
export type MentionSuggestionsState = ReturnType<typeof useMentionSuggestions>;
