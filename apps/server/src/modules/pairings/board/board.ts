import type { BoardColumnPage, BoardResult } from '@crm/contracts';
import { BOARD_PAGE_SIZE, BoardColumnRequest, BoardRequest, STAGES } from '@crm/contracts';
import type { z } from 'zod';
import { assertEventInventoryExists } from '../../inventories/index.js';
import { assertReposVisible } from '../../repository/index.js';
import { brandConditions, stagesCondition } from '../queries.js';
import { boardPages, boardSource, boardTotals, type BoardSource } from './boardQueries.js';
import { assignedScope, type PairingsContext } from '../service.js';

type BoardQuery = Omit<z.infer<typeof BoardRequest>, 'limits'>;

/**
 * The pairings a board request shows: the ASSIGNED pairings of event inventory `eiId` under the Assigned
 * tab's scope and filters (assignedScope, brandConditions), or without `eiId` the pairings of the brands
 * the caller owns (and with them those shared with the caller) across event inventories of events not
 * archived. A pairing closed manually stands in the Won column (closedDeals' countedStage), also for a
 * stage filter. Errors: 403 for a role without a pipeline scope (unless `sharedWithMe`).
 */
function sourceOf({ actor, q }: Pick<PairingsContext, 'actor'> & { q: BoardQuery }): BoardSource {
  const scope = assignedScope(actor, q.sharedWithMe);
  return boardSource(q.eiId, [
    stagesCondition(q.filters.stages),
    ...brandConditions({
      scope: q.eiId === undefined ? [actor.userId] : scope,
      filters: q.filters,
      shared: { actor, only: q.sharedWithMe },
    }),
  ]);
}

/**
 * Runs a board's reads beside the checks of what it names (404 for an unknown event inventory or
 * repository): one round trip instead of two; a refused request's reads are dropped.
 */
async function checkedBoard<T>(
  { db, actor, q }: PairingsContext & { q: BoardQuery },
  reads: Promise<T>,
): Promise<T> {
  const [result] = await Promise.all([
    reads,
    q.eiId === undefined ? undefined : assertEventInventoryExists(db, q.eiId),
    assertReposVisible(db, actor, q.filters.repoIds ?? []),
  ]);
  return result;
}

/**
 * The pipeline board (POST /api/pipeline/board, issue 24 §1) of the pairings sourceOf describes: the
 * columns in STAGES order with counts and value totals (crore) over every matching pairing, and each
 * column's first `limits[stage]` cards (BOARD_PAGE_SIZE unless asked), `hasMore` when more follow.
 */
export async function pipelineBoard(
  ctx: PairingsContext & { q: z.infer<typeof BoardRequest> },
): Promise<BoardResult> {
  const source = sourceOf(ctx);
  const pages = STAGES.map((stage) => ({ stage, limit: ctx.q.limits[stage] ?? BOARD_PAGE_SIZE }));
  const [cards, totals] = await checkedBoard(
    ctx,
    Promise.all([
      boardPages(ctx.db, ctx.actor, { source, eiId: ctx.q.eiId, pages }),
      boardTotals(ctx.db, source),
    ]),
  );
  return { columns: totals.map((t) => ({ ...t, ...cards.get(t.stage)! })) };
}

/**
 * The next BOARD_PAGE_SIZE cards of one column of a board (POST /api/pipeline/board/column, issue 24 §1),
 * after the card `q.after` in the board's order. Errors as pipelineBoard's.
 */
export async function pipelineBoardColumn(
  ctx: PairingsContext & { q: z.infer<typeof BoardColumnRequest> },
): Promise<BoardColumnPage> {
  const { stage, after } = ctx.q;
  const pages = await checkedBoard(
    ctx,
    boardPages(ctx.db, ctx.actor, {
      source: sourceOf(ctx),
      eiId: ctx.q.eiId,
      pages: [{ stage, limit: BOARD_PAGE_SIZE }],
      after,
    }),
  );
  return pages.get(stage)!;
}
