import { useState } from 'react';
import { FORECAST_TEXTS as T, type StageProbability } from '@crm/contracts';
import { showUndoToast } from '../../components/undoToast';
import { errorText, toastError, toastSuccess } from '../../lib/api';
import { useSetStageProbability } from './queries';

/** A change the admin asked for, waiting for the confirmation. */
export type Asked = { row: StageProbability; to: number };

/**
 * The /settings probability edit (issue 24 §3): `asked` waits for the confirmation; `confirm` saves it
 * and offers Undo (a default goes back to being the default, not a stored copy of it); a refusal's
 * text is `failure`; `saved` counts saves (the rows' inputs clear on each).
 */
export function useProbabilityEdit() {
  const [asked, setAsked] = useState<Asked | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(0);
  const save = useSetStageProbability();
  const undo = (row: StageProbability) =>
    save.mutate(
      { stage: row.stage, probability: row.isDefault ? null : row.probability },
      { onSuccess: () => toastSuccess(T.restored), onError: toastError },
    );
  const confirm = () => {
    if (!asked) return;
    const { row, to } = asked;
    setFailure(null);
    save.mutate(
      { stage: row.stage, probability: to },
      {
        onSuccess: () => {
          setSaved((n) => n + 1);
          showUndoToast({
            message: T.saved,
            testId: `undo-probability-${row.stage}`,
            onUndo: () => undo(row),
          });
        },
        onError: (e) => setFailure(errorText(e)),
        onSettled: () => setAsked(null),
      },
    );
  };
  return { asked, ask: setAsked, confirm, failure, saved, saving: save.isPending };
}
