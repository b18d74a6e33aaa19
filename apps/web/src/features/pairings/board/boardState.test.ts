import { describe, expect, it } from 'vitest';
import type { BoardCard, BoardResult } from '@crm/contracts';
import { cardsByStage, moveCard } from './boardState';

const card = (brandId: number, stage: BoardCard['stage'], proposed: number | null): BoardCard => ({
  eiId: 7,
  brandId,
  brandName: `Brand ${brandId}`,
  brandImageUrl: null,
  eventName: 'Event',
  inventoryName: 'Inventory',
  stage,
  tag: null,
  proposedValue: proposed,
  closedValue: stage === 'WON' ? 4 : null,
  followUpDate: null,
  brandOwners: [],
  updatedAt: '2026-11-27T10:00:00Z',
  myInviteStatus: null,
});

const board: BoardResult = {
  cards: [card(1, 'ASSIGNED', 1.1), card(2, 'ASSIGNED', 2.2), card(3, 'WON', 5)],
  columns: [
    { stage: 'ASSIGNED', count: 2, valueTotal: 3.3 },
    { stage: 'IN_PROGRESS', count: 0, valueTotal: 0 },
    { stage: 'WON', count: 1, valueTotal: 4 },
    { stage: 'NOT_INTERESTED', count: 0, valueTotal: 0 },
  ],
  truncated: false,
};

describe('moveCard (the board’s optimistic move)', () => {
  it('moves the card and carries its count and proposed value to the new column', () => {
    const next = moveCard(board, { eiId: 7, brandId: 2 }, 'IN_PROGRESS');
    expect(next.cards.find((c) => c.brandId === 2)!.stage).toBe('IN_PROGRESS');
    expect(next.columns).toEqual([
      { stage: 'ASSIGNED', count: 1, valueTotal: 1.1 },
      { stage: 'IN_PROGRESS', count: 1, valueTotal: 2.2 },
      { stage: 'WON', count: 1, valueTotal: 4 },
      { stage: 'NOT_INTERESTED', count: 0, valueTotal: 0 },
    ]);
    // moving it back restores the board exactly
    expect(moveCard(next, { eiId: 7, brandId: 2 }, 'ASSIGNED').columns).toEqual(board.columns);
  });

  it('counts the closed value in Won', () => {
    const next = moveCard(board, { eiId: 7, brandId: 3 }, 'NOT_INTERESTED');
    expect(next.columns[2]).toEqual({ stage: 'WON', count: 0, valueTotal: 0 });
    expect(next.columns[3]).toEqual({ stage: 'NOT_INTERESTED', count: 1, valueTotal: 5 });
  });

  it('leaves the board alone for an unknown card or the same stage', () => {
    expect(moveCard(board, { eiId: 8, brandId: 1 }, 'WON')).toBe(board);
    expect(moveCard(board, { eiId: 7, brandId: 1 }, 'ASSIGNED')).toBe(board);
  });

  it('groups cards by stage in order', () => {
    const by = cardsByStage(board.cards);
    expect(by.ASSIGNED.map((c) => c.brandId)).toEqual([1, 2]);
    expect(by.WON.map((c) => c.brandId)).toEqual([3]);
    expect(by.IN_PROGRESS).toEqual([]);
  });
});
