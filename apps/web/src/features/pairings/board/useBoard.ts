import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  BOARD_COLUMN_MAX,
  BOARD_PAGE_SIZE,
  boardKeyOf,
  boardRoutes,
  REALTIME_EVENTS,
  type BoardRequest,
  type BoardResult,
  type PairingStageEvent,
  type Stage,
} from '@crm/contracts';
import { toastError } from '../../../lib/api';
import { apiKey, callRoute, routeKey } from '../../../lib/useApi';
import { useSocketEvent, useSocketReconnect } from '../../../lib/useSocket';
import { appendPage } from './boardState';

/** The cards per column a reload of `board` asks for: as many as are loaded where the user scrolled past the first page. */
function loadedLimits(board: BoardResult | undefined): BoardRequest['limits'] {
  const limits: Partial<Record<Stage, number>> = {};
  for (const col of board?.columns ?? [])
    if (col.cards.length > BOARD_PAGE_SIZE)
      limits[col.stage] = Math.min(col.cards.length, BOARD_COLUMN_MAX);
  return limits;
}

/**
 * POST /api/pipeline/board (issue 24 §1): the board of `req.eiId`, or of every pairing the caller
 * works without it, each column's first page; the previous board stays while a new filter loads. A
 * reload keeps the cards the user scrolled through. Live: a `pairing-stage` on /notifications of this
 * event inventory (or any, across inventories) refetches it, so other people's moves appear without
 * a reload, as does the socket's reconnection (moves made while it was down).
 */
export function useBoard(req: BoardRequest) {
  const qc = useQueryClient();
  const reload = () =>
    void qc.invalidateQueries({ queryKey: routeKey(boardRoutes.board, { eiId: req.eiId }) });
  useSocketEvent<PairingStageEvent>('/notifications', REALTIME_EVENTS.pairingStage, (ev) => {
    if (req.eiId === undefined || ev.eiId === req.eiId) reload();
  });
  useSocketReconnect('/notifications', reload);
  return useQuery({
    queryKey: apiKey(boardRoutes.board, req),
    queryFn: () =>
      callRoute(boardRoutes.board, {
        ...req,
        limits: loadedLimits(qc.getQueryData<BoardResult>(apiKey(boardRoutes.board, req))),
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The next page of a column of the board `req` (POST /api/pipeline/board/column) after its last loaded
 * card, appended to the cached board; one load per column at a time, a failure in a toast. `loading`
 * holds the columns loading now.
 */
export function useColumnPages(req: BoardRequest) {
  const qc = useQueryClient();
  const busy = useRef(new Set<Stage>());
  const [loading, setLoading] = useState<ReadonlySet<Stage>>(new Set());
  const sync = () => setLoading(new Set(busy.current));

  const loadMore = async (stage: Stage) => {
    const col = qc
      .getQueryData<BoardResult>(apiKey(boardRoutes.board, req))
      ?.columns.find((c) => c.stage === stage);
    const last = col?.cards.at(-1);
    if (!col?.hasMore || !last || busy.current.has(stage)) return;
    busy.current.add(stage);
    sync();
    try {
      const page = await callRoute(boardRoutes.column, {
        ...req,
        stage,
        after: boardKeyOf(last),
      });
      qc.setQueryData<BoardResult>(
        apiKey(boardRoutes.board, req),
        (b) => b && appendPage(b, stage, page),
      );
    } catch (err) {
      toastError(err);
    } finally {
      busy.current.delete(stage);
      sync();
    }
  };
  return { loadMore: (stage: Stage) => void loadMore(stage), loading };
}
