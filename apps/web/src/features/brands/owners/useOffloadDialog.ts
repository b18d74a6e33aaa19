import { useState } from 'react';
import { BRAND_LIMITS, BRAND_PROFILE_MESSAGES } from '@crm/contracts';
import { failureText, toastFailure, toastSuccess } from '../../../lib/api';
import { lengthError } from '../../../lib/validation';
import { useOffloadBrand } from '../profileQueries';

/**
 * The Offload dialog (spec 001 §7 offload): whether it is open, the required reason (at most
 * BRAND_LIMITS.offloadReason characters; 'required' shows once the field was left or Offload
 * tried) and the request, toasting the outcome.
 */
export function useOffloadDialog(brandId: number) {
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const offload = useOffloadBrand(brandId);
  const tooLong = lengthError('Reason', reason.trim(), BRAND_LIMITS.offloadReason);

  const confirm = () => {
    setTouched(true);
    if (!reason.trim() || tooLong) return;
    offload.mutate(reason.trim(), {
      onSuccess: () => {
        toastSuccess(BRAND_PROFILE_MESSAGES.offloaded);
        setOpened(false);
        setReason('');
        setTouched(false);
      },
      onError: (e) => toastFailure(failureText(e, BRAND_PROFILE_MESSAGES.offloadFailed)),
    });
  };
  return {
    opened,
    open: () => setOpened(true),
    close: () => setOpened(false),
    reason,
    setReason,
    touch: () => setTouched(true),
    error: touched && !reason.trim() ? BRAND_PROFILE_MESSAGES.offloadReasonRequired : tooLong,
    tooLong: !!tooLong,
    confirm,
    pending: offload.isPending,
  };
}

/** The Offload dialog's state (useOffloadDialog). */
export type OffloadDialog = ReturnType<typeof useOffloadDialog>;
