import type { Collaborator } from '@crm/contracts';
import { ConfirmModal } from '../../../components/ConfirmModal';

/** What the dialog asks: removing an accepted collaborator, or revoking an open invitation. */
function question(removing: Collaborator | null, brandName: string) {
  if (!removing) return '';
  return removing.inviteStatus === 'ACCEPTED'
    ? `Remove ${removing.coName} as a collaborator on ${brandName}? They will no longer work this pairing.`
    : `Revoke the invitation to ${removing.coName} to collaborate on ${brandName}?`;
}

/** Confirms removing a collaborator (accepted) or revoking their invitation; not closable while the change runs. */
export function RemoveCollaboratorConfirm({
  opened,
  removing,
  brandName,
  loading,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  removing: Collaborator | null;
  brandName: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const accepted = removing?.inviteStatus === 'ACCEPTED';
  return (
    <ConfirmModal
      opened={opened}
      title={accepted ? 'Remove collaborator' : 'Revoke invitation'}
      confirmLabel={accepted ? 'Remove' : 'Revoke'}
      color="red"
      loading={loading}
      onConfirm={onConfirm}
      onClose={() => !loading && onClose()}
    >
      {question(removing, brandName)}
    </ConfirmModal>
  );
}
