import { Button, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { BrandNote } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { ConfirmModal } from '../../components/ConfirmModal';
import { LoadError } from '../../components/LoadError';
import { Pager } from '../../components/Pager';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { useToastOnError } from '../../lib/useToastOnError';
import { NoteCard } from './NoteCard';
import { NoteModal } from './NoteModal';
import { useBrandNotes, type NoteFilter } from './queries';
import { useDeleteNote } from './useDeleteNote';

/**
 * The Notes tab of brand info (spec 001 §3, §6, §7): the brand's public notes and the user's own
 * private ones, 10 a page, newest first; add, edit (author only) and delete with a confirmation and
 * Undo. With `pocId`, the same for that POC's notes (spec 001 §7 'POC notes').
 */
export default function NotesTab({ brandId, pocId }: { brandId: number; pocId?: number }) {
  const [pageNo, setPageNo] = useState(1);
  const [filter, setFilter] = useState<NoteFilter>('all');
  const [editing, setEditing] = useState<BrandNote | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const target = { brandId, pocId };
  const notes = useBrandNotes(target, pageNo, filter);
  // the last note of a later page gone: show the page before
  const del = useDeleteNote(target, () => {
    if (notes.data && notes.data.notes.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
  });
  useToastOnError(notes.error);

  const openNew = () => {
    setEditing(null);
    setModalOpen(true);
  };
  const data = notes.data;
  return (
    <Stack gap="md" data-testid="notes-tab">
      <Group justify="space-between">
        <Group gap="md">
          <Title order={4}>Notes</Title>
          <SegmentedControl
            size="xs"
            value={filter}
            onChange={(v) => {
              setFilter(v as NoteFilter);
              setPageNo(1);
            }}
            data={[
              { value: 'all', label: 'All' },
              { value: 'public', label: 'Public' },
              { value: 'private', label: 'My private' },
            ]}
            aria-label="Which notes"
            data-testid="notes-filter"
          />
        </Group>
        <Button leftSection={<IconPlus size={16} />} onClick={openNew} data-testid="note-add">
          Add note
        </Button>
      </Group>

      {!data ? (
        notes.error ? (
          <LoadError what="the notes" query={notes} />
        ) : (
          <SkeletonBlock lines={4} height={64} />
        )
      ) : data.notes.length === 0 ? (
        <EmptyState
          title={filter === 'private' ? 'No private notes' : 'No notes yet'}
          description={`Notes keep what the team knows about this ${pocId ? 'contact' : 'brand'}. A private note is seen by you only.`}
          action={
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={openNew}>
              Add the first note
            </Button>
          }
        />
      ) : (
        <Stack
          gap="sm"
          data-testid="notes-list"
          style={{ opacity: notes.isPlaceholderData ? 0.6 : 1 }}
        >
          {data.notes.map((n) => (
            <NoteCard
              key={n.id}
              note={n}
              onEdit={() => {
                setEditing(n);
                setModalOpen(true);
              }}
              onDelete={() => del.ask(n)}
            />
          ))}
        </Stack>
      )}
      {data && <Pager page={data} onChange={setPageNo} />}

      <NoteModal
        target={target}
        opened={modalOpen}
        note={editing}
        onClose={() => setModalOpen(false)}
      />
      <ConfirmModal
        opened={!!del.deleting}
        title="Delete note"
        confirmLabel="Delete"
        color="red"
        loading={del.pending}
        onConfirm={del.confirm}
        onClose={del.cancel}
      >
        {`Delete the note “${del.deleting?.title ?? ''}”? You can undo this for a few seconds.`}
      </ConfirmModal>
    </Stack>
  );
}
