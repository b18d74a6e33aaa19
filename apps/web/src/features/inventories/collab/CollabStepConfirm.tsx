import { ConfirmModal } from '../../../components/ConfirmModal';
import type { PendingStep } from './useCollabRequestsTab';

/** The dialog's title, button and question for a step: rejecting, removing an accepted collaborator, or revoking. */
function wordsOf(pending: PendingStep | null) {
  if (pending?.kind === 'REJECT')
    return {
      title: 'Reject collaboration request',
      label: 'Reject',
      question: `Reject ${pending.request.inviter.userName}’s invitation to collaborate on ${pending.request.brandName}?`,
    };
  const accepted = pending?.request.inviteStatus === 'ACCEPTED';
  return {
    title: accepted ? 'Remove collaborator' : 'Revoke invitation',
    label: accepted ? 'Remove' : 'Revoke',
    question: !pending
      ? ''
      : `${accepted ? 'Remove' : 'Revoke the invitation to'} ${pending.request.invitee.userName} ${accepted ? 'as a collaborator on' : 'to collaborate on'} ${pending.request.brandName}?`,
  };
}

/** Confirms rejecting a request, or revoking (removing, once accepted) one; not closable while a step runs. */
export function CollabStepConfirm({
  opened,
  pending,
  busy,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  pending: PendingStep | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const words = wordsOf(pending);
  return (
    <ConfirmModal
      opened={opened}
      title={words.title}
      confirmLabel={words.label}
      color="red"
      loading={busy}
      onConfirm={onConfirm}
      onClose={() => !busy && onClose()}
    >
      {words.question}
    </ConfirmModal>
  );
}
