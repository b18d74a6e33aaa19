import { useEffect, useState, type FormEvent } from 'react';
import { MESSAGES, type Stage, type StageUpdateRequest } from '@crm/contracts';
import { toastError, toastSuccess } from '../../../lib/api';
import { isPastDay } from '../../../lib/dates';
import { hasNumberError, lengthError, TEXT_LIMITS } from '../../../lib/validation';
import { useStageUpdate } from '../queries';
import {
  BLANK_STAGE_VALUES,
  dayOf,
  stageUpdateBody,
  stageValuesOf,
  VALUE_RULES,
  type StageTarget,
  type StageValues,
} from './stageForm';

/**
 * The 'Update stage' form of a pairing (spec 001 §4), refilled whenever `target` changes. `invalid`
 * (Save disabled) covers an over-long lost reason, a refused expected closure and values out of
 * range; `submit` asks for a missing lost reason, confirms a follow-up date newly set in the past
 * (`pastBody`), then saves, toasts and calls `onClose`.
 */
export function useStageUpdateForm(target: StageTarget | null, onClose: () => void) {
  const [values, setValues] = useState<StageValues>(BLANK_STAGE_VALUES);
  const [closureRefused, setClosureRefused] = useState<string | null>(null);
  const [lostError, setLostError] = useState<string | null>(null);
  const [pastBody, setPastBody] = useState<StageUpdateRequest | null>(null);
  const update = useStageUpdate();

  useEffect(() => {
    if (!target) return;
    setValues(stageValuesOf(target));
    setClosureRefused(null);
    setLostError(null);
    setPastBody(null);
  }, [target]);

  const set = <K extends keyof StageValues>(key: K, value: StageValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  // leaving Not Interested, or typing a reason, clears the missing-reason error
  const setStage = (stage: Stage) => {
    set('stage', stage);
    if (stage !== 'NOT_INTERESTED') setLostError(null);
  };
  const setLostReason = (text: string) => {
    set('lostReason', text);
    if (text.trim()) setLostError(null);
  };

  const reasonTooLong =
    values.stage === 'NOT_INTERESTED'
      ? lengthError('Lost reason', values.lostReason.trim(), TEXT_LIMITS.lostReason)
      : null;
  const invalid =
    !!reasonTooLong ||
    !!closureRefused ||
    hasNumberError(
      [values.proposed, VALUE_RULES.proposed],
      [values.negotiated, VALUE_RULES.negotiated],
      [values.closed, VALUE_RULES.closed],
    );

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

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!target || invalid) return;
    if (values.stage === 'NOT_INTERESTED' && !values.lostReason.trim()) {
      setLostError(MESSAGES.lostReasonRequired);
      return;
    }
    const body = stageUpdateBody(target, values);
    // A follow-up date newly set in the past is confirmed; one already stored is sent as it was.
    if (values.followUp !== dayOf(target.followUpDate) && isPastDay(values.followUp))
      setPastBody(body);
    else send(body);
  };

  return {
    values,
    set,
    setStage,
    setLostReason,
    setClosureRefused,
    lostError,
    reasonTooLong,
    invalid,
    submit,
    pending: update.isPending,
    pastBody,
    confirmPast: () => pastBody && send(pastBody),
    cancelPast: () => setPastBody(null),
  };
}

/** The state and handlers of the 'Update stage' form. */
export type StageUpdateFormState = ReturnType<typeof useStageUpdateForm>;
