import { useState } from 'react';
import type { InventoryItem } from '@crm/contracts';
import { toastError, toastSuccess } from '../../../lib/api';
import { useArchiveInventory } from '../queries';

/**
 * Archiving or unarchiving an inventory after its confirmation: `target` is the inventory being
 * confirmed (null: no dialog); `confirm` flips its isArchived, toasts the answer and closes the dialog
 * on success (on failure the dialog stays, the error toasted).
 */
export function useArchiveToggle() {
  const archive = useArchiveInventory();
  const [target, setTarget] = useState<InventoryItem | null>(null);
  const confirm = () => {
    if (!target) return;
    archive.mutate(
      { id: target.id, isArchived: !target.isArchived },
      {
        onSuccess: (r) => {
          toastSuccess(r.message);
          setTarget(null);
        },
        onError: (e) => toastError(e),
      },
    );
  };
  return { target, setTarget, confirm, pending: archive.isPending };
}
