import { ConfirmModal } from '../../../components/ConfirmModal';
import type { AssignActions } from './useAssignActions';

/** The confirmation of a pending brand status action (useAssignActions), in words from actionConfirm. */
export function ActionConfirmModal({ actions }: { actions: AssignActions }) {
  const { dialog, isPending } = actions;
  const text = dialog.text;
  return (
    <ConfirmModal
      opened={dialog.opened}
      title={text?.title ?? ''}
      confirmLabel={text?.confirmLabel}
      color={text?.color}
      loading={isPending}
      onConfirm={dialog.onConfirm}
      onClose={dialog.onClose}
    >
      {text?.body ?? ''}
    </ConfirmModal>
  );
}
