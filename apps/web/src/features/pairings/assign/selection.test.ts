import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, selectionReducer, selectionSummary, type Selection } from './selection';

const pick = (...ids: number[]): Selection => ({ ids: new Set(ids), all: false });
const ALL: Selection = { ids: new Set(), all: true };
const PAGE = [1, 2, 3];

describe('selectionReducer', () => {
  it('toggles one row in and out', () => {
    const on = selectionReducer(EMPTY_SELECTION, { type: 'toggleRow', id: 2, pageIds: PAGE });
    expect([...on.ids]).toEqual([2]);
    const off = selectionReducer(on, { type: 'toggleRow', id: 2, pageIds: PAGE });
    expect(off).toEqual(EMPTY_SELECTION);
  });

  it('unticking a row while all matching are selected keeps the rest of the page', () => {
    const s = selectionReducer(ALL, { type: 'toggleRow', id: 2, pageIds: PAGE });
    expect(s).toEqual(pick(1, 3));
  });

  it('ticks the whole page, keeping rows chosen on other pages', () => {
    const s = selectionReducer(pick(9, 2), { type: 'togglePage', pageIds: PAGE });
    expect([...s.ids].sort()).toEqual([1, 2, 3, 9]);
    expect(s.all).toBe(false);
  });

  it('unticks a wholly selected page, keeping rows chosen on other pages', () => {
    const s = selectionReducer(pick(1, 2, 3, 9), { type: 'togglePage', pageIds: PAGE });
    expect(s).toEqual(pick(9));
  });

  it('unticking the page while all matching are selected selects nothing', () => {
    expect(selectionReducer(ALL, { type: 'togglePage', pageIds: PAGE })).toEqual(EMPTY_SELECTION);
  });

  it('selects all matching and clears to the one empty selection', () => {
    expect(selectionReducer(pick(1), { type: 'selectAllMatching' })).toEqual(ALL);
    expect(selectionReducer(ALL, { type: 'clear' })).toBe(EMPTY_SELECTION);
  });
});

describe('selectionSummary', () => {
  it('counts chosen ids, or the whole list when all matching are selected', () => {
    expect(selectionSummary(pick(1, 9), PAGE, 40).selectedCount).toBe(2);
    expect(selectionSummary(ALL, PAGE, 40).selectedCount).toBe(40);
  });

  it('shows all matching of a capped total as the total is shown', () => {
    expect(selectionSummary(ALL, PAGE, 10_000, '10,000+')).toMatchObject({
      selectedCount: 10_000,
      selectedLabel: '10,000+',
    });
    expect(selectionSummary(pick(1, 9), PAGE, 10_000, '10,000+').selectedLabel).toBe('2');
  });

  it('tells a wholly, partly and not selected page apart', () => {
    expect(selectionSummary(pick(1, 2, 3), PAGE, 3)).toMatchObject({
      pageAllSelected: true,
      pageSomeSelected: false,
    });
    expect(selectionSummary(pick(2), PAGE, 3)).toMatchObject({
      pageAllSelected: false,
      pageSomeSelected: true,
    });
    expect(selectionSummary(EMPTY_SELECTION, PAGE, 3)).toMatchObject({
      pageAllSelected: false,
      pageSomeSelected: false,
    });
  });

  it('a page without selectable rows is never wholly selected, unless all matching are', () => {
    expect(selectionSummary(EMPTY_SELECTION, [], 5).pageAllSelected).toBe(false);
    expect(selectionSummary(ALL, [], 5).pageAllSelected).toBe(true);
  });
});
