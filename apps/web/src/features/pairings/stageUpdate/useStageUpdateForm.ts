import { useEffect, useState } from 'react';
import { MESSAGES, StageFields, type Stage, type StageUpdateRequest } from '@crm/contracts';
import { toastError, toastSuccess } from '../../../lib/api';
import { isPastDay } from '../../../lib/dates';
import { useContractForm } from '../../../lib/form';
import { lengthError, numberError, TEXT_LIMITS } from '../../../lib/validation';
import { useStageUpdate } from '../queries';
import {
  BLANK_STAGE_VALUES,
  dayOf,
  stageFieldsOf,
  stageUpdateBody,
  stageValuesOf,
  VALUE_RULES,
  type StageTarget,
  type StageValues,
} from './stageForm';

/** An over-long lost reason, counted for Not Interested only (the only stage that sends one). */
const reasonSentence = (v: StageValues) =>
  v.stage === 'NOT_INTERESTED'
    ? lengthError('Lost reason', v.lostReason.trim(), TEXT_LIMITS.lostReason)
    : null;

/**
 * The 'Update stage' form of a pairing (spec 001 §4), refilled whenever `target` changes: a
 * contract form of the stage fields (lib/form). `invalid` (Save disabled) covers an over-long lost
 * reason, a refused expected closure and values out of range; `submit` asks for a missing lost
 * reason, confirms a follow-up date newly set in the past (`pastBody`), then saves, toasts and calls
 * `onClose`.
 */
export function useStageUpdateForm(target: StageTarget | null, onClose: () => void) {
  const [closureRefused, setClosureRefused] = useState<string | null>(null);
  // asked for on Save only: a missing reason never disables Save
  const [lostError, setLostError] = useState<string | null>(null);
  const [pastBody, setPastBody] = useState<StageUpdateRequest | null>(null);
  const update = useStageUpdate();
  // The form says whether Save may be enabled; each input words its own refusal as it is typed
  // (the reason's length below it, the values and the closure date in their inputs).
  const { form, submit, valid, restart } = useContractForm<StageValues>({
    initialValues: BLANK_STAGE_VALUES,
    schema: StageFields,
    request: stageFieldsOf,
    sentences: (v) => ({
      lostReason: reasonSentence(v),
      proposedValue: numberError(v.proposed, VALUE_RULES.proposed),
      negotiatedValue: numberError(v.negotiated, VALUE_RULES.negotiated),
      closedValue: numberError(v.closed, VALUE_RULES.closed),
      expectedClosure: closureRefused,
    }),
  });
  const values = form.values;

  useEffect(() => {
    if (!target) return;
    restart(stageValuesOf(target));
    setClosureRefused(null);
    setLostError(null);
    setPastBody(null);
  }, [target, restart]);

  const set = <K extends keyof StageValues>(key: K, value: StageValues[K]) =>
    form.setValues({ [key]: value } as Partial<StageValues>);
  // leaving Not Interested, or typing a reason, clears the missing-reason error
  const setStage = (stage: Stage) => {
    set('stage', stage);
    if (stage !== 'NOT_INTERESTED') setLostError(null);
  };
  const setLostReason = (text: string) => {
    set('lostReason', text);
    if (text.trim()) setLostError(null);
  };

  const send = (body: StageUpdateRequest) =>
    update.mutate(body, {
      onSuccess: (r) => {
        toastSuccess(r.message);
        setPastBody(null);
        onClose();
      },
      onError: (err) => {
        toastError(err);
        setPastBody(null);
      },
    });

  const onSubmit = submit((v) => {
    if (!target) return;
    if (v.stage === 'NOT_INTERESTED' && !v.lostReason.trim()) {
      setLostError(MESSAGES.lostReasonRequired);
      return;
    }
    const body = stageUpdateBody(target, v);
    // A follow-up date newly set in the past is confirmed; one already stored is sent as it was.
    if (v.followUp !== dayOf(target.followUpDate) && isPastDay(v.followUp)) setPastBody(body);
    else send(body);
  });

  return {
    values,
    set,
    setStage,
    setLostReason,
    setClosureRefused,
    lostError,
    reasonTooLong: reasonSentence(values),
    invalid: !valid,
    submit: onSubmit,
    pending: update.isPending,
    pastBody,
    confirmPast: () => pastBody && send(pastBody),
    cancelPast: () => setPastBody(null),
  };
}

/** The state and handlers of the 'Update stage' form. */
export type StageUpdateFormState = ReturnType<typeof useStageUpdateForm>;
