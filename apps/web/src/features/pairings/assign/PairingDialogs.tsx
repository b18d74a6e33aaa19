import { MailsDrawer } from '../../email';
import { CollaboratorsModal } from '../../inventories';
import { StageUpdateModal } from '../StageUpdateModal';
import type { PairingDialogsState } from './usePairingDialogs';

/** The stage update, collaborators and mails dialogs of the assigned rows (usePairingDialogs). */
export function PairingDialogs({ d }: { d: PairingDialogsState }) {
  return (
    <>
      <StageUpdateModal target={d.stageTarget} onClose={d.closeStage} />
      <MailsDrawer of={d.mailsOf} onClose={d.closeMails} />
      {d.collabBrand && (
        <CollaboratorsModal
          eiId={d.eiId}
          brand={d.collabBrand}
          opened={d.collabOpen}
          onClose={d.closeCollaborators}
        />
      )}
    </>
  );
}
