import { ConfirmModal } from '../../../components/ConfirmModal';
import { EditMessageModal } from '../EditMessageModal';
import { ForwardModal } from '../ForwardModal';
import type { ChatTargets } from './useChatTargets';
import type { MessageChanges } from './useMessageChanges';

/** The open chat's message dialogs: edit, delete (confirmed, for everyone) and forward. */
export function MessageDialogs({ t, changes }: { t: ChatTargets; changes: MessageChanges }) {
  return (
    <>
      {t.editing && (
        <EditMessageModal
          initial={t.editing.content}
          saving={changes.busy}
          onClose={() => t.setEditing(null)}
          onSave={changes.saveEdit}
        />
      )}
      <ConfirmModal
        opened={!!t.deleting}
        title="Delete message"
        color="red"
        confirmLabel="Delete"
        loading={changes.busy}
        onClose={() => t.setDeleting(null)}
        onConfirm={changes.confirmDelete}
      >
        Delete this message for everyone in the chat?
      </ConfirmModal>
      <ForwardModal message={t.forwarding} onClose={() => t.setForwarding(null)} />
    </>
  );
}
