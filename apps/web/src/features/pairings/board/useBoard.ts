import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  boardRoutes,
  REALTIME_EVENTS,
  type BoardRequest,
  type PairingStageEvent,
} from '@crm/contracts';
import { callRoute } from '../../../lib/useApi';
import { useSocketEvent } from '../../../lib/useSocket';

/** Every board's query keys start here; a move or a live event refetches them. */
export const BOARD_KEY = ['pipeline-board'] as const;

/** The query key of one board: its event inventory (null across inventories), then the request. */
export const boardKey = (req: BoardRequest) => [...BOARD_KEY, req.eiId ?? null, req] as const;

/**
 * POST /api/pipeline/board (issue 24 §1): the board of `req.eiId`, or of every pairing the caller
 * works without it; the previous board stays while a new filter loads. Live: a `pairing-stage` on
 * /notifications of this event inventory (or any, across inventories) refetches it, so other
 * people's moves appear without a reload.
 */
export function useBoard(req: BoardRequest) {
  const qc = useQueryClient();
  useSocketEvent<PairingStageEvent>('/notifications', REALTIME_EVENTS.pairingStage, (ev) => {
    if (req.eiId === undefined || ev.eiId === req.eiId)
      void qc.invalidateQueries({ queryKey: [...BOARD_KEY, req.eiId ?? null] });
  });
  return useQuery({
    queryKey: boardKey(req),
    queryFn: () => callRoute(boardRoutes.board, req),
    placeholderData: keepPreviousData,
  });
}
