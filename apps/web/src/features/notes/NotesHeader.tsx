import { Button, Group, SegmentedControl, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { NoteFilter } from './queries';

/** The Notes tab's title, which notes (All, Public, My private) and Add note. */
export function NotesHeader({
  filter,
  onFilter,
  onAdd,
}: {
  filter: NoteFilter;
  onFilter: (f: NoteFilter) => void;
  onAdd: () => void;
}) {
  return (
    <Group justify="space-between">
      <Group gap="md">
        <Title order={4}>Notes</Title>
        <SegmentedControl
          size="xs"
          value={filter}
          onChange={(v) => onFilter(v as NoteFilter)}
          data={[
            { value: 'all', label: 'All' },
            { value: 'public', label: 'Public' },
            { value: 'private', label: 'My private' },
          ]}
          aria-label="Which notes"
          data-testid="notes-filter"
        />
      </Group>
      <Button leftSection={<IconPlus size={16} />} onClick={onAdd} data-testid="note-add">
        Add note
      </Button>
    </Group>
  );
}
