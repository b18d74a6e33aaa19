import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { NoteCard } from './NoteCard';
import type { NotesTabState } from './useNotesTab';

/**
 * The Notes tab's page of notes: the load error or a skeleton until the first page, the empty state
 * (worded for a brand or, with `poc`, a contact), or the note cards (dimmed while the next page loads).
 */
export function NotesList({ s, poc }: { s: NotesTabState; poc: boolean }) {
  const { notes } = s;
  const data = notes.data;
  if (!data)
    return notes.error ? (
      <LoadError what="the notes" query={notes} />
    ) : (
      <SkeletonBlock lines={4} height={64} />
    );
  if (data.notes.length === 0)
    return (
      <EmptyState
        title={s.filter === 'private' ? 'No private notes' : 'No notes yet'}
        description={`Notes keep what the team knows about this ${poc ? 'contact' : 'brand'}. A private note is seen by you only.`}
        action={
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => s.openNote(null)}
          >
            Add the first note
          </Button>
        }
      />
    );
  return (
    <Stack gap="sm" data-testid="notes-list" style={{ opacity: notes.isPlaceholderData ? 0.6 : 1 }}>
      {data.notes.map((n) => (
        <NoteCard key={n.id} note={n} onEdit={() => s.openNote(n)} onDelete={() => s.del.ask(n)} />
      ))}
    </Stack>
  );
}
