import { describe, expect, it } from 'vitest';
import { RECENT_MAX, withRecent } from './recent';

describe('withRecent', () => {
  it('puts the newest first, moves a repeat up instead of doubling it, keeps at most 10', () => {
    let list = withRecent([], { value: 'Nike', type: 'BRAND' });
    list = withRecent(list, { value: 'ipl', type: 'SEARCH' });
    list = withRecent(list, { value: 'nike', type: 'BRAND' });
    expect(list).toEqual([
      { value: 'nike', type: 'BRAND' },
      { value: 'ipl', type: 'SEARCH' },
    ]);
    expect(withRecent(list, { value: 'Nike', type: 'SEARCH' })).toHaveLength(3); // another type is another entry
    for (let i = 0; i < 15; i++) list = withRecent(list, { value: `q${i}`, type: 'SEARCH' });
    expect(list).toHaveLength(RECENT_MAX);
    expect(list[0]).toEqual({ value: 'q14', type: 'SEARCH' });
  });
});
