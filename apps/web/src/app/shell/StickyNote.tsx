import { ActionIcon, Group, Loader, Paper, Text, Textarea } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useStickyNote } from './useStickyNote';

/** Focuses the note as it appears, the caret after its last character (to carry on writing). */
const focusAtEnd = (el: HTMLTextAreaElement | null) => {
  if (!el) return;
  el.focus();
  el.setSelectionRange(el.value.length, el.value.length);
};

/**
 * The private sticky note (spec 000 §2.9): a 400x400 panel holding the userNote setting, loaded via
 * POST /api/user/kv/multi-get and autosaved 500 ms after typing stops via POST /api/user/kv.
 * 'Saving...' / 'Saved' show only while the note has non-blank text. It opens focused with the caret at
 * the end; Escape closes it (N closes it too when the focus is outside the text, see useShortcuts).
 */
export default function StickyNote({ onClose }: { onClose: () => void }) {
  const { text, loading, status, type } = useStickyNote();

  return (
    <Paper
      role="dialog"
      aria-label="Sticky note"
      shadow="xl"
      withBorder
      p="sm"
      w={400}
      h={400}
      bg="yellow.0"
      style={{
        position: 'fixed',
        right: 24,
        bottom: 24,
        zIndex: 300,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Group justify="space-between" mb={6}>
        <Text fw={600} size="sm">
          Sticky Note
        </Text>
        <Group gap="xs">
          {status && text?.trim() && (
            <Text size="xs" c="dimmed" aria-live="polite">
              {status === 'saving' ? 'Saving...' : 'Saved'}
            </Text>
          )}
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label="Close sticky note"
            onClick={onClose}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      </Group>
      {loading ? (
        <Loader size="sm" m="auto" aria-label="Loading note" />
      ) : (
        <Textarea
          ref={focusAtEnd}
          aria-label="Note"
          placeholder="Use this private space to record your thoughts, ideas, or any important information..."
          value={text ?? ''}
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            e.stopPropagation();
            onClose();
          }}
          onChange={(e) => type(e.currentTarget.value)}
          variant="unstyled"
          style={{ flex: 1, display: 'flex', flexDirection: 'column' }}
          styles={{ wrapper: { flex: 1 }, input: { height: '100%', resize: 'none' } }}
        />
      )}
    </Paper>
  );
}
