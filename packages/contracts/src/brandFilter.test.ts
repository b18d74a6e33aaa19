import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  activeFilters,
  BrandFilter,
  revenueFromWire,
  revenueToWire,
} from './brandFilter.js';
import {
  defaultTableColumnSettings,
  reconcileTableColumnSettings,
  visibleColumns,
} from './columns.js';
import { CRORE, TABLE_SETTINGS_VERSION } from './constants.js';

describe('active filters (spec 001 §5)', () => {
  it('counts a selection with ids or in EXCLUDE mode, and nothing for the default filter', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount(BrandFilter.parse({}))).toBe(0);
    expect(activeFilterCount({ industries: { ids: [], selectionType: 'INCLUDE' } })).toBe(0);
    expect(activeFilterCount({ industries: { ids: [], selectionType: 'EXCLUDE' } })).toBe(1);
    expect(
      activeFilterCount({
        industries: { ids: [1, 2] },
        brandOwners: { data: [3], selectionType: 'EXCLUDE' },
        pocExists: 'YES',
        brandAssignedInventoryCount: ['INV_0'],
      }),
    ).toBe(4);
  });
  it('shows total − excluded in EXCLUDE mode, or All when none are excluded', () => {
    const [a] = activeFilters(
      { industries: { ids: [1, 2], selectionType: 'EXCLUDE' } },
      { industries: 30 },
    );
    expect(a.shownCount).toBe(28);
    expect(activeFilters({ industries: { ids: [], selectionType: 'EXCLUDE' } })[0].shownCount).toBe(
      'All',
    );
    expect(activeFilters({ companies: { ids: [7, 8, 9] } })[0].shownCount).toBe(3);
  });
  it('sends revenue ×10,000,000 and nothing for the full default range', () => {
    expect(revenueToWire(0, 100_000)).toBeUndefined();
    expect(revenueToWire(10, 500)).toEqual({ lb: 10 * CRORE, ub: 500 * CRORE });
    expect(revenueFromWire({ lb: 0, ub: 100_000 * CRORE })).toBeNull();
    expect(revenueFromWire({ lb: 10 * CRORE, ub: 100_000 * CRORE })).toEqual({
      lbCrore: 10,
      ubCrore: null,
    });
    expect(activeFilterCount({ revenues: { lb: 0, ub: 100_000 * CRORE } })).toBe(0);
    expect(activeFilterCount({ revenues: revenueToWire(1, 2) })).toBe(1);
  });
});

describe('table column settings (spec 000 §4, 001 §9)', () => {
  it('keeps a stored value of the same version, else yields the defaults to save', () => {
    const stored = {
      version: TABLE_SETTINGS_VERSION,
      allBrandsCurrent: { order: ['hqCity'], hidden: ['companyName'] },
    };
    expect(reconcileTableColumnSettings(stored)).toEqual({ settings: stored, save: false });
    expect(reconcileTableColumnSettings({ version: '25.77' })).toEqual({
      settings: defaultTableColumnSettings(),
      save: true,
    });
    expect(reconcileTableColumnSettings(null).save).toBe(true);
  });
  it('shows fixed columns first, the stored order, and the hidden-by-default columns hidden', () => {
    const cols = visibleColumns('allBrandsCurrent', {
      order: ['hqCity', 'companyName'],
      hidden: ['companyName'],
    }).map((c) => c.id);
    expect(cols[0]).toBe('brandName');
    expect(cols[1]).toBe('hqCity');
    expect(cols).not.toContain('companyName');
    expect(cols).not.toContain('updatedAt');
    const inv = visibleColumns('brandInfoCurrentInventories', undefined).map((c) => c.id);
    for (const hidden of [
      'followUpDate',
      'proposedValue',
      'negotiatedValue',
      'closedValue',
      'expectedClosure',
    ])
      expect(inv).not.toContain(hidden);
  });
});
