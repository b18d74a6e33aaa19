import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CallNotesRequest, type InteractionType } from '@crm/contracts';
import { useToastOnError } from '../../../lib/useToastOnError';
import { canWorkBrand, currentUser } from '../../../lib/user';
import { useContractForm } from '../../../lib/form';
import { useBrandInfo } from '../../../lib/brandInfo';
import { useBrandPairings } from '../brandPairings';
import { callNotesReader, noteSentence, type CallNotesValues } from './callNotesValues';
import type { Edit } from './pairingEdit';
import { useCallNotesSave } from './useCallNotesSave';
import { useSubmitRefusals } from './useSubmitRefusals';

/**
 * The call notes form of a brand (spec 001 §4): the POC (`pocId` in the URL), interaction type, note
 * and the edits of the pairings the user works, of which only the one they came from (`eiId`) starts
 * checked. `submit` checks the note, lost reasons and, for a collaborator who does not work the brand,
 * that a pairing is checked; a past follow-up date is confirmed first (useCallNotesSave), then it saves and leaves.
 */
export function useCallNotesForm(brandId: number) {
  const [params] = useSearchParams();
  const pocParam = Number(params.get('pocId')) > 0 ? params.get('pocId') : null;
  const fromEiId = Number(params.get('eiId')) || 0;
  const info = useBrandInfo(brandId);
  const pairingsQ = useBrandPairings(brandId);
  useToastOnError(info.error);
  useToastOnError(pairingsQ.error);
  const refusals = useSubmitRefusals();
  // a collaborator works the listed pairings only: the note goes with one of them
  const worksBrand =
    !!info.data &&
    canWorkBrand(
      currentUser(),
      info.data.brandOwners.map((o) => o.brandOwnerUserId),
    );

  const pairings = useMemo(
    () => (pairingsQ.data?.pairings ?? []).filter((p) => p.canUpdate),
    [pairingsQ.data],
  );
  const saver = useCallNotesSave(brandId, info.data?.brandName, pairings);
  const { editOf, request, sentences } = callNotesReader(brandId, fromEiId, pairings);
  // The note, the lost reasons and a checked pairing are asked for on Submit only (never disabling
  // it), so the schema checks the rest; each input words its own refusal as it is typed.
  const { form, submit, valid } = useContractForm<CallNotesValues>({
    initialValues: { pocId: pocParam, type: 'CALL', note: '', edits: {} },
    schema: CallNotesRequest.omit({ note: true }),
    request,
    sentences,
  });
  const { pocId, type, note } = form.values;
  const { setValues } = form;
  useEffect(() => setValues({ pocId: pocParam }), [pocParam, setValues]);

  const patch = (eiId: number, p: Partial<Edit>) => {
    setValues((v) => ({
      edits: { ...v.edits, [eiId]: { ...editOf(v as CallNotesValues, eiId), ...p } },
    }));
    if (p.checked) refusals.clearPickError();
  };

  const onSubmit = submit((v) => {
    const edits = pairings.map((p): [number, Edit] => [p.eiId, editOf(v, p.eiId)]);
    if (refusals.check(v.note, edits, !worksBrand)) saver.request(request(v));
  });

  return {
    info,
    pairingsQ,
    pairings,
    /** How many of the brand's pairings the user does not work (not listed). */
    hidden: (pairingsQ.data?.pairings.length ?? 0) - pairings.length,
    pocId,
    setPocId: (id: string | null) => setValues({ pocId: id }),
    type,
    setType: (t: InteractionType) => setValues({ type: t }),
    note,
    /** Sets the note without leading blanks; typing clears 'Note is required'. */
    setNote: (v: string) => {
      setValues({ note: v });
      if (v) refusals.clearNoteError();
    },
    noteError: refusals.noteError ?? noteSentence(note),
    edit: (eiId: number): Edit => editOf(form.values, eiId),
    patch,
    lostErrors: refusals.lostErrors,
    pickError: refusals.pickError,
    invalid: !valid,
    saving: saver.saving,
    submit: onSubmit,
    leave: saver.leave,
    pastConfirm: saver.pastConfirm,
  };
}

/** The call notes form's state and commands (useCallNotesForm). */
export type CallNotesFormState = ReturnType<typeof useCallNotesForm>;
