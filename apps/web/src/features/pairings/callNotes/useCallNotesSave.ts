import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES, type BrandPairingsResult, type CallNotesRequest } from '@crm/contracts';
import { toastError, toastSuccess } from '../../../lib/api';
import { isPastDay } from '../../../lib/dates';
import { brandInfoPath } from '../../../lib/links';
import { useCallNotes } from '../queries';

type Pairing = BrandPairingsResult['pairings'][number];

/** The follow-up dates in the past among a request's updates, with the inventory each belongs to. */
const pastDatesOf = (body: CallNotesRequest, pairings: Pairing[]) =>
  (body.updates ?? []).flatMap((u) => {
    const p = pairings.find((x) => x.eiId === u.eiId);
    return u.followUpDate && isPastDay(u.followUpDate)
      ? [{ date: u.followUpDate, where: p && `${p.inventoryName} at ${p.eventName}` }]
      : [];
  });

/**
 * The call notes form's save (spec 001 §4): `request` saves a call notes request, or first asks to confirm
 * its follow-up dates in the past (`pastConfirm`); a save toasts and `leave`s (back, or to the brand's info).
 */
export function useCallNotesSave(
  brandId: number,
  brandName: string | undefined,
  pairings: Pairing[],
) {
  const navigate = useNavigate();
  const save = useCallNotes();
  const [pastBody, setPastBody] = useState<CallNotesRequest | null>(null);

  const leave = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(brandInfoPath(brandId, brandName));
  };

  const send = (body: CallNotesRequest) =>
    save.mutate(body, {
      onSuccess: (r) => {
        toastSuccess(r.message || MESSAGES.callDetailsUpdated);
        leave();
      },
      onError: (err) => {
        toastError(err);
        setPastBody(null);
      },
    });

  const request = (body: CallNotesRequest) => {
    if (pastDatesOf(body, pairings).length) setPastBody(body);
    else send(body);
  };

  return {
    request,
    leave,
    saving: save.isPending,
    pastConfirm: {
      dates: pastBody && pastDatesOf(pastBody, pairings),
      onConfirm: () => pastBody && send(pastBody),
      onClose: () => setPastBody(null),
    },
  };
}
