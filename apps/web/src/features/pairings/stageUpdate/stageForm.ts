import {
  STAGE_MAPPING,
  STAGE_TAGS,
  STAGES,
  codeLabel,
  type PairingStageValues,
  type Stage,
  type StageTag,
  type StageUpdateRequest,
} from '@crm/contracts';
import { croreRule } from '../../../lib/validation';
import { endOfIstDayOrNull } from '../../../lib/dates';

/** Options of the Stage V2 select, labelled per the mapping table (spec 001 §4). */
export const STAGE_OPTIONS = STAGES.map((s) => ({ value: s, label: STAGE_MAPPING[s].label }));
/** Lead tag options (spec 001 §4), labelled in words. */
export const TAG_OPTIONS = STAGE_TAGS.map((t) => ({ value: t, label: codeLabel(t) }));
/** The three deal values of a pairing, in crore (contracts StageFields). */
export const VALUE_RULES = {
  proposed: croreRule('Proposed value'),
  negotiated: croreRule('Negotiated value'),
  closed: croreRule('Closed value'),
};

/** The pairing a stage form edits, with its current values (crore, YYYY-MM-DD). */
export type StageTarget = PairingStageValues & { eiId: number; brandId: number; brandName: string };

/**
 * What the stage form holds: values as typed ('' for an empty number field or date; dates
 * YYYY-MM-DD, values in crore).
 */
export type StageValues = {
  stage: Stage;
  tag: StageTag | null;
  lostReason: string;
  proposed: number | string;
  negotiated: number | string;
  closed: number | string;
  followUp: string;
  closure: string;
};

/** The form before a pairing is picked. */
export const BLANK_STAGE_VALUES: StageValues = {
  stage: 'ASSIGNED',
  tag: null,
  lostReason: '',
  proposed: '',
  negotiated: '',
  closed: '',
  followUp: '',
  closure: '',
};

const toNum = (v: number | string) =>
  v === '' || v === null || v === undefined ? null : Number(v);

/** The day part (YYYY-MM-DD) of a stored date or timestamp; '' for none. */
export const dayOf = (d: string | null) => (d ? d.slice(0, 10) : '');

/** The form filled with a pairing's current stage, tag, reason, values and dates. */
export function stageValuesOf(target: StageTarget): StageValues {
  return {
    stage: target.stage,
    tag: target.tag,
    lostReason: target.lostReason ?? '',
    proposed: target.proposedValue ?? '',
    negotiated: target.negotiatedValue ?? '',
    closed: target.closedValue ?? '',
    followUp: dayOf(target.followUpDate),
    closure: dayOf(target.expectedClosure),
  };
}

/**
 * The stage fields a form sends (spec 001 §4, contracts StageFields): the lost reason is sent
 * trimmed for Not Interested only and null otherwise; empty values and dates are sent as null, a picked
 * date as the end of that IST day (spec 000 §5 Dates).
 */
export function stageFieldsOf(v: StageValues): Omit<StageUpdateRequest, 'eiId' | 'brandId'> {
  return {
    stage: v.stage,
    tag: v.tag,
    lostReason: v.stage === 'NOT_INTERESTED' ? v.lostReason.trim() : null,
    proposedValue: toNum(v.proposed),
    negotiatedValue: toNum(v.negotiated),
    closedValue: toNum(v.closed),
    followUpDate: endOfIstDayOrNull(v.followUp),
    expectedClosure: endOfIstDayOrNull(v.closure),
  };
}

/** The stage update request of a pairing from the form: its ids and the stage fields. */
export function stageUpdateBody(target: StageTarget, v: StageValues): StageUpdateRequest {
  return { eiId: target.eiId, brandId: target.brandId, ...stageFieldsOf(v) };
}
