import { describe, expect, it } from 'vitest';
import { countBadgeLook } from './countBadge';

describe('count badge (spec 000 §2.12: NORMAL, ABNORMAL, GREEN, SIDE_NAV)', () => {
  it('draws nothing for zero or a negative count', () => {
    expect(countBadgeLook(0)).toBeNull();
    expect(countBadgeLook(-2, 'SIDE_NAV')).toBeNull();
  });

  it('colours each type', () => {
    expect(countBadgeLook(3)).toEqual({ label: '3', color: 'gray' });
    expect(countBadgeLook(3, 'ABNORMAL')).toEqual({ label: '3', color: 'red' });
    expect(countBadgeLook(3, 'GREEN')).toEqual({ label: '3', color: 'green' });
    expect(countBadgeLook(3, 'SIDE_NAV')).toEqual({ label: '3', color: 'red' });
  });

  it('caps the label at 99+', () => {
    expect(countBadgeLook(99, 'SIDE_NAV')?.label).toBe('99');
    expect(countBadgeLook(100, 'SIDE_NAV')?.label).toBe('99+');
  });
});
