import { useState } from 'react';
import type { PocDetail } from '@crm/contracts';
import { toastError, toastSuccess } from '../../../lib/api';
import { useToastOnError } from '../../../lib/useToastOnError';
import { useCanWorkBrand } from '../../pairings';
import { usePocDetails, useRemovePoc } from '../queries';

/**
 * The Contacts sub-tab's state: the page of POCs (100 a page), whether the user may edit the brand or
 * add call notes, the POC in the form (`open(null)`: a new one), the POC being removed (confirmed by
 * `confirmRemove`) and the POC whose notes are open.
 */
export function usePocsPanel(brandId: number) {
  const [pageNo, setPageNo] = useState(1);
  const pocs = usePocDetails(brandId, pageNo);
  useToastOnError(pocs.error);
  const canAddCallNotes = useCanWorkBrand(brandId);
  const [editing, setEditing] = useState<PocDetail | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [removing, setRemoving] = useState<PocDetail | null>(null);
  const [notesOf, setNotesOf] = useState<PocDetail | null>(null);
  const [mailsOf, setMailsOf] = useState<PocDetail | null>(null);
  const remove = useRemovePoc(brandId);
  const open = (p: PocDetail | null) => {
    setEditing(p);
    setFormOpen(true);
  };
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      toastSuccess((await remove.mutateAsync(removing.pocId)).message);
      setRemoving(null);
    } catch (e) {
      toastError(e);
    }
  };
  return {
    pocs,
    setPageNo,
    canEdit: !!pocs.data?.canEdit,
    canAddCallNotes,
    editing,
    formOpen,
    open,
    closeForm: () => setFormOpen(false),
    removing,
    setRemoving,
    confirmRemove,
    removePending: remove.isPending,
    notesOf,
    setNotesOf,
    mailsOf,
    setMailsOf,
  };
}

/** The Contacts sub-tab's state, as its sections take it. */
export type PocsPanelState = ReturnType<typeof usePocsPanel>;
