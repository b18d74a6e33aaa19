import type { InventoryItem } from '@crm/contracts';
import { ConfirmModal } from '../../../components/ConfirmModal';

/** What the dialog asks: moving an archived inventory back to the upcoming ones, or archiving one. */
function question(target: InventoryItem | null) {
  if (!target) return '';
  return target.isArchived
    ? `Move "${target.name}" back to the upcoming inventories?`
    : `Archive "${target.name}"? It moves to the previous inventories.`;
}

/** Confirms archiving or unarchiving `target` (open while it is set). */
export function ArchiveConfirmModal({
  target,
  loading,
  onConfirm,
  onClose,
}: {
  target: InventoryItem | null;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmModal
      opened={!!target}
      title={target?.isArchived ? 'Unarchive inventory' : 'Archive inventory'}
      confirmLabel={target?.isArchived ? 'Unarchive' : 'Archive'}
      color={target?.isArchived ? 'blue' : 'red'}
      loading={loading}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {question(target)}
    </ConfirmModal>
  );
}
