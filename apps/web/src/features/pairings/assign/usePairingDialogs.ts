import { useState } from 'react';
import type { AssignedBrand } from '@crm/contracts';
import { pairingMails, type MailsOf } from '../../email';
import type { StageTarget } from '../stageUpdate/stageForm';

/** The stage form's target for a pairing on event inventory `eiId`: an assigned row, or a board card (both carry every stage field). */
export const stageTargetOf = (eiId: number, b: Omit<StageTarget, 'eiId'>): StageTarget => ({
  eiId,
  brandId: b.brandId,
  brandName: b.brandName,
  stage: b.stage,
  tag: b.tag,
  lostReason: b.lostReason,
  proposedValue: b.proposedValue,
  negotiatedValue: b.negotiatedValue,
  closedValue: b.closedValue,
  followUpDate: b.followUpDate,
  expectedClosure: b.expectedClosure,
});

/**
 * The dialogs an assigned row opens: the stage update of a pairing, its collaborators, and its mails (of
 * the event inventory of `inventoryId`, once loaded). The collaborators' pairing stays set while that
 * dialog closes, so its content does not blank.
 */
export function usePairingDialogs(eiId: number, inventoryId: number | undefined) {
  const [stageTarget, setStageTarget] = useState<StageTarget | null>(null);
  const [mailsOf, setMailsOf] = useState<MailsOf | null>(null);
  const [collabBrand, setCollabBrand] = useState<AssignedBrand | null>(null);
  const [collabOpen, setCollabOpen] = useState(false);
  return {
    eiId,
    stageTarget,
    collabBrand,
    collabOpen,
    openStage: (b: AssignedBrand) => setStageTarget(stageTargetOf(eiId, b)),
    closeStage: () => setStageTarget(null),
    openCollaborators: (b: AssignedBrand) => {
      setCollabBrand(b);
      setCollabOpen(true);
    },
    closeCollaborators: () => setCollabOpen(false),
    mailsOf,
    openMails: (b: AssignedBrand) =>
      inventoryId !== undefined && setMailsOf(pairingMails({ ...b, eiId, inventoryId })),
    closeMails: () => setMailsOf(null),
  };
}

/** The assign page's pairing dialogs and their commands (usePairingDialogs). */
export type PairingDialogsState = ReturnType<typeof usePairingDialogs>;
