import { ConfirmModal } from '../../../components/ConfirmModal';
import type { PocsPanelState } from './usePocsPanel';

/** The confirmation before a POC is removed (says when another POC will become primary; their history is kept). */
export function RemovePocModal({ s }: { s: PocsPanelState }) {
  const { removing } = s;
  return (
    <ConfirmModal
      opened={!!removing}
      title="Remove point of contact"
      confirmLabel="Remove"
      color="red"
      loading={s.removePending}
      onConfirm={s.confirmRemove}
      onClose={() => s.setRemoving(null)}
    >
      {removing
        ? `Remove ${removing.pocName}?${removing.pocIsPrimary ? ' Another POC will become primary.' : ''} Their history and interactions are kept.`
        : ''}
    </ConfirmModal>
  );
}
