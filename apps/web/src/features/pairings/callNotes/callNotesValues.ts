import type { BrandPairingsResult, CallNotesRequest, InteractionType } from '@crm/contracts';
import { lengthError, TEXT_LIMITS } from '../../../lib/validation';
import { blankEdit, editSentences, pairingUpdate, type Edit } from './pairingEdit';

type Pairing = BrandPairingsResult['pairings'][number];

/** What the call notes form holds: the POC (id as text), the interaction, and each pairing's edit. */
export type CallNotesValues = {
  pocId: string | null;
  type: InteractionType;
  note: string;
  edits: Record<number, Edit>;
};

/** The note's refusal as it is typed (too long), or null. */
export const noteSentence = (note: string) =>
  lengthError('Note', note.trim(), TEXT_LIMITS.callNote);

/**
 * How the call notes form's values read for a brand's listed pairings: `editOf` a pairing's edit (only the
 * pairing the user came from, `fromEiId`, starts checked), the PUT /api/brand/interactions body they make
 * (the checked pairings' updates) and the sentences of the note and the checked pairings' fields.
 */
export function callNotesReader(brandId: number, fromEiId: number, pairings: Pairing[]) {
  const editOf = (v: CallNotesValues, eiId: number): Edit =>
    v.edits[eiId] ?? blankEdit(eiId === fromEiId);
  const checkedOf = (v: CallNotesValues) => pairings.filter((p) => editOf(v, p.eiId).checked);
  return {
    editOf,
    request: (v: CallNotesValues): CallNotesRequest => ({
      brandId,
      pocId: v.pocId ? Number(v.pocId) : null,
      type: v.type,
      note: v.note.trim(),
      updates: checkedOf(v).map((p) => pairingUpdate(p.eiId, editOf(v, p.eiId))),
    }),
    sentences: (v: CallNotesValues) => ({
      note: noteSentence(v.note),
      ...Object.assign(
        {},
        ...checkedOf(v).map((p, i) => editSentences(editOf(v, p.eiId), `updates.${i}.`)),
      ),
    }),
  };
}
