import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  boardRoutes,
  cacheFamilies,
  type BoardCard,
  type BoardRequest,
  type BoardResult,
  type Stage,
} from '@crm/contracts';
import { toastError } from '../../../lib/api';
import { apiKey } from '../../../lib/useApi';
import { stageTargetOf } from '../assign/usePairingDialogs';
import { useStageUpdate } from '../queries';
import type { StageTarget } from '../stageUpdate/stageForm';
import { FORM_STAGES, moveCard } from './boardState';

/** The stage form a move opens: the card's pairing as the board last read it (it reloads on every change of a pairing's stage fields), moved to `to`. */
const formTargetOf = (card: BoardCard, to: Stage): StageTarget => ({
  ...stageTargetOf(card.eiId, card),
  stage: to,
});

/**
 * Moving a card on the board `req` (issue 24 §1 = the stage update of spec 001 §4). The card moves at
 * once in the cached board (counts and totals too); a plain move sends the stage alone and, refused,
 * puts the card back with the server's message in a toast. A move to Won or Not Interested opens the
 * stage form (`form`): `cancel` puts the card back, `saved` keeps it; either way the board reloads.
 */
export function useMoveCard(req: BoardRequest) {
  const qc = useQueryClient();
  const update = useStageUpdate();
  const [form, setForm] = useState<{ target: StageTarget; card: BoardCard } | null>(null);
  const place = (card: BoardCard, to: Stage) =>
    qc.setQueryData<BoardResult>(apiKey(boardRoutes.board, req), (b) => b && moveCard(b, card, to));
  const reload = () => void qc.invalidateQueries({ queryKey: cacheFamilies.board });
  const putBack = (card: BoardCard, err: unknown) => {
    place(card, card.stage);
    toastError(err);
    reload();
  };

  const move = async (card: BoardCard, to: Stage) => {
    if (card.stage === to) return;
    await qc.cancelQueries({ queryKey: apiKey(boardRoutes.board, req) });
    place(card, to);
    if (FORM_STAGES.includes(to)) return setForm({ target: formTargetOf(card, to), card });
    update.mutate(
      { eiId: card.eiId, brandId: card.brandId, stage: to },
      { onError: (err) => putBack(card, err), onSuccess: reload },
    );
  };

  return {
    move: (card: BoardCard, to: Stage) => void move(card, to),
    form: form?.target ?? null,
    cancel: () => {
      if (form) place(form.card, form.card.stage);
      setForm(null);
    },
    saved: () => {
      setForm(null);
      reload();
    },
  };
}
