import { describe, expect, it } from 'vitest';
import type { BoardCard, BoardColumn, BoardResult } from '@crm/contracts';
import { appendPage, moveCard } from './boardState';

const card = (brandId: number, stage: BoardCard['stage'], proposed: number | null): BoardCard => ({
  eiId: 7,
  brandId,
  brandName: `Brand ${brandId}`,
  brandImageUrl: null,
  eventName: 'Event',
  inventoryName: 'Inventory',
  stage,
  tag: null,
  lostReason: null,
  proposedValue: proposed,
  negotiatedValue: null,
  closedValue: stage === 'WON' ? 4 : null,
  followUpDate: null,
  expectedClosure: null,
  brandOwners: [],
  updatedAt: '2026-11-27T10:00:00Z',
  myInviteStatus: null,
});

const column = (
  stage: BoardColumn['stage'],
  count: number,
  valueTotal: number,
  cards: BoardCard[],
  hasMore = false,
): BoardColumn => ({ stage, count, valueTotal, cards, hasMore });

const board: BoardResult = {
  columns: [
    column('ASSIGNED', 2, 3.3, [card(1, 'ASSIGNED', 1.1), card(2, 'ASSIGNED', 2.2)]),
    column('IN_PROGRESS', 0, 0, []),
    column('WON', 1, 4, [card(3, 'WON', 5)]),
    column('NOT_INTERESTED', 0, 0, []),
  ],
};

const ids = (b: BoardResult) => b.columns.map((c) => c.cards.map((x) => x.brandId));
const totals = (b: BoardResult) => b.columns.map((c) => [c.stage, c.count, c.valueTotal]);

describe('moveCard (the board’s optimistic move)', () => {
  it('moves the card and carries its count and proposed value to the new column', () => {
    const next = moveCard(board, { eiId: 7, brandId: 2 }, 'IN_PROGRESS');
    expect(next.columns[1].cards[0]).toMatchObject({ brandId: 2, stage: 'IN_PROGRESS' });
    expect(ids(next)).toEqual([[1], [2], [3], []]);
    expect(totals(next)).toEqual([
      ['ASSIGNED', 1, 1.1],
      ['IN_PROGRESS', 1, 2.2],
      ['WON', 1, 4],
      ['NOT_INTERESTED', 0, 0],
    ]);
    // moving it back restores the board exactly, the card at its place by brand name
    const back = moveCard(next, { eiId: 7, brandId: 2 }, 'ASSIGNED');
    expect(totals(back)).toEqual(totals(board));
    expect(ids(back)).toEqual(ids(board));
  });

  it('counts the closed value in Won', () => {
    const next = moveCard(board, { eiId: 7, brandId: 3 }, 'NOT_INTERESTED');
    expect(totals(next).slice(2)).toEqual([
      ['WON', 0, 0],
      ['NOT_INTERESTED', 1, 5],
    ]);
  });

  it('puts a card after the loaded ones of a longer column in its count only', () => {
    const long: BoardResult = {
      columns: [board.columns[0], column('IN_PROGRESS', 90, 0, [card(0, 'IN_PROGRESS', 0)], true)],
    };
    const next = moveCard(long, { eiId: 7, brandId: 2 }, 'IN_PROGRESS');
    expect(ids(next)).toEqual([[1], [0]]);
    expect(next.columns[1].count).toBe(91);
    // one that sorts before the last loaded card is shown at its place
    const early = moveCard(
      {
        columns: [
          board.columns[0],
          column('IN_PROGRESS', 90, 0, [card(5, 'IN_PROGRESS', 0)], true),
        ],
      },
      { eiId: 7, brandId: 1 },
      'IN_PROGRESS',
    );
    expect(ids(early)).toEqual([[2], [1, 5]]);
  });

  it('leaves the board alone for an unknown card or the same stage', () => {
    expect(moveCard(board, { eiId: 8, brandId: 1 }, 'WON')).toBe(board);
    expect(moveCard(board, { eiId: 7, brandId: 1 }, 'ASSIGNED')).toBe(board);
  });
});

describe('appendPage (a column’s next page)', () => {
  it('adds the page after the loaded cards, once each, and takes its hasMore', () => {
    const long: BoardResult = {
      columns: [column('ASSIGNED', 4, 0, [card(1, 'ASSIGNED', 0)], true)],
    };
    const next = appendPage(long, 'ASSIGNED', {
      cards: [card(1, 'ASSIGNED', 0), card(2, 'ASSIGNED', 0), card(3, 'ASSIGNED', 0)],
      hasMore: false,
    });
    expect(ids(next)).toEqual([[1, 2, 3]]);
    expect(next.columns[0].hasMore).toBe(false);
    expect(appendPage(long, 'WON', { cards: [], hasMore: false })).toEqual(long);
  });
});
