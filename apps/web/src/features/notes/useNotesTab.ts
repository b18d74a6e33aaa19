import { useState } from 'react';
import type { BrandNote } from '@crm/contracts';
import { useToastOnError } from '../../lib/useToastOnError';
import { useBrandNotes, type NoteFilter, type NoteTarget } from './queries';
import { useDeleteNote } from './useDeleteNote';

/**
 * The Notes tab's state: the page and filter of `target`'s notes (a new filter starts at page 1), the
 * note dialog (`openNote(null)`: a new note) and the deletion (useDeleteNote; the last note of a later
 * page gone, the page before shows).
 */
export function useNotesTab(target: NoteTarget) {
  const [pageNo, setPageNo] = useState(1);
  const [filter, setFilter] = useState<NoteFilter>('all');
  const [editing, setEditing] = useState<BrandNote | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const notes = useBrandNotes(target, pageNo, filter);
  // the last note of a later page gone: show the page before
  const del = useDeleteNote(target, () => {
    if (notes.data && notes.data.notes.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
  });
  useToastOnError(notes.error);
  return {
    notes,
    setPageNo,
    filter,
    pickFilter: (v: NoteFilter) => {
      setFilter(v);
      setPageNo(1);
    },
    editing,
    modalOpen,
    openNote: (n: BrandNote | null) => {
      setEditing(n);
      setModalOpen(true);
    },
    closeNote: () => setModalOpen(false),
    del,
  };
}

/** The Notes tab's state, as its parts take it. */
export type NotesTabState = ReturnType<typeof useNotesTab>;
