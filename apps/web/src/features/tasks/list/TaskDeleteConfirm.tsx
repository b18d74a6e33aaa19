import { ConfirmModal } from '../../../components/ConfirmModal';
import type { useTaskDelete } from './useTaskDelete';

/** The 'Are you sure?' dialog of deleting a task: its name, and that its people will no longer see it. */
export function TaskDeleteConfirm({ del }: { del: ReturnType<typeof useTaskDelete> }) {
  if (!del.deleting) return null;
  return (
    <ConfirmModal
      opened
      title="Are you sure?"
      confirmLabel="Delete"
      color="red"
      loading={del.removing}
      onClose={del.cancel}
      onConfirm={del.confirm}
    >
      {`Delete the task “${del.deleting.name}”? Its people will no longer see it.`}
    </ConfirmModal>
  );
}
