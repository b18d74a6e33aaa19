import { useState } from 'react';
import { BRAND_LIMITS, type BrandOwner } from '@crm/contracts';
import { toastError, toastSuccess } from '../../../lib/api';
import { useBrandOwnerOptions } from '../../../lib/referenceQueries';
import { lengthError } from '../../../lib/validation';
import { useUpdateBrandOwners } from '../profileQueries';

/**
 * Adding and removing a brand's owners (spec 001 §7 brand-owners/v2): the picked user to add (among
 * the brand owners not yet on the brand), the owner being removed with the optional reason (at most
 * BRAND_LIMITS.offloadReason characters), and the requests, each toasting the server's answer.
 */
export function useOwnerEdits(brandId: number, owners: BrandOwner[]) {
  const [adding, setAdding] = useState<string | null>(null);
  const [removing, setRemoving] = useState<BrandOwner | null>(null);
  const [removeReason, setRemoveReason] = useState('');
  const options = useBrandOwnerOptions();
  const update = useUpdateBrandOwners(brandId);
  const reasonTooLong = lengthError('Reason', removeReason.trim(), BRAND_LIMITS.offloadReason);
  const candidates = (options.data?.brandOwners ?? [])
    .filter((u) => !owners.some((o) => o.brandOwnerUserId === u.userId))
    .map((u) => ({ value: String(u.userId), label: u.userName }));

  const add = () => {
    if (!adding) return;
    update.mutate(
      { add: [Number(adding)] },
      {
        onSuccess: (r) => {
          toastSuccess(r.message);
          setAdding(null);
        },
        onError: toastError,
      },
    );
  };
  const remove = () => {
    if (!removing || reasonTooLong) return;
    update.mutate(
      { remove: [removing.brandOwnerUserId], reason: removeReason.trim() || undefined },
      {
        onSuccess: (r) => {
          toastSuccess(r.message);
          setRemoving(null);
          setRemoveReason('');
        },
        onError: toastError,
      },
    );
  };
  return {
    adding,
    setAdding,
    candidates,
    optionsLoading: options.isLoading,
    add,
    removing,
    setRemoving,
    removeReason,
    setRemoveReason,
    reasonTooLong,
    remove,
    pending: update.isPending,
  };
}

/** A brand's owner edits (useOwnerEdits). */
export type OwnerEdits = ReturnType<typeof useOwnerEdits>;
