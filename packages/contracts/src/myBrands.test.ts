import { describe, expect, it } from 'vitest';
import { myBrandsView } from './myBrands.js';

describe('the Your Brands view in the URL (spec 001 §9 my current and offloaded brands)', () => {
  it('reads OFFLOADED, and anything else or nothing as CURRENT', () => {
    expect(myBrandsView('OFFLOADED')).toBe('OFFLOADED');
    expect(myBrandsView('CURRENT')).toBe('CURRENT');
    expect(myBrandsView('offloaded')).toBe('CURRENT');
    expect(myBrandsView(null)).toBe('CURRENT');
  });
});
