import { describe, expect, it } from 'vitest';
import type { BrandFilterInput } from '@crm/contracts';
import { decodeFilter, encodeFilter } from './FilterState';

describe('the brand filter in the URL', () => {
  it('writes no parameter for a filter that filters nothing', () => {
    const nothing = {
      industries: { ids: [], selectionType: 'INCLUDE' },
      brandOwners: { data: [], selectionType: 'INCLUDE' },
      locations: { INCLUDE: [], EXCLUDE: [] },
      applySelectionTo: 'BOTH',
      pocExists: 'ALL',
      brandAssignedInventoryCount: [],
    } as BrandFilterInput;
    expect(encodeFilter(nothing)).toBeNull();
    expect(encodeFilter({})).toBeNull();
  });

  it('keeps the parts that filter, an EXCLUDE selection with none excluded too, and reads them back', () => {
    const f = {
      industries: { ids: [3], selectionType: 'INCLUDE' },
      companies: { ids: [], selectionType: 'EXCLUDE' },
      pocExists: 'YES',
      brandAssignedInventoryCount: ['INV_0'],
      verticals: { ids: [], selectionType: 'INCLUDE' },
    } as BrandFilterInput;
    const { verticals: _, ...kept } = f;
    expect(decodeFilter(encodeFilter(f))).toEqual(kept);
  });

  it('reads a malformed parameter as no filter', () => {
    expect(decodeFilter('not-base64-json')).toEqual({});
    expect(decodeFilter(null)).toEqual({});
  });
});
