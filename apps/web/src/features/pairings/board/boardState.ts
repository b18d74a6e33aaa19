import type { BoardCard, BoardColumn, BoardResult, Stage } from '@crm/contracts';

/** The stages a card moves to only through the stage form (issue 24 §1): Won asks for the closed value, Not Interested for the lost reason. */
export const FORM_STAGES: readonly Stage[] = ['WON', 'NOT_INTERESTED'];

/** A card's id on the board and in drag events: `eiId:brandId` (one pairing). */
export const cardId = (c: { eiId: number; brandId: number }) => `${c.eiId}:${c.brandId}`;

/** What a card adds to its column's value total (crore): its closed value in Won, its proposed value elsewhere. */
const valueIn = (stage: Stage, c: BoardCard) =>
  (stage === 'WON' ? c.closedValue : c.proposedValue) ?? 0;

const shift = (col: BoardColumn, card: BoardCard, sign: 1 | -1): BoardColumn => ({
  ...col,
  count: col.count + sign,
  // rounded to the contract's 2 decimals so repeated moves do not drift
  valueTotal: Math.round((col.valueTotal + sign * valueIn(col.stage, card)) * 100) / 100,
});

/**
 * The board with pairing (`eiId`, `brandId`) moved to `to` (the optimistic move of issue 24 §1):
 * the card changes stage, both columns' counts and value totals follow. Unchanged when the card is
 * not on the board or already in `to`.
 */
export function moveCard(
  board: BoardResult,
  ids: { eiId: number; brandId: number },
  to: Stage,
): BoardResult {
  const card = board.cards.find((c) => c.eiId === ids.eiId && c.brandId === ids.brandId);
  if (!card || card.stage === to) return board;
  const moved = { ...card, stage: to };
  return {
    ...board,
    cards: board.cards.map((c) => (c === card ? moved : c)),
    columns: board.columns.map((col) =>
      col.stage === card.stage
        ? shift(col, card, -1)
        : col.stage === to
          ? shift(col, moved, 1)
          : col,
    ),
  };
}

/** The board's cards by stage, in the server's order (brand name within a stage). */
export function cardsByStage(cards: readonly BoardCard[]): Record<Stage, BoardCard[]> {
  const by: Record<Stage, BoardCard[]> = {
    ASSIGNED: [],
    IN_PROGRESS: [],
    WON: [],
    NOT_INTERESTED: [],
  };
  for (const c of cards) by[c.stage].push(c);
  return by;
}
