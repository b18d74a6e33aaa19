import { describe, expect, it } from 'vitest';
import { activeTaskFilters, decodeTaskFilter, encodeTaskFilter, shownCount } from './taskFilter';

describe('task filter (spec 001 §5)', () => {
  it('counts a filter as active when it has ids or is in EXCLUDE mode', () => {
    const active = activeTaskFilters({
      brandIds: { ids: [1, 2], selectionType: 'INCLUDE' },
      eventIds: { ids: [], selectionType: 'EXCLUDE' },
      inventoryIds: { ids: [], selectionType: 'INCLUDE' },
      hasSubAssignments: 'WITH',
    });
    expect(active.map((a) => [a.key, a.shown])).toEqual([
      ['brandIds', '2'],
      ['eventIds', 'All'],
      ['hasSubAssignments', 'With'],
    ]);
  });

  it('shows total minus excluded in EXCLUDE mode', () => {
    expect(shownCount({ ids: [1, 2], selectionType: 'EXCLUDE' }, 10)).toBe('8');
    expect(shownCount({ ids: [1, 2], selectionType: 'EXCLUDE' })).toBe('All but 2');
    expect(shownCount({ ids: [], selectionType: 'EXCLUDE' }, 10)).toBe('All');
  });

  it('round-trips through the URL and drops what filters nothing', () => {
    const f = {
      userIds: {
        ids: [4],
        selectionType: 'EXCLUDE' as const,
        applySelectionTo: 'CREATOR' as const,
      },
      brandIds: { ids: [], selectionType: 'INCLUDE' as const },
      hasSubAssignments: 'ALL' as const,
    };
    const raw = encodeTaskFilter(f);
    expect(raw).not.toMatch(/[+/=]/);
    expect(decodeTaskFilter(raw)).toEqual({ userIds: f.userIds });
    expect(encodeTaskFilter({ hasSubAssignments: 'ALL' })).toBeNull();
  });

  it('reads a malformed parameter as no filter', () => {
    expect(decodeTaskFilter('not-base64!')).toEqual({});
    expect(decodeTaskFilter(btoa(JSON.stringify({ brandIds: { ids: ['x'] } })))).toEqual({});
  });
});
