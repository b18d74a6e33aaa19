import type { BoardResult } from '@crm/contracts';
import { BoardRequest } from '@crm/contracts';
import type { z } from 'zod';
import { assertEventInventoryExists } from '../inventories/index.js';
import { assertReposVisible } from '../repository/index.js';
import { brandConditions, stagesCondition } from './queries.js';
import { boardCards, boardColumns, boardSource } from './boardQueries.js';
import { assignedScope, type PairingsContext } from './service.js';

/**
 * The pipeline board (POST /api/pipeline/board, issue 24 §1): the ASSIGNED pairings of event inventory
 * `eiId` under the Assigned tab's scope and filters (assignedScope, brandConditions), or without `eiId` the
 * pairings of the brands the caller owns (and with them those shared with the caller) across event
 * inventories of events not archived. Columns in STAGES order with counts and value totals (crore) over
 * every matching pairing; at most BOARD_CARD_LIMIT cards, `truncated` when there are more.
 * Errors: 403 for a role without a pipeline scope (unless `sharedWithMe`), 404 for an unknown event
 * inventory or repository.
 */
export async function pipelineBoard({
  db,
  actor,
  q,
}: PairingsContext & { q: z.infer<typeof BoardRequest> }): Promise<BoardResult> {
  const scope = assignedScope(actor, q.sharedWithMe);
  if (q.eiId !== undefined) await assertEventInventoryExists(db, q.eiId);
  await assertReposVisible(db, actor, q.filters.repoIds ?? []);
  const source = boardSource(q.eiId, [
    stagesCondition(q.filters.stages),
    ...brandConditions({
      scope: q.eiId === undefined ? [actor.userId] : scope,
      filters: q.filters,
      shared: { actor, only: q.sharedWithMe },
    }),
  ]);
  const [cards, columns] = await Promise.all([
    boardCards(db, actor, source),
    boardColumns(db, source),
  ]);
  const total = columns.reduce((n, c) => n + c.count, 0);
  return { columns, cards, truncated: total > cards.length };
}
