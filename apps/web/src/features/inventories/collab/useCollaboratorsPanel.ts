import { useState } from 'react';
import type { Collaborator } from '@crm/contracts';
import { toastError, toastSuccess } from '../../../lib/api';
import { useChangeCollaborators, useCollaborators } from '../collabQueries';
import { useConfirmTarget } from './useConfirmTarget';

/** A pairing's brand: the Collaborators window shows and invites for one. */
export type PairingBrand = { brandId: number; brandName: string };

/**
 * The state of a pairing's collaborators: the list read, the change mutation, the colleagues picked to
 * invite, the collaborator being confirmed for removal; `invite` sends the picked (then clears them),
 * `remove` the confirmed one (then closes the dialog); each answer is toasted.
 */
export function useCollaboratorsPanel(eiId: number, brand: PairingBrand) {
  const list = useCollaborators(eiId, brand.brandId);
  const change = useChangeCollaborators();
  const [invitees, setInvitees] = useState<string[]>([]);
  const removal = useConfirmTarget<Collaborator>();

  const submit = (body: { add?: number[]; remove?: number[] }, done: () => void) =>
    change.mutate(
      { eiId, brandId: brand.brandId, ...body },
      {
        onSuccess: (r) => {
          toastSuccess(r.message);
          done();
        },
        onError: (e) => {
          toastError(e);
          done();
        },
      },
    );
  const invite = () => submit({ add: invitees.map(Number) }, () => setInvitees([]));
  const remove = () =>
    removal.target && submit({ remove: [removal.target.coUserId] }, removal.close);
  return { list, change, invitees, setInvitees, removal, invite, remove };
}
