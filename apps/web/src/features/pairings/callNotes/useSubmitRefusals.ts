import { useState } from 'react';
import { lostReasonMissing, type Edit } from './pairingEdit';

/**
 * What the call notes form refuses on Submit only, never disabling it (spec 001 §4): a missing note
 * ('Note is required'), the pairings (by eiId) moved to Not Interested without a lost reason, and no
 * pairing checked by a collaborator who does not work the brand (`mustPick`).
 */
export function useSubmitRefusals() {
  const [noteError, setNoteError] = useState<string | null>(null);
  const [lostErrors, setLostErrors] = useState<Record<number, boolean>>({});
  const [pickError, setPickError] = useState(false);

  /** Shows what a submit of the note and the pairings' edits (eiId, edit) misses; true when nothing. */
  const check = (note: string, edits: [number, Edit][], mustPick: boolean) => {
    const text = note.trim();
    if (!text) setNoteError('Note is required');
    const lost: Record<number, boolean> = {};
    for (const [eiId, ed] of edits) if (lostReasonMissing(ed)) lost[eiId] = true;
    setLostErrors(lost);
    const unpicked = mustPick && !edits.some(([, ed]) => ed.checked);
    setPickError(unpicked);
    return !!text && !unpicked && !Object.keys(lost).length;
  };

  return {
    noteError,
    clearNoteError: () => setNoteError(null),
    lostErrors,
    pickError,
    clearPickError: () => setPickError(false),
    check,
  };
}
