import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, sortChoice } from './assignOptions';

describe('sortChoice: a column header over the assign list’s sort choices', () => {
  it('takes the asked order when the list offers it', () => {
    expect(sortChoice('brandName', 'DESC', DEFAULT_SORT)).toBe('brandName:DESC');
    expect(sortChoice('brandRevenue', 'ASC', DEFAULT_SORT)).toBe('brandRevenue:ASC');
  });
  it('falls back to the field’s one offered order', () => {
    expect(sortChoice('updatedAt', 'ASC', DEFAULT_SORT)).toBe('updatedAt:DESC');
    expect(sortChoice('industryName', 'DESC', 'industryName:ASC')).toBe('industryName:ASC');
    expect(sortChoice('stage', 'DESC', 'stage:ASC')).toBe('stage:ASC');
  });
  it('keeps the current sort for a field the list cannot sort by', () => {
    expect(sortChoice('tag', 'ASC', 'brandRevenue:DESC')).toBe('brandRevenue:DESC');
  });
});
