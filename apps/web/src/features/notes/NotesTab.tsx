import { Stack } from '@mantine/core';
import { ConfirmModal } from '../../components/ConfirmModal';
import { Pager } from '../../components/Pager';
import { NoteModal } from './NoteModal';
import { NotesHeader } from './NotesHeader';
import { NotesList } from './NotesList';
import { useNotesTab } from './useNotesTab';

/**
 * The Notes tab of brand info (spec 001 §3, §6, §7): the brand's public notes and the user's own
 * private ones, 10 a page, newest first; add, edit (author only) and delete with a confirmation and
 * Undo. With `pocId`, the same for that POC's notes (spec 001 §7 'POC notes').
 */
export default function NotesTab({ brandId, pocId }: { brandId: number; pocId?: number }) {
  const target = { brandId, pocId };
  const s = useNotesTab(target);
  const { del } = s;
  const data = s.notes.data;
  return (
    <Stack gap="md" data-testid="notes-tab">
      <NotesHeader filter={s.filter} onFilter={s.pickFilter} onAdd={() => s.openNote(null)} />
      <NotesList s={s} poc={!!pocId} />
      {data && <Pager page={data} onChange={s.setPageNo} />}

      <NoteModal target={target} opened={s.modalOpen} note={s.editing} onClose={s.closeNote} />
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
