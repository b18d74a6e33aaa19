import { Paper, Text } from '@mantine/core';
import type { RefObject } from 'react';
import { TASK_MESSAGES } from '@crm/contracts';
import type { PickedMention } from './mentionItems';
import { TRIGGER_NAMES } from './mentions';
import { MentionOptionList } from './MentionOptionList';
import type { MentionSuggestionStore, SuggestionState } from './mentionSuggestionStore';
import { useMentionSuggestions } from './useMentionSuggestions';

/** Where the list opens inside the editor's box: 4 px under the caret, kept within the box's width (320 px wide). */
function position(state: SuggestionState, box: DOMRect | undefined) {
  if (!state.rect || !box) return { top: 40, left: 0 };
  return {
    top: state.rect.bottom - box.top + 4,
    left: Math.max(0, Math.min(state.rect.left - box.left, box.width - 320)),
  };
}

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
  const s = useMentionSuggestions(store, inventoryId, onPick);
  const { state } = s;
  if (!state) return null;
  const { top, left } = position(state, anchor.current?.getBoundingClientRect());

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
      {state.char === '!' && !inventoryId ? (
        <Text size="sm" c="orange.8" p="sm">
          {TASK_MESSAGES.selectInventoryFirst}
        </Text>
      ) : (
        <MentionOptionList char={state.char} s={s} />
      )}
    </Paper>
  );
}
