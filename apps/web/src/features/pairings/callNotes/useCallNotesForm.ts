import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CallNotesRequest, MESSAGES, type InteractionType } from '@crm/contracts';
import { toastError, toastSuccess } from '../../../lib/api';
import { isPastDay } from '../../../lib/dates';
import { brandInfoPath } from '../../../lib/links';
import { useToastOnError } from '../../../lib/useToastOnError';
import { canWorkBrand, currentUser } from '../../../lib/user';
import { useContractForm } from '../../../lib/form';
import { lengthError, TEXT_LIMITS } from '../../../lib/validation';
import { useBrandInfo } from '../../../lib/brandInfo';
import { useBrandPairings } from '../brandPairings';
import { useCallNotes } from '../queries';
import {
  blankEdit,
  editSentences,
  lostReasonMissing,
  pairingUpdate,
  type Edit,
} from './pairingEdit';

/** What the call notes form holds: the POC (id as text), the interaction, and each pairing's edit. */
type CallNotesValues = {
  pocId: string | null;
  type: InteractionType;
  note: string;
  edits: Record<number, Edit>;
};

const noteSentence = (note: string) => lengthError('Note', note.trim(), TEXT_LIMITS.callNote);

/**
 * The call notes form of a brand (spec 001 §4): the POC (`pocId` in the URL), interaction type, note
 * and the edits of the pairings the user works, of which only the one they came from (`eiId`) starts
 * checked. `submit` checks the note, lost reasons and, for a collaborator who does not work the brand,
 * that a pairing is checked; a past follow-up date is confirmed first (`pastBody`), then it saves and leaves.
 */
export function useCallNotesForm(brandId: number) {
  const [params] = useSearchParams();
  const pocParam = Number(params.get('pocId')) > 0 ? params.get('pocId') : null;
  const fromEiId = Number(params.get('eiId')) || 0;
  const navigate = useNavigate();
  const info = useBrandInfo(brandId);
  const pairingsQ = useBrandPairings(brandId);
  useToastOnError(info.error);
  useToastOnError(pairingsQ.error);
  const save = useCallNotes();
  const [pastBody, setPastBody] = useState<CallNotesRequest | null>(null);

  const [noteError, setNoteError] = useState<string | null>(null);
  const [lostErrors, setLostErrors] = useState<Record<number, boolean>>({});
  const [pickError, setPickError] = useState(false);
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
  const editOf = (v: CallNotesValues, eiId: number): Edit =>
    v.edits[eiId] ?? blankEdit(eiId === fromEiId);
  const requestOf = (v: CallNotesValues): CallNotesRequest => ({
    brandId,
    pocId: v.pocId ? Number(v.pocId) : null,
    type: v.type,
    note: v.note.trim(),
    updates: pairings
      .filter((p) => editOf(v, p.eiId).checked)
      .map((p) => pairingUpdate(p.eiId, editOf(v, p.eiId))),
  });
  // The note, the lost reasons and a checked pairing are asked for on Submit only (never disabling
  // it), so the schema checks the rest; each input words its own refusal as it is typed.
  const { form, submit, valid } = useContractForm<CallNotesValues>({
    initialValues: { pocId: pocParam, type: 'CALL', note: '', edits: {} },
    schema: CallNotesRequest.omit({ note: true }),
    request: requestOf,
    sentences: (v) => ({
      note: noteSentence(v.note),
      ...Object.assign(
        {},
        ...pairings
          .filter((p) => editOf(v, p.eiId).checked)
          .map((p, i) => editSentences(editOf(v, p.eiId), `updates.${i}.`)),
      ),
    }),
  });
  const { pocId, type, note } = form.values;
  const { setValues } = form;
  useEffect(() => setValues({ pocId: pocParam }), [pocParam, setValues]);

  const edit = (eiId: number): Edit => editOf(form.values, eiId);
  const patch = (eiId: number, p: Partial<Edit>) => {
    setValues((v) => ({
      edits: { ...v.edits, [eiId]: { ...editOf(v as CallNotesValues, eiId), ...p } },
    }));
    if (p.checked) setPickError(false);
  };
  const noteTooLong = noteSentence(note);
  const invalid = !valid;

  const leave = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(brandInfoPath(brandId, info.data?.brandName));
  };

  /** The follow-up dates in the past among the updates, with the inventory each belongs to. */
  const pastDates = (body: CallNotesRequest) =>
    (body.updates ?? []).flatMap((u) => {
      const p = pairings.find((x) => x.eiId === u.eiId);
      return u.followUpDate && isPastDay(u.followUpDate)
        ? [{ date: u.followUpDate, where: p && `${p.inventoryName} at ${p.eventName}` }]
        : [];
    });

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

  const onSubmit = submit((v) => {
    const text = v.note.trim();
    if (!text) setNoteError('Note is required');
    const lost: Record<number, boolean> = {};
    for (const p of pairings) if (lostReasonMissing(editOf(v, p.eiId))) lost[p.eiId] = true;
    setLostErrors(lost);
    const unpicked = !worksBrand && !pairings.some((p) => editOf(v, p.eiId).checked);
    setPickError(unpicked);
    if (!text || unpicked || Object.keys(lost).length) return;
    const body = requestOf(v);
    if (pastDates(body).length) setPastBody(body);
    else send(body);
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
      if (v) setNoteError(null);
    },
    noteError: noteError ?? noteTooLong,
    edit,
    patch,
    lostErrors,
    pickError,
    invalid,
    saving: save.isPending,
    submit: onSubmit,
    leave,
    pastConfirm: {
      dates: pastBody && pastDates(pastBody),
      onConfirm: () => pastBody && send(pastBody),
      onClose: () => setPastBody(null),
    },
  };
}

/** The call notes form's state and commands (useCallNotesForm). */
export type CallNotesFormState = ReturnType<typeof useCallNotesForm>;
