import { Modal } from '@mantine/core';
import { ReminderPanel } from './ReminderPanel';
import type { ReminderChoice } from '../create/taskForm';

/** The reminder panel in its own dialog titled 'Pick date & time' (spec 000 §2.11), above the task modal or the detail; each opening starts afresh (the dialog mounts its content while open). */
export function ReminderModal({
  opened,
  initial,
  onSave,
  onClose,
  saving,
}: {
  opened: boolean;
  initial: ReminderChoice | null;
  onSave: (r: ReminderChoice) => void;
  onClose: () => void;
  saving?: boolean;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Pick date & time"
      size="lg"
      zIndex={400}
      centered
    >
      <ReminderPanel initial={initial} onSave={onSave} onCancel={onClose} saving={saving} />
    </Modal>
  );
}
