import type { CallNotesRequest, Stage } from '@crm/contracts';
import { lengthError, numberError, TEXT_LIMITS } from '../../../lib/validation';
import { VALUE_RULES } from '../stageUpdate/stageForm';
import { endOfIstDay } from '../../../lib/dates';

/** Per-pairing edits of the call notes form: included (checkbox), optional new stage and values (crore), follow-up date. */
export type Edit = {
  checked: boolean;
  stage: Stage | null;
  lostReason: string;
  proposed: number | string;
  negotiated: number | string;
  closed: number | string;
  followUp: string;
};

/** A pairing with nothing changed yet, checked or not. */
export const blankEdit = (checked: boolean): Edit => ({
  checked,
  stage: null,
  lostReason: '',
  proposed: '',
  negotiated: '',
  closed: '',
  followUp: '',
});

/** A number field's value; undefined when left empty. */
const num = (v: number | string) => (v === '' ? undefined : Number(v));

/**
 * A checked pairing's sentences keyed by its update's request path (`prefix`, e.g. 'updates.0.'):
 * values out of range, an over-long lost reason for Not Interested; null when fine.
 */
export const editSentences = (ed: Edit, prefix: string) => ({
  [`${prefix}proposedValue`]: numberError(ed.proposed, VALUE_RULES.proposed),
  [`${prefix}negotiatedValue`]: numberError(ed.negotiated, VALUE_RULES.negotiated),
  [`${prefix}closedValue`]: numberError(ed.closed, VALUE_RULES.closed),
  [`${prefix}lostReason`]:
    ed.stage === 'NOT_INTERESTED'
      ? lengthError('Lost reason', ed.lostReason.trim(), TEXT_LIMITS.lostReason)
      : null,
});

/** Whether a checked pairing moves to Not Interested without a lost reason. */
export const lostReasonMissing = (ed: Edit) =>
  ed.checked && ed.stage === 'NOT_INTERESTED' && !ed.lostReason.trim();

/** One pairing's update of PUT /api/brand/interactions: only the fields the user set; a follow-up date as the end of that IST day (spec 000 §5 Dates). */
export function pairingUpdate(
  eiId: number,
  ed: Edit,
): NonNullable<CallNotesRequest['updates']>[number] {
  return {
    eiId,
    ...(ed.stage ? { stage: ed.stage } : {}),
    ...(ed.stage === 'NOT_INTERESTED' ? { lostReason: ed.lostReason.trim() } : {}),
    ...(num(ed.proposed) !== undefined ? { proposedValue: num(ed.proposed) } : {}),
    ...(num(ed.negotiated) !== undefined ? { negotiatedValue: num(ed.negotiated) } : {}),
    ...(num(ed.closed) !== undefined ? { closedValue: num(ed.closed) } : {}),
    ...(ed.followUp ? { followUpDate: endOfIstDay(ed.followUp) } : {}),
  };
}
