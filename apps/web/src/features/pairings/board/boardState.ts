import type { BoardCard, BoardColumn, BoardResult, Stage } from '@crm/contracts';

/** The stages a card moves to only through the stage form (issue 24 §1): Won asks for the closed value, Not Interested for the lost reason. */
export const FORM_STAGES: readonly Stage[] = ['WON', 'NOT_INTERESTED'];

/** A card's id on the board and in drag events: `eiId:brandId` (one pairing). */
export const cardId = (c: { eiId: number; brandId: number }) => `${c.eiId}:${c.brandId}`;

/** What a card adds to its column's value total (crore): its closed value in Won, its proposed value elsewhere. */
const valueIn = (stage: Stage, c: BoardCard) =>
  (stage === 'WON' ? c.closedValue : c.proposedValue) ?? 0;

/** The board's order within a column, as the server's: soonest follow-up first (none last), then brand id, event inventory id. */
function before(x: BoardCard, y: BoardCard): boolean {
  const [a, b] = [x.followUpDate ?? '\uffff', y.followUpDate ?? '\uffff'];
  if (a !== b) return a < b;
  return x.brandId !== y.brandId ? x.brandId < y.brandId : x.eiId < y.eiId;
}

/** `col` without `card`: one fewer, its value off the total (rounded to 2 decimals so moves do not drift). */
function take(col: BoardColumn, card: BoardCard): BoardColumn {
  return {
    ...col,
    count: col.count - 1,
    valueTotal: Math.round((col.valueTotal - valueIn(col.stage, card)) * 100) / 100,
    cards: col.cards.filter((c) => c !== card),
  };
}

/**
 * `col` with `card` counted, and shown at its place when that place is among the loaded cards (the
 * column is loaded to its end, or the card sorts before its last loaded card); further down, the
 * card appears when the user scrolls there.
 */
function put(col: BoardColumn, card: BoardCard): BoardColumn {
  const at = col.cards.findIndex((c) => before(card, c));
  const shown = at >= 0 || !col.hasMore;
  const cards = [...col.cards];
  if (shown) cards.splice(at >= 0 ? at : cards.length, 0, card);
  return {
    ...col,
    count: col.count + 1,
    valueTotal: Math.round((col.valueTotal + valueIn(col.stage, card)) * 100) / 100,
    cards,
  };
}

/**
 * The board with pairing (`eiId`, `brandId`) moved to `to` (the optimistic move of issue 24 §1): the
 * card leaves its column for `to` at its place in the board's order, both columns' counts and value
 * totals follow. Unchanged when the card is not loaded on the board or already in `to`.
 */
export function moveCard(
  board: BoardResult,
  ids: { eiId: number; brandId: number },
  to: Stage,
): BoardResult {
  const card = board.columns
    .flatMap((col) => col.cards)
    .find((c) => c.eiId === ids.eiId && c.brandId === ids.brandId);
  if (!card || card.stage === to) return board;
  const moved = { ...card, stage: to };
  return {
    columns: board.columns.map((col) =>
      col.stage === card.stage ? take(col, card) : col.stage === to ? put(col, moved) : col,
    ),
  };
}

/**
 * The board with a further page of column `stage` (POST /api/pipeline/board/column) after its loaded
 * cards; a card already loaded (moved there meanwhile) is not shown twice.
 */
export function appendPage(
  board: BoardResult,
  stage: Stage,
  page: { cards: BoardCard[]; hasMore: boolean },
): BoardResult {
  return {
    columns: board.columns.map((col) => {
      if (col.stage !== stage) return col;
      const have = new Set(col.cards.map(cardId));
      const cards = [...col.cards, ...page.cards.filter((c) => !have.has(cardId(c)))];
      return { ...col, cards, hasMore: page.hasMore };
    }),
  };
}
