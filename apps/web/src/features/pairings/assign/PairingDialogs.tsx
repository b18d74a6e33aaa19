import { CollaboratorsModal } from '../../inventories';
import { StageUpdateModal } from '../StageUpdateModal';
import type { PairingDialogsState } from './usePairingDialogs';

/** The stage update and collaborators dialogs of the assigned rows (usePairingDialogs). */
export function PairingDialogs({ d }: { d: PairingDialogsState }) {
  return (
    <>
      <StageUpdateModal target={d.stageTarget} onClose={d.closeStage} />
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
